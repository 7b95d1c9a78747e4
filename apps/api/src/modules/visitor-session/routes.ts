import { createVisitorSession, type GeoInfo } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { visitorSessions } from '../../db/schema';
import { clientIp, route } from '../../http/route';

/** Without a configured IP database the geo fields stay empty; no outside call is made. */
function emptyGeo(ip: string): GeoInfo {
  return {
    city: '',
    country_long: '',
    country_short: '',
    elevation: '',
    gmt: '',
    ip,
    latitude: '',
    longitude: '',
    region: '',
    timezone: '',
    zipcode: '',
  };
}

export function registerVisitorSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, createVisitorSession, async (_input, { request }) => {
    const ip = clientIp(request);
    const session = {
      client_id: ctx.visitorIds.create(),
      agent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      ip,
      info: emptyGeo(ip),
    };
    await ctx.database.db.insert(visitorSessions).values({
      clientId: session.client_id,
      agent: session.agent,
      ip,
      info: session.info,
    });
    return session;
  });
}
