#!/usr/bin/env node
// Serves a built single-page app: `sbc-spa-server --root dist --base /admin/ --port 3001`.
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { readRouteTable } from '../src/routes.js';
import { createSpaServer } from '../src/spa.js';
import { mediaOrigin, readOrigins } from '../src/origins.js';
import { exitOnProductionProblems } from '../src/production.js';
import { closeGracefully } from '../src/shutdown.js';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    base: { type: 'string', default: '/' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    // The webview calls public endpoints from the browser with the public client's Basic credential.
    'public-client': { type: 'boolean', default: false },
  },
});
exitOnProductionProblems('spa', process.env, { publicClient: values['public-client'] });
const origins = readOrigins(process.env);
const port = Number(process.env.PORT ?? values.port ?? 8080);
const root = resolve(values.root ?? 'dist');
// The app's route table (its public/routes.json, kept equal to its router by a test): paths no page has are a 404.
const routes = readRouteTable(join(root, 'routes.json'));
const server = createSpaServer({
  root,
  base: values.base,
  config: values['public-client']
    ? {
        ...origins,
        PUBLIC_CLIENT_ID: process.env.PUBLIC_CLIENT_ID ?? 'sbc-web',
        PUBLIC_CLIENT_SECRET: process.env.PUBLIC_CLIENT_SECRET ?? 'sbc-web-demo-secret',
      }
    : origins,
  apiOrigin: origins.API_URL,
  mediaOrigin: mediaOrigin(process.env),
  routes,
});
server.keepAliveTimeout = 65_000;
server.listen(port, values.host, () => console.log(`ready on port ${port}`));
closeGracefully(server, { name: 'spa', env: process.env });
