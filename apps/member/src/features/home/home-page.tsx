import { EmptyLayout } from '@sbc/ui/layouts';
import { env } from '../../env';

/** `/`: what the member area is for, and the way back to the public site. */
export function HomePage() {
  return (
    <EmptyLayout logoHref={env.WEB_URL} footnote={`© ${new Date().getFullYear()} SBC`}>
      <title>Area Anggota SBC</title>
      <h1 className="text-brand-900 text-2xl font-bold">Area Anggota SBC</h1>
      <p className="text-ink-muted mt-3">
        Di sinilah anggota SBC masuk ke akunnya dan calon anggota mendaftar. Setelah masuk, Anda
        dapat mengelola profil, melihat event yang Anda ikuti, mengunduh e-sertifikat, dan memantau
        pesanan keanggotaan.
      </p>
      <p className="text-ink-muted mt-3">
        Halaman masuk dan pendaftaran anggota sedang kami siapkan. Sementara itu, ikuti kabar dan
        kegiatan terbaru komunitas di situs utama.
      </p>
      <a
        href={`${env.WEB_URL}/`}
        className="bg-brand text-ink-inverse hover:bg-brand-700 mt-6 inline-flex w-full items-center justify-center rounded-full px-4 py-2.5 font-semibold"
      >
        Kunjungi Situs SBC
      </a>
    </EmptyLayout>
  );
}
