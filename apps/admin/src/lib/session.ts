import { createBrowserSession } from '@sbc/session/client';

/** The admin's token and profile cookies (Admin-Token, admin_profile). */
export const adminSession = createBrowserSession('admin');
