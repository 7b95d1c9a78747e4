import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { trackingEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import * as newsletter from './service';

const unknownVisitor = () =>
  new AppError('BAD_REQUEST', 'ID pengunjung tidak dikenal', [{ field: 'client_id', message: 'ID pengunjung tidak dikenal' }]);

export function registerNewsletterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.createSubscriber, async ({ body }, { setMessage }) => {
    const result = await newsletter.subscribe(ctx, body);
    setMessage('Terima kasih telah mendaftar newsletter SBC. Cek email Anda untuk konfirmasi.');
    return result;
  });
  route(app, ctx, c.confirmSubscription, async ({ query }, { setMessage }) => {
    const result = await newsletter.confirm(db, query.token);
    setMessage('Langganan newsletter Anda sudah aktif');
    return result;
  });
  route(app, ctx, c.unsubscribe, async ({ body }, { setMessage }) => {
    const result = await newsletter.unsubscribeByToken(db, body.token);
    setMessage('Anda telah berhenti berlangganan newsletter SBC');
    return result;
  });
  route(app, ctx, c.trackSubscriber, async ({ query }, { principal }) => {
    if (query.client_id && !ctx.visitorIds.isValid(query.client_id)) throw unknownVisitor();
    return newsletter.trackSubscriber(db, {
      clientId: query.client_id,
      memberId: principal.kind === 'member' ? principal.id : undefined,
    });
  });
  route(app, ctx, c.trackAction, async ({ body }) => {
    if (!ctx.visitorIds.isValid(body.client_id)) throw unknownVisitor();
    await db.insert(trackingEvents).values({ clientId: body.client_id, action: body.action, page: body.page, ref: body.ref });
    return { recorded: true };
  });
}
