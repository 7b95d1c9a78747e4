import { type TokenGetter } from './types';

/** Base64 of UTF-8 text, with the platform's `btoa` (browsers and Node 16+). */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** `Basic base64(id:secret)`, the public client's fixed credential (ARCHITECTURE section 3). */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${toBase64(`${clientId}:${clientSecret}`)}`;
}

/** `Bearer <token>` from the getter, or undefined when there is no token. */
export async function bearerAuthorization(
  getToken: TokenGetter | undefined,
): Promise<string | undefined> {
  const token = await getToken?.();
  return token ? `Bearer ${token}` : undefined;
}
