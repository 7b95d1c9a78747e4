import { adminLogin, adminLogout, getAdminProfile } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { clientIp, route } from '../../http/route';
import { findAdminProfile, loginAdmin } from './service';

export function registerAdminAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, adminLogin, async ({ body }, { request, setMessage }) => {
    const result = await loginAdmin(db, ctx.tokens, body, {
      userAgent: request.headers['user-agent'],
      ip: clientIp(request),
    });
    setMessage('Berhasil masuk');
    return result;
  });
  route(app, ctx, adminLogout, async (_input, { principal, setMessage }) => {
    await ctx.tokens.revoke(db, principal.sessionId);
    setMessage('Berhasil keluar');
    return null;
  });
  route(app, ctx, getAdminProfile, async (_input, { principal }) => findAdminProfile(db, principal.id));
}
