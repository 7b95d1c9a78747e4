import { setCommentHidden } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import * as commentsService from './service';

export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, setCommentHidden, async ({ body }, { setMessage }) => {
    const result = await commentsService.setCommentHidden(ctx.database.db, body.id, body.hidden);
    setMessage(result.hidden ? 'Komentar disembunyikan' : 'Komentar ditampilkan kembali');
    return result;
  });
}
