import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { contractChunkGroup } from '@sbc/contract/vite-chunk';

const read = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

// Baked in at build time; src/env.ts validates them (the browser has no process.env).
const sbcEnv = {
  WEB_URL: read('WEB_URL', 'http://localhost:3000'),
  ADMIN_URL: read('ADMIN_URL', 'http://localhost:3001'),
  API_URL: read('API_URL', 'http://localhost:4000'),
};

const BASE = '/admin/';

// Vite answers only below its base: `/admin` (the spec's landing, without the slash) would be a
// 404. Serve it the app's page as `/admin/` would be, in dev and in `vite preview` alike.
const serveBareBase: Connect.NextHandleFunction = (req, _res, next) => {
  const url = req.url ?? '';
  if (url === '/admin' || url.startsWith('/admin?')) req.url = BASE + url.slice('/admin'.length);
  next();
};

const bareBasePlugin: Plugin = {
  name: 'sbc-bare-base',
  configureServer: (server) => void server.middlewares.use(serveBareBase),
  configurePreviewServer: (server) => void server.middlewares.use(serveBareBase),
};

export default defineConfig({
  base: BASE,
  plugins: [react(), tailwindcss(), bareBasePlugin],
  define: { __SBC_ENV__: JSON.stringify(sbcEnv) },
  // contract/browser.ts (zod's jitless setting) runs before any schema is built.
  build: { rolldownOptions: { output: { codeSplitting: { groups: [contractChunkGroup] } } } },
  server: { port: 3001, strictPort: true },
  preview: { port: 3001, strictPort: true },
});
