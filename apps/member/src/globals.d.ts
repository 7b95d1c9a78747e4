// Configuration globals; read them through src/env.ts only.
declare global {
  /** Baked in at build time by vite.config.ts (`define`). */
  const __SBC_ENV__: Readonly<Record<string, string | undefined>>;

  interface Window {
    /** Set at run time by `env.js` when the production server (@sbc/static-server) serves the app. */
    __SBC_ENV__?: Readonly<Record<string, string | undefined>>;
  }
}

export {};
