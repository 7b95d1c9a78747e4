import { whileSending } from '@sbc/ui/while-sending';
import { formatDateTime } from '@sbc/format/date';
import { useFetcher, useLoaderData } from 'react-router';
import { TextArea } from '../../components/form-fields';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { cardClass, primaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import type { ActionResult } from './action-result';
import type { SiteInfoField, siteInfoLoader } from './site-info-route';
import { useActionToast } from './use-action-toast';

const LINKS: { name: SiteInfoField; label: string; placeholder: string }[] = [
  { name: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { name: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/…' },
  { name: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
  { name: 'tiktok', label: 'TikTok', placeholder: 'https://www.tiktok.com/@…' },
  { name: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@…' },
];

/** `/admin/content/site-info`: what the footer, the contact page and the help button show. */
export function SiteInfoPage() {
  const info = useLoaderData<Awaited<ReturnType<typeof siteInfoLoader>>>();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const isBusy = fetcher.state !== 'idle';
  const text = (name: SiteInfoField) => info[name] ?? '';
  return (
    <div>
      <PageHeader
        documentTitle="Info Situs"
        title="Info Situs"
        description={`Tampil di footer, halaman kontak, dan tombol bantuan. Terakhir diubah ${formatDateTime(info.updated_at)}.`}
      />
      <fetcher.Form method="post" noValidate className="grid items-start gap-6 lg:grid-cols-2">
        <section className={`${cardClass} space-y-4 p-5`} aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-brand-900 text-lg font-bold">
            Kantor
          </h2>
          <TextArea name="alamat" label="Alamat" rows={3} required maxLength={500} defaultValue={info.alamat} error={errors.alamat} />
          <TextField name="email" label="Email" type="email" required defaultValue={info.email} error={errors.email} />
          <TextField name="phone" label="Telepon kantor" type="tel" required defaultValue={info.phone} error={errors.phone} />
          <h2 className="text-brand-900 pt-2 text-lg font-bold">Tombol bantuan</h2>
          <TextField
            name="whatsapp"
            label="Nomor WhatsApp"
            inputMode="numeric"
            defaultValue={text('whatsapp')}
            hint="Angka saja dengan kode negara, misalnya 6281234567890."
            error={errors.whatsapp}
          />
          <TextField name="survey_url" label="Tautan survei" type="url" defaultValue={text('survey_url')} error={errors.survey_url} />
        </section>
        <section className={`${cardClass} space-y-4 p-5`} aria-labelledby="social-heading">
          <h2 id="social-heading" className="text-brand-900 text-lg font-bold">
            Media sosial
          </h2>
          <p className="text-ink-muted text-sm">Kosongkan yang tidak dipakai; ikonnya tidak ditampilkan.</p>
          {LINKS.map((link) => (
            <TextField
              key={link.name}
              name={link.name}
              label={link.label}
              type="url"
              placeholder={link.placeholder}
              defaultValue={text(link.name)}
              error={errors[link.name]}
            />
          ))}
        </section>
        <div className="lg:col-span-2">
          {fetcher.data && !fetcher.data.ok ? (
            <p role="alert" className="bg-danger-soft text-danger mb-3 rounded-xl px-4 py-3 text-sm">
              {fetcher.data.message}
            </p>
          ) : null}
          <button type="submit" className={primaryButtonClass} {...whileSending(isBusy)}>
            {isBusy ? <Spinner /> : null}
            {isBusy ? 'Menyimpan…' : 'Simpan info situs'}
          </button>
        </div>
      </fetcher.Form>
    </div>
  );
}
