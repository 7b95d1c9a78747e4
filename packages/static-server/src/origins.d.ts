export const DEFAULT_ORIGINS: {
  WEB_URL: string;
  ADMIN_URL: string;
  WEBVIEW_URL: string;
  MEMBER_URL: string;
  API_URL: string;
};
export function productionOriginProblems(env: Record<string, string | undefined>): string[];
export function readOrigins(env: Record<string, string | undefined>): typeof DEFAULT_ORIGINS;
export function mediaOrigin(env: Record<string, string | undefined>): string;
