/**
 * Session cookies in the browser (SPEC 4). Safe to import during SSR: nothing
 * touches `document` or `location` until a function is called, and js-cookie
 * itself does nothing when there is no `document`.
 */
import Cookies from 'js-cookie';
import {
  COOKIE_NAMES,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  cookieAttributes,
  decodeProfile,
  encodeProfile,
  escapeCookieValue,
  unescapeCookieValue,
} from './cookies';
import { presentTokenOrNull } from './rules';

/** Which session: the admin console's or the member's. */
export type SessionKind = 'admin' | 'member';

/** Options of {@link createBrowserSession}. */
export type BrowserSessionOptions = {
  /** Write cookies with `Secure`; by default when the page is served over HTTPS. */
  secure?: boolean;
};

/** Token and profile cookies of one kind of session. The cookies are the state, so tabs stay in step. */
export type BrowserSession = {
  getToken(): string | null;
  isLoggedIn(): boolean;
  getProfile<T = unknown>(): T | null;
  login<P extends object>(token: string, fetchProfile: (token: string) => Promise<P>): Promise<P>;
  setProfile(profile: object): void;
  logout(): void;
  /**
   * Ends the session: clears the cookies at once, then revokes the token on the server with
   * `revoke(token)` (its failure, an expired or revoked token, is ignored). The cookies go first,
   * so a page left before the server answers is signed out all the same.
   */
  signOut(revoke: (token: string) => Promise<unknown>): Promise<void>;
  reset(): void;
};

const SECONDS_PER_DAY = 86_400;

/**
 * Values are written with the same escaping as the SSR helpers and read raw:
 * tokens are unescaped here, profiles by `decodeProfile`, so both sides agree.
 */
const jar = Cookies.withConverter<string>({
  read: (value) =>
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value,
  write: (value) => escapeCookieValue(String(value)),
});

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function attributesFor(secure: boolean | undefined): Cookies.CookieAttributes {
  const attributes = cookieAttributes({ secure: secure ?? isHttps() });
  // js-cookie takes days; `max-age` would outlive its own `remove()`, which only sets `expires`.
  return {
    path: attributes.path,
    sameSite: attributes.sameSite,
    secure: attributes.secure,
    expires: attributes.maxAgeSeconds / SECONDS_PER_DAY,
  };
}

function readToken(name: string): string | null {
  const raw = jar.get(name);
  return raw === undefined ? null : presentTokenOrNull(unescapeCookieValue(raw));
}

/**
 * Creates the admin or member session of the browser.
 * `login` stores the token cookie, then fetches the profile and caches it in
 * its cookie; if the fetch fails the token is cleared again and the error
 * rethrown. `logout` and `reset` clear the token and profile cookies.
 */
export function createBrowserSession(
  kind: SessionKind,
  options: BrowserSessionOptions = {},
): BrowserSession {
  const tokenName = kind === 'admin' ? COOKIE_NAMES.adminToken : COOKIE_NAMES.memberToken;
  const profileName = kind === 'admin' ? COOKIE_NAMES.adminProfile : COOKIE_NAMES.memberProfile;
  const attributes = () => attributesFor(options.secure);

  const session: BrowserSession = {
    getToken: () => readToken(tokenName),
    isLoggedIn: () => readToken(tokenName) !== null,
    getProfile: <T>() => decodeProfile<T>(jar.get(profileName)),
    setProfile(profile) {
      jar.set(profileName, encodeProfile(profile), attributes());
    },
    async login(token, fetchProfile) {
      if (presentTokenOrNull(token) === null) throw new TypeError('login needs a non-empty token');
      jar.set(tokenName, token, attributes());
      let profile: Awaited<ReturnType<typeof fetchProfile>>;
      try {
        profile = await fetchProfile(token);
      } catch (error) {
        session.logout();
        throw error;
      }
      // A logout (or another login) while the profile loaded wins over this one.
      if (readToken(tokenName) === token && typeof profile === 'object' && profile !== null) {
        session.setProfile(profile);
      }
      return profile;
    },
    logout() {
      jar.remove(tokenName, attributes());
      jar.remove(profileName, attributes());
    },
    async signOut(revoke) {
      const token = readToken(tokenName);
      session.logout();
      if (token === null) return;
      try {
        await revoke(token);
      } catch {
        // Expired, already revoked, or the API is away: this browser is signed out all the same.
      }
    },
    reset: () => session.logout(),
  };
  return session;
}

/** The visitor id of this browser (SPEC 4: present means the cookie banner stays hidden), or `null`. */
export function getVisitorId(): string | null {
  return readToken(COOKIE_NAMES.visitorId);
}

/** Stores the visitor id (`client_id` of `session/create`) for a year. */
export function setVisitorId(id: string, options: BrowserSessionOptions = {}): void {
  jar.set(COOKIE_NAMES.visitorId, id, {
    ...attributesFor(options.secure),
    expires: VISITOR_COOKIE_MAX_AGE_SECONDS / SECONDS_PER_DAY,
  });
}
