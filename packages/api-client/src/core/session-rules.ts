import { type HttpStatusRule } from './create-client';

/** Admin client: HTTP 401 or 406 removes the admin token and reloads (SPEC section 8). */
export const adminSessionRule: HttpStatusRule = (httpStatus, hooks) => {
  if (httpStatus !== 401 && httpStatus !== 406) return;
  hooks.clearAdminToken();
  hooks.reload();
};

/** Member and order clients: HTTP 401 clears stored credentials and goes home (SPEC section 8). */
export const memberSessionRule: HttpStatusRule = (httpStatus, hooks) => {
  if (httpStatus !== 401) return;
  hooks.clearMemberCredentials();
  hooks.goHome();
};
