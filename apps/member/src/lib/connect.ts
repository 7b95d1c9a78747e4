import { env } from '../env';
import { memberApi } from './api';
import { buildConnectUrl, type Origins, withConnectCode } from './return-target';

/** Our origins from the configuration. */
export const origins: Origins = {
  webUrl: env.WEB_URL,
  memberUrl: env.MEMBER_URL,
  webviewUrl: env.WEBVIEW_URL,
};

/**
 * A fresh connect link to the public site for the logged-in member: a single-use code valid
 * 60 seconds, exchanged there for the public site's own session.
 *
 * @param returnUrl where the public site sends the browser once connected
 */
export async function createConnectUrl(returnUrl: string): Promise<string> {
  const { code } = await memberApi.createConnectCode();
  return buildConnectUrl(env.WEB_URL, code, returnUrl);
}

/** The webview page to return to, carrying a fresh single-use connect code. */
export async function createWebviewReturnUrl(returnUrl: string): Promise<string> {
  const { code } = await memberApi.createConnectCode();
  return withConnectCode(returnUrl, code);
}
