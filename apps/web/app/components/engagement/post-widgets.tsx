import { BookmarkButton } from './bookmark-button';
import { CommentsSection } from './comments-section';
import { HelpfulPoll } from './helpful-poll';
import { RatingWidget } from './rating-widget';

/** The post engagement widgets: helpful poll and bookmark, rating, comments. */
export function PostWidgets({ newsId }: { newsId: number }) {
  return (
    <div className="space-y-10">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="bg-surface-muted ring-line flex flex-col justify-between gap-5 rounded-2xl p-5 ring-1">
          <HelpfulPoll newsId={newsId} />
          <BookmarkButton newsId={newsId} />
        </div>
        <RatingWidget newsId={newsId} />
      </div>
      <CommentsSection newsId={newsId} />
    </div>
  );
}
