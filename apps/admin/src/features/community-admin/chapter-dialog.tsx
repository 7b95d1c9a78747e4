import type { CommunityChapter } from '@sbc/contract';
import { TextField } from '../../components/text-field';
import { TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { FormDialog, text, type useApiAction } from './form-kit';

function chapterBody(form: FormData) {
  return {
    name: text(form, 'name'),
    slug: text(form, 'slug'),
    city: text(form, 'city'),
    province: text(form, 'province'),
    address: text(form, 'address'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    instagram: text(form, 'instagram'),
    description: text(form, 'description'),
  };
}

/** Adds a chapter (`chapter` null) or edits one: address and contacts; null while closed. */
export function ChapterDialog({
  editing,
  action,
  onClose,
  onSaved,
}: {
  editing: { chapter: CommunityChapter | null } | null;
  action: ReturnType<typeof useApiAction>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.chapter ? `Ubah ${editing.chapter.name}` : 'Tambah chapter'}
      className="max-h-[90vh] max-w-xl overflow-y-auto"
      busy={action.busy}
      onInput={action.forgetChangedField}
      onSubmit={async (form) => {
        const body = chapterBody(form);
        const current = editing?.chapter;
        const saved = await action.run(
          () =>
            current
              ? adminApi.updateChapter({ body: { ...body, id: current.id } })
              : adminApi.createChapter({ body }),
          'Chapter disimpan',
        );
        if (saved) {
          onClose();
          await onSaved();
        }
      }}
    >
      <TextField
        name="name"
        label="Nama chapter"
        required
        maxLength={120}
        defaultValue={editing?.chapter?.name}
        error={action.errors.name}
      />
      <TextField
        name="slug"
        label="Permalink"
        maxLength={200}
        defaultValue={editing?.chapter?.slug}
        error={action.errors.slug}
        hint={
          editing?.chapter
            ? 'Jika diubah, alamat lama akan dialihkan ke permalink baru.'
            : 'Kosongkan agar dibuat dari nama.'
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="city"
          label="Kota"
          required
          maxLength={80}
          defaultValue={editing?.chapter?.city}
          error={action.errors.city}
        />
        <TextField
          name="province"
          label="Provinsi"
          required
          maxLength={80}
          defaultValue={editing?.chapter?.province}
          error={action.errors.province}
        />
      </div>
      <TextArea
        name="address"
        label="Alamat"
        rows={2}
        required
        maxLength={500}
        defaultValue={editing?.chapter?.address}
        error={action.errors.address}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="phone"
          label="Telepon"
          type="tel"
          maxLength={40}
          defaultValue={editing?.chapter?.phone ?? ''}
          error={action.errors.phone}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          maxLength={254}
          defaultValue={editing?.chapter?.email ?? ''}
          error={action.errors.email}
        />
      </div>
      <TextField
        name="instagram"
        label="Instagram"
        maxLength={200}
        placeholder="@sbc.jakarta atau https://www.instagram.com/sbc.jakarta"
        defaultValue={editing?.chapter?.instagram ?? ''}
        error={action.errors.instagram}
      />
      <TextArea
        name="description"
        label="Deskripsi"
        rows={3}
        maxLength={2000}
        defaultValue={editing?.chapter?.description}
        error={action.errors.description}
      />
    </FormDialog>
  );
}
