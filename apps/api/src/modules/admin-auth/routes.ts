import { adminLogin, adminLoginJwt, adminLogout, getAdminProfile, listMembers, listOutbox, updateAdminPassword } from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { clientIp, route } from '../../http/route';
import { findAdminProfile, loginAdmin } from './service';
import * as account from './account';

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
  route(app, ctx, adminLoginJwt, async ({ body }, { request, setMessage }) => {
    const result = await account.loginWithJwt(ctx, body.token, { userAgent: request.headers['user-agent'], ip: clientIp(request) });
    setMessage('Berhasil masuk');
    return result;
  });
  route(app, ctx, listMembers, async ({ body }) => account.listMembers(db, body));
  route(app, ctx, updateAdminPassword, async ({ body }, { principal, setMessage }) => {
    await account.updateAdminPassword(ctx, principal, body);
    setMessage('Kata sandi berhasil diubah; sesi lain telah dikeluarkan');
    return null;
  });
  route(app, ctx, listOutbox, async ({ body }) => account.listOutbox(db, body.page, body.perPage));
}
