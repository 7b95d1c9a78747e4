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

/** Passwords: at least 8 characters with a letter and a digit; at most 128 (argon2 has no short limit). */
export const passwordField = () =>
  z
    .string()
    .min(8, 'Kata sandi minimal 8 karakter')
    .max(128, 'Kata sandi maksimal 128 karakter')
    .regex(/[A-Za-z]/, 'Kata sandi harus mengandung huruf')
    .regex(/\d/, 'Kata sandi harus mengandung angka');

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
