import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { formInt, pageFields } from '../fields';
import { blankOr } from './content-fields';

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  admin_id: z.number().int().nullable(),
  admin_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  detail: z.unknown(),
  created_at: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const listAuditLog = endpoint({
  service: 'admin',
  auth: 'admin',
  permission: 'audit',
  id: 'listAuditLog',
  method: 'POST',
  path: 'audit/list',
  summary: 'Every change made in the console, newest first, filterable by entity and admin.',
  body: z.object({
    entity: blankOr(z.string().trim().max(60)),
    admin_id: blankOr(formInt()),
    ...pageFields,
  }),
  response: paged(AuditEntrySchema).extend({
    entities: z.array(z.string()).meta({ description: 'Every entity kind in the log, for the filter.' }),
    admins: z.array(z.object({ id: z.number().int(), email: z.string() })),
  }),
});
