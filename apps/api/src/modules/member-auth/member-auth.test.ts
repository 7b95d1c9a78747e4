import { desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const M = '/sbc-member-core/v1';

describe.each(databases)('member accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const register = (email: string, ip = '10.1.0.1') =>
    call(t.app, 'POST', `${M}/auth/register`, {
      ip,
      body: { first_name: 'Rina', last_name: 'Kartika', email, mobilephone: '+62 812-3456-7890', password: 'RahasiaKuat1' },
    });

  it('registers a member, logs them in and normalises email and phone', async () => {
    const res = await register('Rina.Kartika@Contoh.id');
    expect(res.status).toBe(200);
    expect(res.body.data.member_profile).toMatchObject({
      member_email: 'rina.kartika@contoh.id',
      member_mobilephone: '081234567890',
      member_first_name: 'Rina',
      membership_active: false,
    });
    expect(res.body.data.initial).toBe('RK');
    const me = await call(t.app, 'GET', `${M}/profile`, { token: res.body.data.token });
    expect(me.body.data.member_email).toBe('rina.kartika@contoh.id');
  });

  it('refuses a second account with the same email in another case, and saves nothing', async () => {
    const res = await register('RINA.KARTIKA@contoh.id', '10.1.0.2');
    expect(res.status).toBe(409);
    expect(res.body.errors?.[0]?.field).toBe('email');
  });

  it('refuses bad registration input with Indonesian field messages', async () => {
    const res = await call(t.app, 'POST', `${M}/auth/register`, {
      ip: '10.1.0.3',
      body: { first_name: '', email: 'bukan', mobilephone: '123', password: 'pendek' },
    });
    expect(res.status).toBe(400);
    const fields = res.body.errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['first_name', 'email', 'mobilephone', 'password']));
    expect(res.body.msg).not.toMatch(/invalid|expected/i);
  });

  it('refuses a guessable password at registration, and saves nothing', async () => {
    const res = await call(t.app, 'POST', `${M}/auth/register`, {
      ip: '10.1.0.4',
      body: { first_name: 'Rina', email: 'tebakan@contoh.id', mobilephone: '081234567890', password: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Kata sandi ini terlalu mudah ditebak; pilih yang lain' }]);
    const login = await call(t.app, 'POST', `${M}/auth/login`, { ip: '10.1.0.5', body: { email: 'tebakan@contoh.id', password: 'Password1' } });
    expect(login.status).toBe(401);
  });

  it('locks an account after 5 failed logins in the window, whatever the address', async () => {
    const attempt = (password: string, ip: string) =>
      call(t.app, 'POST', `${M}/auth/login`, { ip, body: { email: 'anggota2@sbc.test', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('salah-terus', `10.2.0.${i}`)).status).toBe(401);
    const locked = await attempt('AnggotaDemo#2026', '10.2.0.99');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('15 menit');
    const other = await call(t.app, 'POST', `${M}/auth/login`, {
      ip: '10.2.0.98',
      body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
    });
    expect(other.status).toBe(200);
  });

  it('lets the owner back in after a password reset, and forgets failures after a successful sign-in', async () => {
    expect((await register('terkunci@contoh.id', '10.2.1.1')).status).toBe(200);
    const attempt = (password: string, ip: string) =>
      call(t.app, 'POST', `${M}/auth/login`, { ip, body: { email: 'terkunci@contoh.id', password } });
    // Four wrong guesses, the right password, four more: the success started the count again.
    for (let i = 0; i < 4; i++) expect((await attempt('tebakan-salah', `10.2.1.${10 + i}`)).status).toBe(401);
    expect((await attempt('RahasiaKuat1', '10.2.1.20')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('tebakan-salah', `10.2.1.${30 + i}`)).status).toBe(401);
    expect((await attempt('RahasiaKuat1', '10.2.1.40')).status).toBe(200);
    // Someone else's five guesses lock it; the message points the owner to a reset, and the reset works.
    for (let i = 0; i < 5; i++) expect((await attempt('tebakan-salah', `10.2.1.${50 + i}`)).status).toBe(401);
    const locked = await attempt('RahasiaKuat1', '10.2.1.60');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toContain('atur ulang kata sandi');
    await call(t.app, 'POST', `${M}/auth/forgot-password`, { ip: '10.2.1.61', body: { email: 'terkunci@contoh.id' } });
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe('terkunci@contoh.id');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.2.1.62', body: { token, password: 'SandiPulih2026' } });
    expect(reset.status).toBe(200);
    expect((await attempt('SandiPulih2026', '10.2.1.63')).status).toBe(200);
  });

  it('exchanges a connect code once for a new session, and refuses it again or forged', async () => {
    const login = await call(t.app, 'POST', `${M}/auth/login`, {
      ip: '10.3.0.1',
      body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
    });
    const code = (await call(t.app, 'POST', `${M}/connect/create-code`, { token: login.body.data.token })).body.data.code;
    const first = await t.app.inject({ method: 'GET', url: `${M}/connect/to-member?token=${code}` });
    expect(first.statusCode).toBe(200);
    const session = first.json().data;
    expect(session.token).not.toBe(login.body.data.token);
    expect(session.member_profile.member_email).toBe('anggota@sbc.test');
    expect(session.initial).toBe('SR');
    const again = await t.app.inject({ method: 'GET', url: `${M}/connect/to-member?token=${code}` });
    expect(again.statusCode).toBe(410);
    const forged = await t.app.inject({ method: 'GET', url: `${M}/connect/to-member?token=${'x'.repeat(43)}` });
    expect(forged.statusCode).toBe(410);
    const check = await call(t.app, 'GET', `${M}/connect/check`, { token: session.token });
    expect(check.body.data.initial).toBe('SR');
    // The connected host's logout ends the sign-in it came from too (session-family.test.ts).
    await call(t.app, 'POST', `${M}/auth/logout`, { token: session.token });
    expect((await call(t.app, 'GET', `${M}/connect/check`, { token: session.token })).status).toBe(401);
    expect((await call(t.app, 'GET', `${M}/profile`, { token: login.body.data.token })).status).toBe(401);
  });

  it('resets a password by the emailed link once, revoking every session', async () => {
    const reg = await register('lupa@contoh.id', '10.4.0.1');
    const oldToken = reg.body.data.token;
    const ask = await call(t.app, 'POST', `${M}/auth/forgot-password`, { ip: '10.4.0.1', body: { email: 'lupa@contoh.id' } });
    expect(ask.status).toBe(200);
    const unknown = await call(t.app, 'POST', `${M}/auth/forgot-password`, { ip: '10.4.0.2', body: { email: 'siapa@contoh.id' } });
    expect(unknown.body.msg).toBe(ask.body.msg);
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe('lupa@contoh.id');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const usable = await call(t.app, 'GET', `${M}/auth/reset-password/check?token=${token}`);
    expect(usable.status).toBe(200);
    expect(usable.body.data.expires_at - Date.now() / 1000).toBeGreaterThan(59 * 60);
    const reset = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.4.0.3', body: { token, password: 'SandiBaru2026' } });
    expect(reset.status).toBe(200);
    const used = await call(t.app, 'GET', `${M}/auth/reset-password/check?token=${token}`);
    expect(used.status).toBe(410);
    expect(used.body.msg).toBe('Tautan atur ulang kata sandi tidak berlaku, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.');
    expect((await call(t.app, 'GET', `${M}/auth/reset-password/check?token=tautan-palsu-1234567890`)).status).toBe(410);
    expect((await call(t.app, 'GET', `${M}/auth/reset-password/check?token=pendek`)).status).toBe(400);
    const reuse = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.4.0.4', body: { token, password: 'SandiLain2026' } });
    expect(reuse.status).toBe(410);
    expect(reuse.body.msg).toBe(used.body.msg);
    expect((await call(t.app, 'GET', `${M}/profile`, { token: oldToken })).status).toBe(401);
    const login = await call(t.app, 'POST', `${M}/auth/login`, { ip: '10.4.0.5', body: { email: 'lupa@contoh.id', password: 'SandiBaru2026' } });
    expect(login.status).toBe(200);
  });

  it('a new password voids every other reset link: one used, or a change in the profile', async () => {
    expect((await register('dua-tautan@contoh.id', '10.4.1.1')).status).toBe(200);
    const askLink = async (ip: string) => {
      await call(t.app, 'POST', `${M}/auth/forgot-password`, { ip, body: { email: 'dua-tautan@contoh.id' } });
      const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      return /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    };
    const older = await askLink('10.4.1.2');
    const newer = await askLink('10.4.1.3');
    expect(older).not.toBe(newer);
    const reset = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.4.1.4', body: { token: newer, password: 'SandiBaru2026' } });
    expect(reset.status).toBe(200);
    expect((await call(t.app, 'GET', `${M}/auth/reset-password/check?token=${older}`)).status).toBe(410);
    const late = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.4.1.5', body: { token: older, password: 'SandiPenyusup1' } });
    expect(late.status).toBe(410);

    // A link asked for, then the password changed in the profile: the link no longer works.
    const pending = await askLink('10.4.1.6');
    const login = await call(t.app, 'POST', `${M}/auth/login`, { ip: '10.4.1.7', body: { email: 'dua-tautan@contoh.id', password: 'SandiBaru2026' } });
    const changed = await call(t.app, 'POST', `${M}/profile/change-password`, {
      token: login.body.data.token,
      body: { current_password: 'SandiBaru2026', new_password: 'SandiKetiga2026' },
    });
    expect(changed.status).toBe(200);
    const stale = await call(t.app, 'POST', `${M}/auth/reset-password`, { ip: '10.4.1.8', body: { token: pending, password: 'SandiPenyusup2' } });
    expect(stale.status).toBe(410);
    const signIn = await call(t.app, 'POST', `${M}/auth/login`, { ip: '10.4.1.9', body: { email: 'dua-tautan@contoh.id', password: 'SandiKetiga2026' } });
    expect(signIn.status).toBe(200);
  });

  it('changes the password with the current one, keeping only this session', async () => {
    const reg = await register('ganti@contoh.id', '10.5.0.1');
    const other = await call(t.app, 'POST', `${M}/auth/login`, { ip: '10.5.0.2', body: { email: 'ganti@contoh.id', password: 'RahasiaKuat1' } });
    const wrong = await call(t.app, 'POST', `${M}/profile/change-password`, {
      token: reg.body.data.token,
      body: { current_password: 'keliru', new_password: 'SandiBaru2026' },
    });
    expect(wrong.status).toBe(400);
    const same = await call(t.app, 'POST', `${M}/profile/change-password`, {
      token: reg.body.data.token,
      body: { current_password: 'RahasiaKuat1', new_password: 'RahasiaKuat1' },
    });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ field: 'new_password', message: 'Kata sandi baru harus berbeda dari yang lama' }]);
    // Refused, so the other session is still signed in.
    expect((await call(t.app, 'GET', `${M}/profile`, { token: other.body.data.token })).status).toBe(200);
    const ok = await call(t.app, 'POST', `${M}/profile/change-password`, {
      token: reg.body.data.token,
      body: { current_password: 'RahasiaKuat1', new_password: 'SandiBaru2026' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', `${M}/profile`, { token: reg.body.data.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `${M}/profile`, { token: other.body.data.token })).status).toBe(401);
  });

  it('updates the profile with a real photo and refuses a file that is not an image', async () => {
    const reg = await register('foto@contoh.id', '10.6.0.1');
    const png = await sharp({ create: { width: 100, height: 80, channels: 3, background: '#081e94' } }).png().toBuffer();
    const ok = await call(t.app, 'POST', `${M}/profile/update`, {
      token: reg.body.data.token,
      body: { first_name: 'Rini', last_name: 'K', mobilephone: '081298765432', member_image: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.member_image).toMatch(/\/media\/anggota\/\d+-\w+\.webp$/);
    const fake = await call(t.app, 'POST', `${M}/profile/update`, {
      token: reg.body.data.token,
      body: { first_name: 'Rini', mobilephone: '081298765432', member_image: `data:image/png;base64,${Buffer.from('bukan gambar').toString('base64')}` },
    });
    expect(fake.status).toBe(400);
    // A photo whose upload broke off: its header says JPEG of 300×300, its picture is cut short.
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#081e94' } }).jpeg().toBuffer();
    const cut = await call(t.app, 'POST', `${M}/profile/update`, {
      token: reg.body.data.token,
      body: { first_name: 'Rina', mobilephone: '081298765432', member_image: `data:image/jpeg;base64,${jpeg.subarray(0, jpeg.length / 2).toString('base64')}` },
    });
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual([{ field: 'member_image', message: 'Berkas bukan gambar JPEG, PNG, atau WebP yang valid' }]);
    const small = await sharp({ create: { width: 63, height: 200, channels: 3, background: '#081e94' } }).png().toBuffer();
    const tooSmall = await call(t.app, 'POST', `${M}/profile/update`, {
      token: reg.body.data.token,
      body: { first_name: 'Rina', mobilephone: '081298765432', member_image: `data:image/png;base64,${small.toString('base64')}` },
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual([{ field: 'member_image', message: 'Gambar minimal 64×64 piksel' }]);
    const me = await call(t.app, 'GET', `${M}/profile`, { token: reg.body.data.token });
    expect(me.body.data.member_image).toBe(ok.body.data.member_image);
    expect(me.body.data.member_first_name).toBe('Rini');
  });

  it('removes the photo on request, and no longer serves it or the one it replaced', async () => {
    const reg = await register('tanpa-foto@contoh.id', '10.6.0.3');
    const token = reg.body.data.token;
    const served = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
    const photo = async (background: string) =>
      `data:image/png;base64,${(await sharp({ create: { width: 100, height: 100, channels: 3, background } }).png().toBuffer()).toString('base64')}`;
    const first = await call(t.app, 'POST', `${M}/profile/update`, {
      token,
      body: { first_name: 'Rina', mobilephone: '081298765434', member_image: await photo('#081e94') },
    });
    const second = await call(t.app, 'POST', `${M}/profile/update`, {
      token,
      body: { first_name: 'Rina', mobilephone: '081298765434', member_image: await photo('#e94108') },
    });
    const current = second.body.data.member_image as string;
    expect(current).toMatch(/\.webp$/);
    expect(current).not.toBe(first.body.data.member_image);
    expect(await served(first.body.data.member_image)).toBe(404);
    expect(await served(current)).toBe(200);
    // A form body, as the member area sends it; the names and phone are saved with it.
    const removed = await call(t.app, 'POST', `${M}/profile/update`, {
      token,
      body: 'first_name=Rini&mobilephone=081298765434&remove_photo=true',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ member_image: null, member_first_name: 'Rini' });
    expect((await call(t.app, 'GET', `${M}/profile`, { token })).body.data.member_image).toBeNull();
    expect(await served(current)).toBe(404);
    // A new photo again: neither `remove_photo: false` nor a save without a photo drops it.
    const again = await call(t.app, 'POST', `${M}/profile/update`, {
      token,
      body: { first_name: 'Rini', mobilephone: '081298765434', member_image: await photo('#08e941') },
    });
    const kept = await call(t.app, 'POST', `${M}/profile/update`, {
      token,
      body: { first_name: 'Rini', mobilephone: '081298765434', remove_photo: false },
    });
    expect(kept.body.data.member_image).toBe(again.body.data.member_image);
    expect(await served(again.body.data.member_image)).toBe(200);
  });

  it('accepts a photo of more than a megabyte, as phone cameras make them', async () => {
    const reg = await register('besar@contoh.id', '10.6.0.2');
    const photo = await sharp({ create: { width: 1400, height: 1100, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const res = await call(t.app, 'POST', `${M}/profile/update`, {
      token: reg.body.data.token,
      body: `first_name=Besar&mobilephone=081298765433&member_image=${encodeURIComponent(`data:image/jpeg;base64,${photo.toString('base64')}`)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.member_image).toMatch(/\.webp$/);
  });

  it('refuses member calls without a token and with an admin token', async () => {
    expect((await call(t.app, 'GET', `${M}/profile`)).status).toBe(401);
    const admin = await t.app.inject({ method: 'POST', url: '/sbc-admin/v1/login/stored', payload: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } });
    expect((await call(t.app, 'GET', `${M}/profile`, { token: admin.json().data.token })).status).toBe(403);
  });
});
