import { listEvents } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import * as eventList from './list';

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, listEvents, async ({ body }) => eventList.listEvents(ctx.database.db, ctx.storage, body));
}
