import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@sbc/format/password';
import { z } from 'zod';
import { emailField } from '../fields';

/** The member fields of SPEC section 3, plus membership status. */
export const MemberProfileSchema = z.object({
  member_id: z.number().int(),
  member_image: z.string().nullable(),
  member_first_name: z.string(),
  member_last_name: z.string(),
  member_email: z.string(),
  member_mobilephone: z.string(),
  membership_package: z.string().nullable(),
  membership_until: z.string().nullable().meta({ description: 'Last day of membership, YYYY-MM-DD.' }),
  membership_active: z.boolean(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** Member session of SPEC section 3: token, profile, member_profile, initial, session. */
export const MemberSessionSchema = z.object({
  token: z.string(),
  profile: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  member_profile: MemberProfileSchema,
  initial: z.string().meta({ description: 'Initials for the avatar.' }),
  session: z.object({ id: z.string(), expires_at: z.number().int() }),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

/**
 * A new password, checked by the rule the member and admin forms share (`@sbc/format/password`):
 * 8 to 128 characters, a letter and a digit, not a common or patterned one. One issue, the first
 * problem, as the forms show it. The refinement is invisible to JSON Schema, so the lengths are
 * stated for /openapi.json by hand.
 */
export const passwordField = () =>
  z
    .string()
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'At least one letter (a–z, A–Z) and one digit; common or patterned passwords ("Password1", "abcd1234") are refused.',
    });

/** A password change: the current password, and a new one that differs from it. */
export const passwordChangeBody = () =>
  z
    .object({ current_password: z.string().min(1, 'Kata sandi lama wajib diisi').max(128), new_password: passwordField() })
    .refine((b) => b.new_password !== b.current_password, {
      path: ['new_password'],
      message: 'Kata sandi baru harus berbeda dari yang lama',
    });

export const nameField = (label: string) =>
  z.string().trim().min(1, `${label} wajib diisi`).max(60, `${label} maksimal 60 karakter`);

/** Indonesian mobile numbers: 08…, +628… or 628…, 10 to 15 digits; stored as 08…. */
export const mobileField = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+62|62|0)8\d{7,12}$/, 'Nomor ponsel tidak valid, contoh 081234567890'))
    .transform((v) => v.replace(/^(\+62|62)/, '0'));

export const RegisterBodySchema = z.object({
  first_name: nameField('Nama depan'),
  last_name: z.string().trim().max(60, 'Nama belakang maksimal 60 karakter').default(''),
  email: emailField(),
  mobilephone: mobileField(),
  password: passwordField(),
});

export const LoginBodySchema = z.object({
  email: emailField(),
  password: z.string().min(1, 'Kata sandi wajib diisi').max(128),
});
