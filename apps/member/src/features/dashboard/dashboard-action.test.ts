import { type MemberProfile } from '@sbc/contract';
import { type ActionFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberApi } from '../../lib/api';
import { dashboardAction } from './dashboard-action';

vi.mock('../../lib/api', () => ({
  memberApi: { updateMemberProfile: vi.fn(), changeMemberPassword: vi.fn() },
}));
vi.mock('../../lib/session', () => ({ memberSession: { setProfile: vi.fn() } }));

afterEach(() => vi.resetAllMocks());

/** Submits one of the dashboard's forms with `fields`. */
function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request('http://member.localhost/', { method: 'POST', body: form });
  return dashboardAction({ request, params: {}, context: {} } as ActionFunctionArgs);
}

/** Submits the profile form with `fields` besides the names and phone. */
function submitProfile(fields: Record<string, string>) {
  const all = { intent: 'profile', first_name: 'Siti', last_name: '', mobilephone: '081234567000' };
  return submit({ ...all, ...fields });
}

describe('dashboardAction, profile', () => {
  it.each([
    ['asks the API to remove the photo when the member removed it', { remove_photo: 'true' }, true],
    ['leaves the photo alone otherwise', { remove_photo: '', member_image: '' }, undefined],
  ])('%s', async (_, fields, removePhoto) => {
    vi.mocked(memberApi.updateMemberProfile).mockResolvedValue({} as MemberProfile);
    expect((await submitProfile(fields)).ok).toBe(true);
    const body = vi.mocked(memberApi.updateMemberProfile).mock.calls[0]?.[0].body;
    expect(body?.remove_photo).toBe(removePhoto);
    expect(body).not.toHaveProperty('member_image');
  });
});

describe('dashboardAction, password', () => {
  it('refuses a guessable new password at its field, without asking the API', async () => {
    const result = await submit({
      intent: 'password',
      current_password: 'LamaSekali1',
      new_password: 'Password1',
      new_password_confirmation: 'Password1',
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { new_password: 'Kata sandi ini terlalu mudah ditebak; pilih yang lain' },
    });
    expect(memberApi.changeMemberPassword).not.toHaveBeenCalled();
  });
});
