/** Name parts for demo participants and course members: combined deterministically, no real person. */
export const FIRST_NAMES = [
  'Ahmad', 'Aisyah', 'Bagus', 'Citra', 'Dimas', 'Dewi', 'Eko', 'Fajar', 'Fitria', 'Gilang', 'Hana', 'Ilham',
  'Indah', 'Joko', 'Kartika', 'Lestari', 'Maya', 'Nanda', 'Nur', 'Oki', 'Putri', 'Rahmat', 'Rina', 'Sari',
  'Taufik', 'Umi', 'Vina', 'Wahyu', 'Yusuf', 'Zahra', 'Arif', 'Bella', 'Dian', 'Farhan', 'Intan', 'Lukman',
];

export const LAST_NAMES = [
  'Pratama', 'Saputra', 'Wijaya', 'Kusuma', 'Hidayat', 'Nugroho', 'Lestari', 'Permata', 'Ramadhan', 'Siregar',
  'Nasution', 'Hasibuan', 'Simanjuntak', 'Harahap', 'Setiawan', 'Purnomo', 'Wulandari', 'Maharani', 'Fauzi',
  'Syahputra', 'Anggraini', 'Rahayu', 'Susanto', 'Gunawan',
];

/** The n-th demo person: a stable name, email and phone. */
export function demoPerson(n: number): { firstName: string; lastName: string; email: string; phone: string } {
  const firstName = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Ahmad';
  const lastName = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Pratama';
  const email = `${firstName}.${lastName}${n >= FIRST_NAMES.length * LAST_NAMES.length ? n : ''}@contoh.id`.toLowerCase();
  const phone = `0813${String(10_000_000 + ((n * 7919) % 89_999_999)).padStart(8, '0')}`;
  return { firstName, lastName, email, phone };
}

export const courses = [
  {
    slug: 'tahsin-al-quran-dasar',
    title: "Kelas Tahsin Al-Qur'an Dasar",
    description: "Memperbaiki bacaan Al-Qur'an dari makharijul huruf sampai hukum nun mati, dalam kelompok kecil.",
    chapter: 'jakarta',
    topics: [
      { title: 'Makharijul Huruf', lessons: ['Huruf halqi dan lisani', 'Huruf syafawi dan jauf', 'Latihan gabungan'] },
      { title: 'Sifat Huruf', lessons: ['Sifat yang berlawanan', 'Sifat tunggal'] },
      { title: 'Hukum Nun Mati dan Tanwin', lessons: ['Izhar dan idgham', 'Iqlab dan ikhfa', 'Ujian praktik'] },
    ],
  },
  {
    slug: 'sekolah-relawan-sbc',
    title: 'Sekolah Relawan SBC',
    description: 'Bekal dasar relawan: pertolongan pertama, manajemen posko, dan komunikasi dengan penyintas.',
    chapter: 'surabaya',
    topics: [
      { title: 'Pertolongan Pertama', lessons: ['Menilai keadaan korban', 'Luka dan perdarahan', 'Resusitasi jantung paru'] },
      { title: 'Manajemen Posko', lessons: ['Logistik dan pendataan', 'Dapur umum'] },
    ],
  },
  {
    slug: 'parenting-keluarga-muda',
    title: 'Kelas Parenting Keluarga Muda',
    description: 'Enam pertemuan tentang komunikasi suami istri, mendidik anak usia dini, dan keuangan keluarga.',
    chapter: null,
    topics: [
      { title: 'Komunikasi Keluarga', lessons: ['Mendengar dengan empati', 'Menyelesaikan konflik'] },
      { title: 'Pendidikan Anak', lessons: ['Anak usia dini', 'Gawai dan anak'] },
      { title: 'Keuangan Keluarga', lessons: ['Anggaran bulanan', 'Dana darurat'] },
    ],
  },
];
