import { type MemberProfile } from '@sbc/contract';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { type FormResult } from '../../lib/form-failure';
import { Card } from './card';
import { PhotoField } from './photo-field';

/** Edit names, phone and photo; the email is the login and stays as it is. */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const fetcher = useFetcher<FormResult>({ key: 'profile' });
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const isBusy = fetcher.state !== 'idle';

  return (
    <Card
      id="ubah-profil"
      title="Ubah Profil"
      description="Perbarui nama, nomor ponsel, dan foto Anda."
    >
      <fetcher.Form method="post" noValidate className="space-y-5" aria-busy={isBusy}>
        <input type="hidden" name="intent" value="profile" />
        {result && !isBusy ? (
          <FormAlert tone={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>
        ) : null}
        {/* Remounted when the saved photo changes, so the preview of a saved choice goes. */}
        <PhotoField
          key={profile.member_image ?? 'none'}
          firstName={profile.member_first_name}
          lastName={profile.member_last_name}
          image={profile.member_image}
          error={errors.member_image}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="first_name"
            label="Nama Depan"
            autoComplete="given-name"
            defaultValue={profile.member_first_name}
            error={errors.first_name}
          />
          <TextField
            name="last_name"
            label="Nama Belakang"
            autoComplete="family-name"
            defaultValue={profile.member_last_name}
            error={errors.last_name}
          />
        </div>
        <TextField
          name="mobilephone"
          label="Nomor Ponsel"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={profile.member_mobilephone}
          error={errors.mobilephone}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          value={profile.member_email}
          readOnly
          disabled
          hint="Email dipakai untuk masuk dan tidak dapat diubah di sini."
        />
        <SubmitButton isBusy={isBusy} busyLabel="Menyimpan…">
          Simpan Profil
        </SubmitButton>
      </fetcher.Form>
    </Card>
  );
}
