import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emailField, phoneField, requiredText } from '../fields';
import { blankOrNull, contentCall, optionalWebUrl } from './content-fields';

export const AdminSiteInfoSchema = z.object({
  alamat: z.string(),
  email: z.string(),
  phone: z.string(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  youtube: z.string().nullable(),
  whatsapp: z.string().nullable(),
  survey_url: z.string().nullable(),
  updated_at: z.number().int(),
});
export type AdminSiteInfo = z.infer<typeof AdminSiteInfoSchema>;

/** Each field's name as a sentence uses it ("Mengubah info situs: telepon, Instagram"). */
export const SITE_INFO_FIELD_NAMES = {
  alamat: 'alamat',
  email: 'email',
  phone: 'telepon',
  instagram: 'Instagram',
  twitter: 'Twitter',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  survey_url: 'tautan survei',
} as const satisfies Record<Exclude<keyof AdminSiteInfo, 'updated_at'>, string>;

export const getAdminSiteInfo = endpoint({
  ...contentCall,
  id: 'getAdminSiteInfo',
  method: 'GET',
  path: 'site-info',
  summary: 'The office address, contacts, social links and the help button links.',
  response: AdminSiteInfoSchema,
  errors: [404],
});

export const updateSiteInfo = endpoint({
  ...contentCall,
  id: 'updateSiteInfo',
  method: 'POST',
  path: 'site-info/update',
  summary: 'Saves the site info shown in the footer, contact page and help button.',
  body: z.object({
    alamat: requiredText(500),
    email: emailField(),
    phone: phoneField(),
    instagram: optionalWebUrl(),
    twitter: optionalWebUrl(),
    facebook: optionalWebUrl(),
    tiktok: optionalWebUrl(),
    youtube: optionalWebUrl(),
    whatsapp: blankOrNull(z.string().trim().regex(/^[0-9]{8,15}$/, 'Nomor WhatsApp 8–15 angka, dengan kode negara (62…)')),
    survey_url: optionalWebUrl(),
  }),
  response: AdminSiteInfoSchema,
});
