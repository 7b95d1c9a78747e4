import { config } from 'zod';
import { validationMessage } from './messages';

// Imported first by the browser apps, before any schema parses.
// Zod compiles object parsers with `new Function` where a page allows it, and finds out by calling
// it once. Under the apps' Content-Security-Policy (script-src 'self', no 'unsafe-eval') that probe
// is a policy violation the browser reports on every page. Parsing without compiled code is what
// the policy allows anyway; the API keeps the compiled parsers.
// Messages are the API's own (apps/api/src/app.ts), so a page and the API word a mistake alike.
config({ jitless: true, customError: validationMessage });
