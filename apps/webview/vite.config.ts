import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { contractChunkGroup } from '@sbc/contract/vite-chunk';
import { defineConfig } from 'vite';

const read = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

// Baked in at build time; src/env.ts validates them (the browser has no process.env).
// The public client credential is public by design (ARCHITECTURE section 3): the webviews call
// visitor endpoints from the browser with it.
const sbcEnv = {
  WEB_URL: read('WEB_URL', 'http://localhost:3000'),
  WEBVIEW_URL: read('WEBVIEW_URL', 'http://localhost:3002'),
  MEMBER_URL: read('MEMBER_URL', 'http://localhost:3003'),
  API_URL: read('API_URL', 'http://localhost:4000'),
  PUBLIC_CLIENT_ID: read('PUBLIC_CLIENT_ID', 'sbc-web'),
  PUBLIC_CLIENT_SECRET: read('PUBLIC_CLIENT_SECRET', 'sbc-web-demo-secret'),
};

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  define: { __SBC_ENV__: JSON.stringify(sbcEnv) },
  // contract/browser.ts (zod's jitless setting) runs before any schema is built.
  build: { rolldownOptions: { output: { codeSplitting: { groups: [contractChunkGroup] } } } },
  server: { port: 3002, strictPort: true },
  preview: { port: 3002, strictPort: true },
});
