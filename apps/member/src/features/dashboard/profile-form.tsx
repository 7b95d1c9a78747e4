import { type MemberProfile } from '@sbc/contract';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { type FormResult } from '../../lib/form-failure';
import { Card } from './card';
import { PhotoField } from './photo-field';

/**
 * How many saves have succeeded, each counted once it settled (the profile is then reloaded): the
 * text fields start again from what the API stored (a trimmed name, `+62 812-…` as `0812…`), not
 * from what was typed, even when the stored value did not change.
 */
function useSavedCount(result: FormResult | undefined, isBusy: boolean): number {
  const [seen, setSeen] = useState(result);
  const [count, setCount] = useState(0);
  const settled = isBusy ? seen : result;
  if (settled !== seen) {
    setSeen(settled);
    if (settled?.ok) setCount(count + 1);
  }
  return count;
}

/** Edit names, phone and photo; the email is the login and stays as it is. */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const fetcher = useFetcher<FormResult>({ key: 'profile' });
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const isBusy = fetcher.state !== 'idle';
  const savedCount = useSavedCount(result, isBusy);

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
        <div key={`nama-${savedCount}`} className="grid gap-5 sm:grid-cols-2">
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
          key={`ponsel-${savedCount}`}
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
