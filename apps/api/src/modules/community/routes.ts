import { listBoard, listChapters } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import * as community from './service';

export function registerCommunityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, listChapters, async ({ body }) => community.listChapters(db, body.page, body.perPage));
  route(app, ctx, listBoard, async ({ body }) => community.listBoard(db, ctx.storage, body.board, body.chapter_slug));
}
