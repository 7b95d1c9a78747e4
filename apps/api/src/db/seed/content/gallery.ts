/** Demo gallery: albums of past activities, photos generated locally at seed time. */
export interface SeedAlbum {
  slug: string;
  title: string;
  description: string;
  category: string;
  chapter?: string;
  daysAgo: number;
  /** Caption and alt text of each photo, in order. */
  photos: { alt: string; caption: string }[];
}

export const galleryCategories = [
  { slug: 'kajian', title: 'Kajian' },
  { slug: 'bakti-sosial', title: 'Bakti Sosial' },
  { slug: 'pelatihan', title: 'Pelatihan' },
  { slug: 'silaturahmi', title: 'Silaturahmi' },
];

export const albums: SeedAlbum[] = [
  {
    slug: 'kajian-akbar-medan-2026',
    title: 'Kajian Akbar Chapter Medan',
    description: 'Suasana kajian akbar bersama anggota dan warga sekitar di Masjid Raya Al-Mashun, Medan.',
    category: 'kajian',
    chapter: 'medan',
    daysAgo: 14,
    photos: [
      { alt: 'Jamaah memenuhi ruang utama masjid saat kajian dimulai', caption: 'Jamaah mulai memenuhi ruang utama sejak pukul tujuh pagi.' },
      { alt: 'Narasumber menyampaikan materi di mimbar', caption: 'Pemaparan materi tentang adab menuntut ilmu.' },
      { alt: 'Peserta mencatat materi kajian', caption: 'Peserta mencatat poin-poin penting.' },
      { alt: 'Sesi tanya jawab dengan peserta', caption: 'Sesi tanya jawab berlangsung hangat.' },
      { alt: 'Relawan membagikan konsumsi kepada peserta', caption: 'Relawan chapter membagikan konsumsi.' },
      { alt: 'Foto bersama pengurus chapter dan narasumber', caption: 'Foto bersama pengurus dan narasumber.' },
    ],
  },
  {
    slug: 'bakti-sosial-makassar',
    title: 'Bakti Sosial dan Pemeriksaan Kesehatan Gratis di Makassar',
    description: 'Pemeriksaan tekanan darah, gula darah, dan pembagian paket sembako bagi warga Tallo.',
    category: 'bakti-sosial',
    chapter: 'makassar',
    daysAgo: 35,
    photos: [
      { alt: 'Antrean warga di meja pendaftaran pemeriksaan kesehatan', caption: 'Warga mendaftar untuk pemeriksaan kesehatan.' },
      { alt: 'Tenaga kesehatan relawan mengukur tekanan darah warga', caption: 'Pengukuran tekanan darah oleh tenaga kesehatan relawan.' },
      { alt: 'Relawan menyusun paket sembako', caption: 'Paket sembako disusun sehari sebelumnya.' },
      { alt: 'Penyerahan paket sembako kepada warga lanjut usia', caption: 'Penyerahan paket kepada warga lanjut usia.' },
      { alt: 'Edukasi gizi seimbang untuk ibu-ibu', caption: 'Edukasi gizi seimbang untuk keluarga.' },
    ],
  },
  {
    slug: 'pelatihan-relawan-surabaya',
    title: 'Pelatihan Relawan Tanggap Bencana Angkatan I',
    description: 'Latihan pertolongan pertama, evakuasi, dan manajemen posko bersama relawan Chapter Surabaya.',
    category: 'pelatihan',
    chapter: 'surabaya',
    daysAgo: 70,
    photos: [
      { alt: 'Instruktur memperagakan pembalutan luka', caption: 'Praktik pembalutan luka dan pembidaian.' },
      { alt: 'Peserta berlatih resusitasi jantung paru pada manekin', caption: 'Latihan RJP pada manekin.' },
      { alt: 'Simulasi evakuasi korban menggunakan tandu', caption: 'Simulasi evakuasi dengan tandu.' },
      { alt: 'Peserta menyusun denah posko pengungsian', caption: 'Merancang tata letak posko pengungsian.' },
    ],
  },
  {
    slug: 'donor-darah-bandung',
    title: 'Donor Darah Bersama Chapter Bandung',
    description: 'Kerja sama dengan unit transfusi darah setempat; 112 kantong darah terkumpul dalam satu hari.',
    category: 'bakti-sosial',
    chapter: 'bandung',
    daysAgo: 100,
    photos: [
      { alt: 'Pendonor menjalani pemeriksaan hemoglobin', caption: 'Pemeriksaan kadar hemoglobin sebelum donor.' },
      { alt: 'Pendonor berbaring saat pengambilan darah', caption: 'Proses pengambilan darah.' },
      { alt: 'Relawan menyajikan makanan ringan untuk pendonor', caption: 'Makanan ringan untuk pendonor setelah donor.' },
      { alt: 'Piagam terima kasih dari unit transfusi darah', caption: 'Penyerahan piagam terima kasih.' },
    ],
  },
  {
    slug: 'silaturahmi-pengurus-2025',
    title: 'Silaturahmi Pengurus Nasional dan Chapter',
    description: 'Pertemuan tahunan pengurus untuk menyusun program kerja dan mempererat ukhuwah.',
    category: 'silaturahmi',
    daysAgo: 160,
    photos: [
      { alt: 'Pengurus dari berbagai chapter berkumpul di aula', caption: 'Pengurus dari delapan chapter hadir.' },
      { alt: 'Diskusi kelompok menyusun program kerja', caption: 'Diskusi kelompok per bidang.' },
      { alt: 'Presentasi hasil diskusi program kerja', caption: 'Presentasi hasil diskusi.' },
      { alt: 'Foto bersama seluruh pengurus', caption: 'Foto bersama di akhir acara.' },
    ],
  },
  {
    slug: 'lomba-anak-saleh-semarang',
    title: 'Lomba Anak Saleh Chapter Semarang',
    description: 'Lomba hafalan surat pendek, mewarnai, dan cerita islami untuk anak usia 5–12 tahun.',
    category: 'silaturahmi',
    chapter: 'semarang',
    daysAgo: 60,
    photos: [
      { alt: 'Anak-anak peserta lomba mewarnai', caption: 'Peserta lomba mewarnai kategori usia dini.' },
      { alt: 'Peserta lomba hafalan di depan juri', caption: 'Lomba hafalan surat pendek.' },
      { alt: 'Orang tua menyemangati peserta', caption: 'Orang tua ikut menyemangati.' },
      { alt: 'Penyerahan piala kepada para juara', caption: 'Penyerahan hadiah kepada para juara.' },
    ],
  },
];
