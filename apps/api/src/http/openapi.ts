import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allEndpoints } from '@sbc/contract';
import { buildOpenApiDocument } from '@sbc/contract/openapi';
import { type FastifyInstance } from 'fastify';
import { type Env } from '../env';

/** Serves /openapi.json, generated from the contract, and a browsable /docs. */
export async function registerOpenApi(app: FastifyInstance, env: Env): Promise<void> {
  const document = buildOpenApiDocument(allEndpoints, { serverUrl: env.API_URL, version: '1.0.0' });
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').send(document),
  );
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
}
