// React's production build for this server in every mode. React picks its build from NODE_ENV the
// first time it is loaded, and the demo (`pnpm start`) leaves NODE_ENV unset: the server rendered
// every page with React's development build (prop checks and warnings on each element), and an
// uncached home page took 90 to 130 ms instead of about 30. This server only ever serves a
// production build of the site (development runs `react-router dev`), so React is loaded as
// production here, first; NODE_ENV itself is put back, since it also says whether the settings must
// be production ones (exitOnProductionProblems, readOrigins, the app's env.server.ts).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id);
} finally {
  if (mode === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = mode;
}
