export { CONTENT_TYPES, entityTag, loadFiles, prepareFile } from './files.js';
export { sendFile } from './send.js';
export { createSpaServer, spaSecurityHeaders } from './spa.js';
export { createPageCache } from './page-cache.js';
export { createNonce, pageSecurityHeaders } from './page-security.js';
export { compressResponse } from './compress.js';
export { keepRepeatedHeaders } from './raw-headers.js';
