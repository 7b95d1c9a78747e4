import { z } from 'zod';
import { endpoint } from '../endpoint';

export const GeoInfoSchema = z.object({
  city: z.string(),
  country_long: z.string(),
  country_short: z.string(),
  elevation: z.string(),
  gmt: z.string(),
  ip: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  region: z.string(),
  timezone: z.string(),
  zipcode: z.string(),
});
export type GeoInfo = z.infer<typeof GeoInfoSchema>;

/** A visitor session (SPEC section 3). `client_id` is signed by the server and unguessable. */
export const VisitorSessionSchema = z.object({
  client_id: z.string(),
  agent: z.string(),
  ip: z.string(),
  info: GeoInfoSchema,
});
export type VisitorSession = z.infer<typeof VisitorSessionSchema>;

export const createVisitorSession = endpoint({
  id: 'createVisitorSession',
  service: 'visitor',
  method: 'GET',
  path: 'session/create',
  auth: 'client',
  summary: 'Creates a visitor session; its client_id goes into the visitor-id cookie.',
  response: VisitorSessionSchema,
  rateLimit: 'write',
});
