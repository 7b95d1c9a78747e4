import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from '../../app/guard';

const SECTIONS = [
  {
    title: 'Presensi Event',
    text: 'Lihat daftar event, catat kehadiran peserta dengan memindai atau mengetik kode QR pendaftaran, lalu unduh rekap kehadiran dalam format Excel.',
  },
  {
    title: 'Presensi Kelas',
    text: 'Pantau kehadiran anggota di setiap kelas dan materi, serta ekspor daftar hadirnya untuk laporan pengurus.',
  },
  {
    title: 'Sertifikat',
    text: 'E-sertifikat terbit otomatis ketika kehadiran dicatat, dan dapat dicabut atau diterbitkan ulang bila diperlukan.',
  },
  {
    title: 'Akun',
    text: 'Lihat data anggota yang terdaftar dan perbarui kata sandi akun admin Anda secara berkala.',
  },
] as const;

/** `/admin/`: greets the admin and explains what the console is for. */
export function LandingPage() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const name = root?.profile?.profile.name;

  return (
    <div className="space-y-8">
      <title>Beranda | Admin SBC</title>
      <header>
        <h1 className="text-brand-900 text-2xl font-bold md:text-3xl">
          {name ? `Selamat datang, ${name}` : 'Selamat datang di Admin SBC'}
        </h1>
        <p className="text-ink-muted mt-2 max-w-2xl">
          Konsol ini membantu pengurus SBC mencatat dan merekap kehadiran di event maupun kelas.
          Pilih menu Presensi di bagian atas untuk mulai bekerja.
        </p>
      </header>
      <ul className="grid gap-4 md:grid-cols-2">
        {SECTIONS.map((section) => (
          <li key={section.title} className="bg-surface ring-line rounded-xl p-5 shadow-sm ring-1">
            <h2 className="text-brand-900 text-lg font-semibold">{section.title}</h2>
            <p className="text-ink-muted mt-1 text-sm">{section.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
