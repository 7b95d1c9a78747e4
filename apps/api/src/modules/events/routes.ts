import { listEvents } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { type ContentScope } from '../../services/content-changes';
import { readKey } from '../../services/read-cache';
import * as eventList from './list';

/** An event card names its chapter. */
const SCOPES: readonly ContentScope[] = ['events', 'community'];

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, storage, readCache } = ctx;
  // The same list for everyone, from the read cache: a registration or a freed seat drops it in this
  // process at once, in the others within the cache's lifetime (decision 012).
  route(app, ctx, listEvents, async ({ body }) =>
    readCache.get(readKey(listEvents.id, body), SCOPES, () => eventList.listEvents(database.db, storage, body)),
  );
}
