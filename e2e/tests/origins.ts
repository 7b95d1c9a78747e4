/** Each app on its own host name, so cookies stay apart as in production (ARCHITECTURE section 9). */
export const E2E_ORIGINS = {
  WEB_URL: 'http://web.localhost:3100',
  ADMIN_URL: 'http://admin.localhost:3101',
  WEBVIEW_URL: 'http://webview.localhost:3102',
  MEMBER_URL: 'http://member.localhost:3103',
  // The API is reached by the browser and by the web server; Node cannot resolve *.localhost.
  API_URL: 'http://127.0.0.1:4100',
};

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
