import { z } from 'zod';
import { endpoint } from '../endpoint';

export const HealthSchema = z.object({ db: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

export const LivenessSchema = z.object({ uptime: z.number().nonnegative() });
export type Liveness = z.infer<typeof LivenessSchema>;

export const getHealth = endpoint({
  id: 'getHealth',
  service: 'system',
  method: 'GET',
  path: 'healthz',
  auth: 'none',
  summary: 'Health, with the kind of database in use; 503 when the database cannot be reached.',
  response: HealthSchema,
  errors: [503],
});

export const getLiveness = endpoint({
  id: 'getLiveness',
  service: 'system',
  method: 'GET',
  path: 'livez',
  auth: 'none',
  summary: 'Liveness: the process answers (seconds since it started); the database is not consulted.',
  response: LivenessSchema,
});

export const getReadiness = endpoint({
  id: 'getReadiness',
  service: 'system',
  method: 'GET',
  path: 'readyz',
  auth: 'none',
  summary:
    'Readiness for a load balancer: 200 when the database answers and its migrations are current; 503 otherwise and while the process shuts down.',
  response: HealthSchema,
  errors: [503],
});
