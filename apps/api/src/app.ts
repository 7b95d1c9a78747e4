import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessage } from '@sbc/contract';
import { type AppContext } from './context';
import { openDatabase } from './db/client';
import { type Env, paymentCoreUrl, sandboxEnabled, snapUrl } from './env';
import { registerBodyParsers, parseFormString } from './http/body-parsers';
import { answerClientError, registerErrorHandling } from './http/errors';
import { registerTextGuard } from './http/text-guard';
import { registerMedia } from './http/media';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerAdminAuthRoutes } from './modules/admin-auth/routes';
import { registerSiteRoutes } from './modules/site/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerBackupRoutes } from './modules/backup/routes';
import { registerVisitorSessionRoutes } from './modules/visitor-session/routes';
import { registerNewsRoutes } from './modules/news/routes';
import { registerTaxonomyRoutes } from './modules/taxonomy/routes';
import { registerCommunityRoutes } from './modules/community/routes';
import { registerEventRoutes } from './modules/events/routes';
import { registerPermalinkRoutes } from './modules/permalinks/routes';
import { registerMemberAuthRoutes } from './modules/member-auth/routes';
import { registerNewsletterRoutes } from './modules/newsletter/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerReactionRoutes } from './modules/reactions/routes';
import { registerGalleryRoutes } from './modules/gallery/routes';
import { registerModerationRoutes } from './modules/comments/routes';
import { registerContentAdminRoutes } from './modules/content-admin/routes';
import { registerPresenceRoutes } from './modules/presence/routes';
import { registerRegistrationRoutes } from './modules/registration/routes';
import { registerCertificateRoutes } from './modules/certificates/routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerCommunityAdminRoutes } from './modules/community-admin/routes';
import { registerSandboxRoutes } from './modules/sandbox/routes';
import { createMailer } from './services/mail';
import { createMediaStorage } from './services/media-storage';
import { createTokenService } from './services/tokens';
import { createVisitorIds } from './services/visitor-id';
import { createCaptcha } from './services/captcha';
import { createSnapProvider } from './services/payment-provider';
import { contentVersionKey, createContentChanges } from './services/content-changes';
import { createReadCache } from './services/read-cache';
import { createLifecycle } from './services/lifecycle';

// Validation messages users read are Indonesian: zod's locale, then plain wording for every kind of
// issue (a schema's own message still wins).
z.config(z.locales.id());
z.config({ customError: validationMessage });

/** Opens the database and the outside services for one API process. */
export async function createContext(
  env: Env,
  overrides: Partial<Pick<AppContext, 'database' | 'mailer' | 'storage' | 'validateResponses'>> = {},
): Promise<AppContext> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      // Production migrates as its own step (`pnpm db:migrate`) and refuses a database behind the code.
      migrations: env.NODE_ENV === 'production' ? 'check' : 'apply',
    }));
  const contentChanges = createContentChanges();
  return {
    env,
    database,
    tokens: createTokenService(env.AUTH_SECRET),
    visitorIds: createVisitorIds(env.AUTH_SECRET),
    captcha: createCaptcha(env.AUTH_SECRET),
    payments: createSnapProvider({ baseUrl: snapUrl(env), coreUrl: paymentCoreUrl(env), serverKey: env.MIDTRANS_SERVER_KEY }),
    mailer:
      overrides.mailer ??
      createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: (err, msg) => console.error(msg, err) }),
    storage: overrides.storage ?? createMediaStorage(env),
    contentChanges,
    readCache: createReadCache({ changes: contentChanges, version: () => contentVersionKey(database.db) }),
    lifecycle: createLifecycle(),
    validateResponses: overrides.validateResponses ?? false,
  };
}

/** Builds the Fastify app with every service prefix registered. */
export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: ctx.env.LOG_LEVEL } : false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // While closing, requests already on a kept-alive connection are served (with Connection: close),
    // not refused with 503: graceful shutdown finishes what reached this process.
    return503OnClosing: false,
    // Requests Node's parser refuses (headers over 16 KB, a malformed request line) as envelopes.
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.env.TRUST_PROXY,
    routerOptions: { querystringParser: parseFormString, maxParamLength: 200 },
    // Errors raised before routing (bad URL encoding, a path parameter too long) as envelopes too.
    frameworkErrors: (error, _request, reply) => {
      const answer =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? { status: 414, msg: 'Alamat terlalu panjang', data: null }
          : { status: 400, msg: 'Alamat tidak valid', data: null, errors: [{ field: 'path', message: 'Alamat tidak valid' }] };
      void (reply as FastifyReply).status(answer.status).send(answer);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null as never);
  registerErrorHandling(app);
  registerBodyParsers(app);
  registerTextGuard(app);
  await registerSecurity(app, ctx.env);
  await registerOpenApi(app, ctx.env);
  registerMedia(app, ctx.storage);

  registerSystemRoutes(app, ctx);
  registerBackupRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerVisitorSessionRoutes(app, ctx);
  registerAdminAuthRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerTaxonomyRoutes(app, ctx);
  registerCommunityRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerPermalinkRoutes(app, ctx);
  registerMemberAuthRoutes(app, ctx);
  registerNewsletterRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerReactionRoutes(app, ctx);
  registerGalleryRoutes(app, ctx);
  registerModerationRoutes(app, ctx);
  registerContentAdminRoutes(app, ctx);
  registerPresenceRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerCertificateRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerCommunityAdminRoutes(app, ctx);
  if (sandboxEnabled(ctx.env)) registerSandboxRoutes(app, ctx);
  return app;
}
