import { z } from 'zod';
import { endpoint } from '../endpoint';

export const HealthSchema = z.object({ db: z.enum(['pglite', 'postgres']) });

export const getHealth = endpoint({
  id: 'getHealth',
  service: 'system',
  method: 'GET',
  path: 'healthz',
  auth: 'none',
  summary: 'Liveness, with the kind of database in use.',
  response: HealthSchema,
});
