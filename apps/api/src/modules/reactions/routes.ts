import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { addComment, listComments } from '../comments/service';
import { addRating, ratingSummary, validateRating } from './ratings';
import { answerHelpful, isBookmarked, listBookmarks, toggleBookmark } from './bookmarks';

/** Comments, ratings, bookmarks and 'was this helpful' under posts. */
export function registerReactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const requireVisitor = (id: string, field: string) => {
    if (!ctx.visitorIds.isValid(id)) {
      throw new AppError('BAD_REQUEST', 'ID pengunjung tidak dikenal', [{ field, message: 'ID pengunjung tidak dikenal' }]);
    }
  };
  route(app, ctx, c.listComments, async ({ body }) => listComments(db, ctx.storage, body.news_id, body.page, body.perPage));
  route(app, ctx, c.addComment, async ({ body }, { principal, setMessage }) => {
    const comment = await addComment(db, ctx.storage, principal.id, body);
    setMessage('Komentar Anda sudah terbit');
    return comment;
  });
  route(app, ctx, c.getRatingAverage, async ({ query }) => ratingSummary(db, query.id));
  route(app, ctx, c.validateRating, async ({ body }, { principal }) => validateRating(db, body.news_id, principal.id));
  route(app, ctx, c.addRating, async ({ body }, { principal, setMessage }) => {
    const summary = await addRating(db, body.news_id, principal.id, body.rating);
    setMessage('Terima kasih atas penilaian Anda');
    return summary;
  });
  route(app, ctx, c.toggleBookmark, async ({ body }) => {
    requireVisitor(body.visitor_id, 'visitor_id');
    return toggleBookmark(db, body.visitor_id, body.news_id);
  });
  route(app, ctx, c.isBookmarked, async ({ params }) => {
    requireVisitor(params.visitor_id, 'visitor_id');
    return isBookmarked(db, params.visitor_id, params.news_id);
  });
  route(app, ctx, c.listBookmarks, async ({ body }) => {
    requireVisitor(body.visitor_id, 'visitor_id');
    return listBookmarks(db, ctx.storage, body.visitor_id, body);
  });
  route(app, ctx, c.answerHelpful, async ({ body }) => {
    requireVisitor(body.client_id, 'client_id');
    return answerHelpful(db, body.client_id, body.news_id, body.helpful);
  });
}
