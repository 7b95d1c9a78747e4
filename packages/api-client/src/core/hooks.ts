/**
 * Side effects of SPEC section 8, injected so one client serves the browser and SSR.
 * Every hook is optional; a missing one does nothing (on the server, for example).
 */
export interface ClientHooks {
  reload?(): void;
  goHome?(): void;
  clearAdminToken?(): void;
  clearMemberCredentials?(): void;
}

/** Hooks with every member present. */
export type ResolvedHooks = Required<ClientHooks>;

/** Fills the missing hooks with no-ops, keeping `this` for the given ones. */
export function resolveHooks(hooks: ClientHooks = {}): ResolvedHooks {
  return {
    reload: () => hooks.reload?.(),
    goHome: () => hooks.goHome?.(),
    clearAdminToken: () => hooks.clearAdminToken?.(),
    clearMemberCredentials: () => hooks.clearMemberCredentials?.(),
  };
}
