import * as c from '@sbc/contract';
import { initials } from '@sbc/format/initials';
import { eq } from 'drizzle-orm';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { members } from '../../db/schema';
import { clientIp, route } from '../../http/route';
import { followMemberProfile } from '../registration/service';
import { createConnectCode, exchangeConnectCode } from './connect';
import { storeMemberPhoto } from './photo';
import { findMember, toMemberProfile } from './profile';
import * as auth from './service';

const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: clientIp(request) });

export function registerMemberAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.registerMember, async ({ body }, { request, setMessage }) => {
    const session = await auth.registerMember(ctx, body, clientOf(request));
    setMessage('Pendaftaran berhasil, selamat bergabung');
    return session;
  });
  route(app, ctx, c.loginMember, async ({ body }, { request, setMessage }) => {
    const session = await auth.loginMember(ctx, body, clientOf(request));
    setMessage('Berhasil masuk');
    return session;
  });
  // Ends the sign-in on this device everywhere: the site's, the member area's and the webviews' sessions.
  route(app, ctx, c.logoutMember, async (_input, { principal, setMessage }) => {
    await ctx.tokens.revokeFamily(db, principal.sessionId);
    setMessage('Berhasil keluar');
    return null;
  });
  route(app, ctx, c.forgotPassword, async ({ body }, { setMessage }) => {
    await auth.requestPasswordReset(ctx, body.email);
    setMessage('Jika email terdaftar, tautan atur ulang kata sandi telah dikirim');
    return null;
  });
  route(app, ctx, c.checkResetToken, async ({ query }) => auth.checkResetToken(ctx.database.db, query.token));
  route(app, ctx, c.resetPassword, async ({ body }, { setMessage }) => {
    await auth.resetPassword(ctx, body.token, body.password);
    setMessage('Kata sandi berhasil diubah; silakan masuk');
    return null;
  });
  route(app, ctx, c.getMemberProfile, async (_input, { principal }) =>
    toMemberProfile(await findMember(db, principal.id), ctx.storage),
  );
  route(app, ctx, c.updateMemberProfile, async ({ body }, { principal, request, setMessage }) => {
    // A new photo wins over `remove_photo`, as a new cover wins over `remove_cover`.
    const image = body.member_image ? await storeMemberPhoto(ctx.storage, principal.id, body.member_image) : body.remove_photo ? null : undefined;
    const { row, previous } = await db.transaction(async (tx) => {
      const [before] = await tx.select({ image: members.image }).from(members).where(eq(members.id, principal.id)).for('update');
      const [saved] = await tx
        .update(members)
        .set({ firstName: body.first_name, lastName: body.last_name, mobilephone: body.mobilephone, ...(image !== undefined ? { image } : {}) })
        .where(eq(members.id, principal.id))
        .returning();
      const name = `${body.first_name} ${body.last_name}`.trim();
      await followMemberProfile(tx as unknown as Db, principal.id, { name, phone: body.mobilephone });
      return { row: saved, previous: before?.image ?? null };
    });
    // The photo replaced or removed is no longer served (its URL would stay public otherwise);
    // once the change has committed, so a failed save never loses the photo still in use.
    if (image !== undefined && previous && previous !== image) {
      await ctx.storage.delete(previous).catch((err: unknown) => request.log.warn({ err, key: previous }, 'old member photo not deleted'));
    }
    setMessage('Profil berhasil diperbarui');
    return toMemberProfile(row ?? (await findMember(db, principal.id)), ctx.storage);
  }, { bodyLimit: 4 * 1024 * 1024 }); // a 2 MB photo as base64, form-encoded
  route(app, ctx, c.changeMemberPassword, async ({ body }, { principal, setMessage }) => {
    await auth.changePassword(ctx, principal, body);
    setMessage('Kata sandi berhasil diubah');
    return null;
  });
  route(app, ctx, c.createConnectCode, async (_input, { principal }) => createConnectCode(ctx, principal));
  route(app, ctx, c.connectToMember, async ({ query }, { request }) => exchangeConnectCode(ctx, query.token, clientOf(request)));
  route(app, ctx, c.checkMemberConnection, async (_input, { principal }) => {
    const row = await findMember(db, principal.id);
    return { member_profile: toMemberProfile(row, ctx.storage), initial: initials(row.firstName, row.lastName) };
  });
}
