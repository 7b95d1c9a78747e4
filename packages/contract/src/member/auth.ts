import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataUrlLength, emailField, formBool } from '../fields';
import { MAX_MEMBER_PHOTO_BYTES } from '../image-limits';
import {
  LoginBodySchema,
  MemberProfileSchema,
  MemberSessionSchema,
  RegisterBodySchema,
  mobileField,
  nameField,
  passwordChangeBody,
  passwordField,
} from './schemas';

const core = { service: 'member-core' } as const;

export const registerMember = endpoint({
  ...core,
  id: 'registerMember',
  method: 'POST',
  path: 'auth/register',
  auth: 'none',
  summary: 'Registers a member and logs them in.',
  body: RegisterBodySchema,
  response: MemberSessionSchema,
  errors: [409],
  rateLimit: 'form',
});

export const loginMember = endpoint({
  ...core,
  id: 'loginMember',
  method: 'POST',
  path: 'auth/login',
  auth: 'none',
  summary: 'Member login; 5 failed attempts on one account in 15 minutes lock it for the rest of the window.',
  body: LoginBodySchema,
  response: MemberSessionSchema,
  rateLimit: 'login',
});

export const logoutMember = endpoint({
  ...core,
  id: 'logoutMember',
  method: 'POST',
  path: 'auth/logout',
  auth: 'member',
  summary:
    "Revokes the bearer token's sign-in (its session and the sessions connected from it). A token whose session has already ended answers 200 too.",
  endedSessionAccepted: true,
  response: z.null(),
});

export const forgotPassword = endpoint({
  ...core,
  id: 'forgotPassword',
  method: 'POST',
  path: 'auth/forgot-password',
  auth: 'none',
  summary: 'Emails a reset link when the address belongs to a member; answers the same either way.',
  body: z.object({ email: emailField() }),
  response: z.null(),
  rateLimit: 'form',
});

export const resetPassword = endpoint({
  ...core,
  id: 'resetPassword',
  method: 'POST',
  path: 'auth/reset-password',
  auth: 'none',
  summary: 'Sets a new password with the emailed one-time token (valid 60 minutes); every session is revoked.',
  body: z.object({ token: z.string().min(10).max(200), password: passwordField() }),
  response: z.null(),
  errors: [410],
  rateLimit: 'form',
});

export const checkResetToken = endpoint({
  ...core,
  id: 'checkResetToken',
  method: 'GET',
  path: 'auth/reset-password/check',
  auth: 'none',
  summary: 'Whether an emailed reset token can still be used (not used, not expired), so the page can say so before the member types a password.',
  query: z.object({ token: z.string().min(10).max(200) }),
  response: z.object({ expires_at: z.number().int().meta({ description: 'Unix seconds when the link stops working.' }) }),
  errors: [410],
  rateLimit: 'write',
});

export const getMemberProfile = endpoint({
  ...core,
  id: 'getMemberProfile',
  method: 'GET',
  path: 'profile',
  auth: 'member',
  summary: "The logged-in member's profile and membership.",
  response: MemberProfileSchema,
});

export const updateMemberProfile = endpoint({
  ...core,
  id: 'updateMemberProfile',
  method: 'POST',
  path: 'profile/update',
  auth: 'member',
  summary:
    'Updates names, phone and, optionally, the photo (a data URL of a JPEG, PNG or WebP up to 2 MB, at least 64×64 pixels); the photo stays unless a new one is sent or `remove_photo` is set.',
  body: z.object({
    first_name: nameField('Nama depan'),
    last_name: z.string().trim().max(60).default(''),
    mobilephone: mobileField(),
    member_image: z
      .string()
      .max(dataUrlLength(MAX_MEMBER_PHOTO_BYTES), `Foto maksimal ${MAX_MEMBER_PHOTO_BYTES / (1024 * 1024)} MB`)
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, 'Foto harus JPEG, PNG, atau WebP')
      .optional(),
    remove_photo: formBool()
      .optional()
      .meta({
        description:
          'Removes the current photo (the profile then answers `member_image: null` and the stored file is deleted). A `member_image` sent with it wins.',
      }),
  }),
  response: MemberProfileSchema,
  rateLimit: 'write',
});

export const changeMemberPassword = endpoint({
  ...core,
  id: 'changeMemberPassword',
  method: 'POST',
  path: 'profile/change-password',
  auth: 'member',
  summary: 'Changes the password; every other session of the member is revoked.',
  body: passwordChangeBody(),
  response: z.null(),
  rateLimit: 'login',
});
