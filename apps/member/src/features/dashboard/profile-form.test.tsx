// @vitest-environment happy-dom
import { type MemberProfile } from '@sbc/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormResult } from '../../lib/form-failure';
import { ProfileForm } from './profile-form';

afterEach(cleanup);

const saved = {
  member_first_name: 'Siti',
  member_last_name: 'Rahmawati',
  member_email: 'anggota@sbc.test',
  member_mobilephone: '081234567000',
  member_image: null,
} as unknown as MemberProfile;

/** The dashboard's route with the API's part played by hand: it stores names trimmed, phones as 08…. */
function renderForm(stored: MemberProfile = saved) {
  let profile = stored;
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => profile,
      action: async ({ request }): Promise<FormResult> => {
        const form = await request.formData();
        const phone = String(form.get('mobilephone')).replace(/\D/g, '').replace(/^62/, '0');
        profile = {
          ...profile,
          member_first_name: String(form.get('first_name')).trim(),
          member_mobilephone: phone,
          ...(form.get('remove_photo') === 'true' ? { member_image: null } : {}),
        };
        return { ok: true, message: 'Profil berhasil diperbarui.' };
      },
      Component: () => <ProfileForm profile={useLoaderData<MemberProfile>()} />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan Profil' }));

describe('ProfileForm', () => {
  it('shows what was stored after saving, not what was typed', async () => {
    renderForm();
    const phone = await screen.findByLabelText<HTMLInputElement>('Nomor Ponsel');
    fireEvent.change(phone, { target: { value: '+62 812-3456-7001' } });
    fireEvent.change(screen.getByLabelText('Nama Depan'), { target: { value: '  Siti  ' } });
    save();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Profil berhasil diperbarui.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Nomor Ponsel').value).toBe('081234567001');
    expect(screen.getByLabelText<HTMLInputElement>('Nama Depan').value).toBe('Siti');

    // Typed again the same way: the number stored does not change, the field is cleaned again.
    fireEvent.change(screen.getByLabelText('Nomor Ponsel'), {
      target: { value: '0812 3456 7001' },
    });
    save();
    await screen.findByRole('button', { name: 'Simpan Profil' });
    await expect
      .poll(() => screen.getByLabelText<HTMLInputElement>('Nomor Ponsel').value)
      .toBe('081234567001');
  });

  it('removes the saved photo: the initials show, and stay once saved', async () => {
    renderForm({ ...saved, member_image: 'http://localhost:4000/media/anggota/7-abc.webp' });
    expect(await screen.findByRole('img', { name: 'Foto Siti Rahmawati' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus foto' }));
    expect(screen.getByRole('img', { name: 'Inisial Siti Rahmawati' }).textContent).toBe('SR');
    expect(screen.getByText(/Simpan profil untuk menghapus foto Anda\./)).toBeTruthy();
    // Changed their mind: the saved photo is back, and nothing would be removed.
    fireEvent.click(screen.getByRole('button', { name: 'Batal hapus foto' }));
    expect(screen.getByRole('img', { name: 'Foto Siti Rahmawati' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus foto' }));
    save();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Profil berhasil diperbarui.',
    );
    expect(screen.getByRole('img', { name: 'Inisial Siti Rahmawati' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /hapus foto/i })).toBeNull();
  });
});
