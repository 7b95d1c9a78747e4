// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionKind, createBrowserSession, getVisitorId, setVisitorId } from './client';
import { encodeProfile } from './cookies';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_';
const PROFILE = { first_name: 'Siti', last_name: 'Nurhaliza', note: '100% hadir; "ok"' };
const NAMES: Record<SessionKind, [token: string, profile: string]> = {
  admin: ['Admin-Token', 'admin_profile'],
  member: ['Member-Token', 'member_profile'],
};

/** The cookies as the page sees them, name to raw value. */
function jar(): Record<string, string> {
  const pairs = document.cookie ? document.cookie.split('; ') : [];
  return Object.fromEntries(
    pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

afterEach(() => {
  for (const name of Object.keys(jar()))
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each<SessionKind>(['admin', 'member'])('%s session', (kind) => {
  const [tokenName, profileName] = NAMES[kind];

  it('login stores the raw token, then the encoded profile', async () => {
    const session = createBrowserSession(kind);
    const fetchProfile = vi.fn(async (token: string) => {
      expect(jar()[tokenName]).toBe(token);
      return PROFILE;
    });
    await expect(session.login(TOKEN, fetchProfile)).resolves.toEqual(PROFILE);
    expect(fetchProfile).toHaveBeenCalledWith(TOKEN);
    expect(jar()).toEqual({ [tokenName]: TOKEN, [profileName]: encodeProfile(PROFILE) });
    expect([session.getToken(), session.isLoggedIn(), session.getProfile()]).toEqual([
      TOKEN,
      true,
      PROFILE,
    ]);
  });

  it.each(['logout', 'reset'] as const)('%s clears token and profile cookies', async (method) => {
    const session = createBrowserSession(kind);
    await session.login(TOKEN, async () => PROFILE);
    document.cookie = 'theme=dark; path=/';
    session[method]();
    expect(jar()).toEqual({ theme: 'dark' });
    expect([session.getToken(), session.isLoggedIn(), session.getProfile()]).toEqual([
      null,
      false,
      null,
    ]);
  });

  it('clears the token again when the profile cannot be fetched', async () => {
    const session = createBrowserSession(kind);
    const failure = new Error('401');
    await expect(session.login(TOKEN, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(jar()).toEqual({});
  });

  it('does not cache a profile that arrives after logout', async () => {
    const session = createBrowserSession(kind);
    let resolve: (profile: typeof PROFILE) => void = () => undefined;
    const pending = session.login(TOKEN, () => new Promise<typeof PROFILE>((r) => (resolve = r)));
    session.logout();
    resolve(PROFILE);
    await pending;
    expect(jar()).toEqual({});
  });

  it.each(['', '  ', 'undefined', 'null'])('refuses to log in with %j', async (token) => {
    await expect(createBrowserSession(kind).login(token, async () => PROFILE)).rejects.toThrow(
      TypeError,
    );
    expect(jar()).toEqual({});
  });

  it.each<[string, string | null, boolean]>([
    [`${TOKEN}`, TOKEN, true],
    ['undefined', null, false],
    ['null', null, false],
    ['', null, false],
    ['%22quoted%22', '"quoted"', true],
  ])('reads a token cookie set to %j', (raw, token, loggedIn) => {
    document.cookie = `${tokenName}=${raw}; path=/`;
    const session = createBrowserSession(kind);
    expect([session.getToken(), session.isLoggedIn()]).toEqual([token, loggedIn]);
  });

  it.each(['%7Bbroken', 'undefined', encodeURIComponent('"text"')])(
    'reads a bad profile %j as null',
    (raw) => {
      document.cookie = `${profileName}=${raw}; path=/`;
      expect(createBrowserSession(kind).getProfile()).toBeNull();
    },
  );

  it('signOut clears the cookies before the revocation answers, and revokes the token it had', async () => {
    const session = createBrowserSession(kind);
    await session.login(TOKEN, async () => PROFILE);
    const revoked: string[] = [];
    let answer: () => void = () => undefined;
    const ending = session.signOut((token) => {
      revoked.push(token);
      return new Promise<void>((resolve) => (answer = resolve));
    });
    expect(jar()).toEqual({});
    expect(revoked).toEqual([TOKEN]);
    answer();
    await ending;
  });

  it('signOut ends the session even when the revocation fails, and asks nothing without a token', async () => {
    const session = createBrowserSession(kind);
    await session.login(TOKEN, async () => PROFILE);
    await expect(session.signOut(() => Promise.reject(new Error('401')))).resolves.toBeUndefined();
    expect(jar()).toEqual({});
    const revoke = vi.fn(() => Promise.resolve());
    await session.signOut(revoke);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('setProfile writes the encoded profile alone', () => {
    createBrowserSession(kind).setProfile({ name: 'Ani' });
    expect(jar()).toEqual({ [profileName]: encodeProfile({ name: 'Ani' }) });
  });
});

describe('cookie attributes', () => {
  function written(run: () => void): string[] {
    const setter = vi.spyOn(document, 'cookie', 'set');
    run();
    return setter.mock.calls.map(([value]) => String(value));
  }

  it.each<[string, boolean | undefined, string, boolean]>([
    ['http page, default', undefined, 'http:', false],
    ['https page, default', undefined, 'https:', true],
    ['http page, forced secure', true, 'http:', true],
    ['https page, forced insecure', false, 'https:', false],
  ])('%s', (_case, secure, protocol, expectSecure) => {
    vi.stubGlobal('location', { protocol });
    const [line = ''] = written(() =>
      createBrowserSession('member', { secure }).setProfile({ a: 1 }),
    );
    const attributes = line
      .split('; ')
      .slice(1)
      .map((a) => a.split('=')[0]?.toLowerCase());
    expect(attributes).toEqual([
      'path',
      'samesite',
      ...(expectSecure ? ['secure'] : []),
      'expires',
    ]);
    expect(line).toContain('; path=/; sameSite=Lax');
    const expires = Date.parse(line.split('expires=')[1] ?? '');
    expect(Math.round((expires - Date.now()) / 1000 / 86400)).toBe(7);
  });
});

describe('visitor id', () => {
  it.each<[string, string]>([
    ['v1.0f3c-9a', 'v1.0f3c-9a'],
    ['with space', 'with%20space'],
  ])('stores %j as visitor-id=%s', (id, raw) => {
    expect(getVisitorId()).toBeNull();
    setVisitorId(id);
    expect(jar()).toEqual({ 'visitor-id': raw });
    expect(getVisitorId()).toBe(id);
  });

  it('keeps the visitor id for a year and tokens for 7 days', () => {
    const written = (run: () => void) => {
      const setter = vi.spyOn(document, 'cookie', 'set');
      run();
      const lines = setter.mock.calls.map(([value]) => String(value));
      setter.mockRestore();
      return lines;
    };
    const [visitor = ''] = written(() => setVisitorId('v1.a.b'));
    const [token = ''] = written(() => createBrowserSession('member').setProfile({ a: 1 }));
    const days = (line: string) => Math.round((Date.parse(line.split('expires=')[1] ?? '') - Date.now()) / 86_400_000);
    expect(days(visitor)).toBe(365);
    expect(days(token)).toBe(7);
  });
});
