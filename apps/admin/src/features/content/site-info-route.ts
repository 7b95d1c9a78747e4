import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { runAction } from './action-result';

/** `/admin/content/site-info`: the office address, contacts, social links and help button links. */
export async function siteInfoLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  return adminApi.getAdminSiteInfo({ signal: request.signal });
}

export const SITE_INFO_FIELDS = ['alamat', 'email', 'phone', 'whatsapp', 'survey_url', 'instagram', 'facebook', 'twitter', 'tiktok', 'youtube'] as const;
export type SiteInfoField = (typeof SITE_INFO_FIELDS)[number];

export async function siteInfoAction({ request }: ActionFunctionArgs) {
  requireSession(request);
  const form = await request.formData();
  const value = (name: SiteInfoField) => String(form.get(name) ?? '').trim();
  return runAction(async () => {
    await adminApi.updateSiteInfo({
      body: Object.fromEntries(SITE_INFO_FIELDS.map((name) => [name, value(name)])) as Record<SiteInfoField, string>,
    });
    return 'Info situs disimpan; footer dan halaman kontak memakai data baru';
  });
}
