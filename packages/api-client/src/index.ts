export * from './core';
export { type BaseClientOptions, type BearerClientOptions } from './options';
export { type AdminClient, createAdminClient } from './admin';
export { createMemberClient, type MemberClient } from './member';
export { createOrderClient, type OrderClient } from './order';
export { createPublicClient, type PublicClient, type PublicClientOptions } from './public';
export { browserHooks, type BrowserHooksOptions } from './browser-hooks';
