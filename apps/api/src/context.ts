import { type Env } from './env';
import { type Database } from './db/client';
import { type Mailer } from './services/mail';
import { type Storage } from './services/storage';
import { type TokenService } from './services/tokens';
import { type VisitorIds } from './services/visitor-id';
import { type Captcha } from './services/captcha';
import { type PaymentProvider } from './services/payment-provider';
import { type ContentChanges } from './services/content-changes';

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
  /** Checks every handler's data against the contract (tests). */
  validateResponses: boolean;
}
