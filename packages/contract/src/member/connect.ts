import { z } from 'zod';
import { endpoint } from '../endpoint';
import { MemberProfileSchema, MemberSessionSchema } from './schemas';

export const createConnectCode = endpoint({
  id: 'createConnectCode',
  service: 'member-core',
  method: 'POST',
  path: 'connect/create-code',
  auth: 'member',
  summary: 'A single-use code valid 60 seconds that another host exchanges for its own member session.',
  response: z.object({ code: z.string(), expires_in: z.number().int() }),
  rateLimit: 'write',
});

export const connectToMember = endpoint({
  id: 'connectToMember',
  service: 'member-core',
  method: 'GET',
  path: 'connect/to-member',
  auth: 'none',
  summary: 'Exchanges a connect code (query token) for a member session; a used, expired or unknown code is refused.',
  query: z.object({ token: z.string().min(10, 'Kode tidak valid').max(200) }),
  response: MemberSessionSchema,
  errors: [410],
  rateLimit: 'write',
});

export const checkMemberConnection = endpoint({
  id: 'checkMemberConnection',
  service: 'member-core',
  method: 'GET',
  path: 'connect/check',
  auth: 'member',
  summary: 'Whether the bearer token is still a live member session, with the current profile.',
  response: z.object({ member_profile: MemberProfileSchema, initial: z.string() }),
});
