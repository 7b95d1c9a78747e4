import { type Env } from './env';
import { type Database } from './db/client';
import { type Mailer } from './services/mail';
import { type Storage } from './services/storage';
import { type TokenService } from './services/tokens';
import { type VisitorIds } from './services/visitor-id';
import { type Captcha } from './services/captcha';
import { type PaymentProvider } from './services/payment-provider';
import { type ContentChanges } from './services/content-changes';
import { type ReadCache } from './services/read-cache';
import { type Lifecycle } from './services/lifecycle';

/** What every module's routes and services receive: configuration and the outside services. */
export interface AppContext {
  env: Env;
  database: Database;
  tokens: TokenService;
  visitorIds: VisitorIds;
  mailer: Mailer;
  storage: Storage;
  captcha: Captcha;
  payments: PaymentProvider;
  /** Admin writes announce changes of public content here; read caches listen. */
  contentChanges: ContentChanges;
  /** Answers of public reads, dropped on content changes (services/read-cache.ts). */
  readCache: ReadCache;
  /** Serving or draining (SIGTERM); readiness and connection reuse follow it. */
  lifecycle: Lifecycle;
  /** Checks every handler's data against the contract (tests). */
  validateResponses: boolean;
}
