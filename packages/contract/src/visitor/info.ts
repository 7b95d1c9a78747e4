import { z } from 'zod';
import { endpoint } from '../endpoint';

const optionalUrl = z.string().nullable();

/** Site info of SPEC section 3, plus the help button's links. */
export const SiteInfoSchema = z.object({
  alamat: z.string(),
  email: z.string(),
  phone: z.string(),
  instagram: optionalUrl,
  twitter: optionalUrl,
  facebook: optionalUrl,
  tiktok: optionalUrl,
  youtube: optionalUrl,
  whatsapp: z.string().nullable().meta({ description: 'Messaging-app number for the help button, digits only.' }),
  survey_url: optionalUrl,
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

export const getInfo = endpoint({
  id: 'getInfo',
  service: 'visitor',
  method: 'GET',
  path: 'info',
  auth: 'client',
  summary: 'Site info: office address, email, phone and social links.',
  response: SiteInfoSchema,
  errors: [404],
});

export const ContentVersionSchema = z.object({
  version: z.number().int().nonnegative().meta({
    description: 'Grows with every admin change of public content; the same for every API process on one database.',
  }),
  published_through: z.iso.datetime().nullable().meta({
    description:
      'Publication time of the newest public post already due (null without one). It moves when a scheduled post goes live, which no admin change announces; caches compare it together with `version`.',
  }),
});

export const getContentVersion = endpoint({
  id: 'getContentVersion',
  service: 'visitor',
  method: 'GET',
  path: 'content-version',
  auth: 'client',
  summary: 'The content version: caches of public pages drop what they hold when it or the newest publication changes.',
  response: ContentVersionSchema,
});
