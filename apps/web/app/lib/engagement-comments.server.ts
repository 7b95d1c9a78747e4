import type { CommentData, Paged } from '@sbc/contract';
import { formatDateTime } from '@sbc/format/date';
import { pageCount } from '@sbc/ui/page-window';
import type { CommentPage, CommentView } from './engagement-types';

/** Top-level comments per page under a post. */
export const COMMENTS_PER_PAGE = 10;

/** A comment of the API as the page shows it; the text stays plain (React escapes it). */
export function toCommentView(comment: CommentData): CommentView {
  return {
    id: comment.id,
    authorName: comment.author_name,
    authorInitial: comment.author_initial,
    authorImage: comment.author_image,
    content: comment.content,
    date: formatDateTime(comment.created_at),
    replies: comment.replies.map(toCommentView),
  };
}

/** One page of comments with its place in the list. */
export function toCommentPage(
  result: Paged<CommentData> & { comment_count: number },
  page: number,
  isMember: boolean,
): CommentPage {
  return {
    comments: result.data.map(toCommentView),
    page,
    totalPages: pageCount(result.totalRecords, COMMENTS_PER_PAGE),
    total: result.comment_count,
    isMember,
  };
}
