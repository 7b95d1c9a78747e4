import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emailField } from '../fields';

export const AdminRoleSchema = z.enum(['super', 'chapter', 'presence']);
export type AdminRole = z.infer<typeof AdminRoleSchema>;

export const AdminProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: AdminRoleSchema,
  chapter_id: z.number().int().nullable(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

/** Admin session of SPEC section 3: token, profile, roles. */
export const AdminLoginSchema = z.object({
  token: z.string(),
  profile: AdminProfileSchema,
  roles: z.array(z.string()),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

export const AdminLoginBodySchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Kata sandi wajib diisi').max(200),
});

export const adminLogin = endpoint({
  id: 'adminLogin',
  service: 'admin',
  method: 'POST',
  path: 'login/stored',
  auth: 'none',
  summary: 'Admin login with email and password; answers data.token.',
  body: AdminLoginBodySchema,
  response: AdminLoginSchema,
  rateLimit: 'login',
});

export const adminLogout = endpoint({
  id: 'adminLogout',
  service: 'admin',
  method: 'POST',
  path: 'logout',
  auth: 'admin',
  summary: 'Revokes the admin session of the bearer token. A token whose session has already ended answers 200 too.',
  endedSessionAccepted: true,
  response: z.null(),
});

export const getAdminProfile = endpoint({
  id: 'getAdminProfile',
  service: 'admin',
  method: 'GET',
  path: 'account/profile',
  auth: 'admin',
  summary: "The logged-in admin's profile and roles.",
  response: AdminLoginSchema.omit({ token: true }),
});

export const adminLoginJwt = endpoint({
  id: 'adminLoginJwt',
  service: 'admin',
  method: 'POST',
  path: 'login/stored_jwt',
  auth: 'none',
  summary: "Signs an admin in with a short-lived HS256 token from a trusted system (claims: sub = the admin's email, aud sbc-admin, exp ≤ 5 minutes).",
  body: z.object({ token: z.string().min(20).max(4000) }),
  response: AdminLoginSchema,
  rateLimit: 'login',
});
