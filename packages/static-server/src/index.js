export { CONTENT_TYPES, loadFiles, prepareFile } from './files.js';
export { sendFile } from './send.js';
export { createSpaServer, spaSecurityHeaders } from './spa.js';
export { createPageCache } from './page-cache.js';
