import { setCommentHidden } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import * as moderation from '../content-admin/comments';

export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, setCommentHidden, async ({ body }, { principal, setMessage }) => {
    const result = await moderation.setCommentHidden(ctx.database.db, principal, body.id, body.hidden);
    ctx.contentChanges.notify('news');
    setMessage(result.hidden ? 'Komentar disembunyikan' : 'Komentar ditampilkan kembali');
    return result;
  });
}
