import { type SeedCategory, type SeedTag } from './types';

export const categories: SeedCategory[] = [
  {
    permalink: 'kesehatan',
    title: 'Kesehatan',
    description:
      'Edukasi kesehatan keluarga: gizi, pencegahan penyakit, kesehatan mental, dan gaya hidup sehat yang mudah diterapkan sehari-hari.',
    highlight: true,
  },
  {
    permalink: 'keluarga',
    title: 'Keluarga',
    description:
      'Tulisan seputar keluarga sakinah, pengasuhan anak, komunikasi suami-istri, dan merawat orang tua.',
    highlight: true,
  },
  {
    permalink: 'pendidikan',
    title: 'Pendidikan',
    description:
      'Wawasan pendidikan untuk orang tua, guru, dan remaja: literasi, belajar di rumah, dan menyiapkan masa depan anak.',
    highlight: true,
  },
  {
    permalink: 'ekonomi-syariah',
    title: 'Ekonomi Syariah',
    description:
      'Zakat, wakaf, muamalah, dan kewirausahaan untuk membangun ekonomi umat yang mandiri dan berkah.',
    highlight: true,
  },
  {
    permalink: 'kegiatan',
    title: 'Kabar Kegiatan',
    description:
      'Laporan kegiatan chapter Komunitas SBC di berbagai kota: bakti sosial, donor darah, kajian akbar, dan pelatihan relawan.',
  },
  {
    permalink: 'kajian',
    title: 'Kajian',
    description: 'Ringkasan, renungan, dan pelajaran dari kajian-kajian Komunitas SBC.',
  },
  {
    permalink: 'pengumuman',
    title: 'Pengumuman',
    description: 'Informasi resmi dari pengurus Komunitas SBC untuk anggota dan masyarakat umum.',
  },
  {
    permalink: 'alert',
    title: 'Pengumuman Penting',
    description: 'Pemberitahuan penting yang ditampilkan di bagian atas setiap halaman situs.',
  },
  {
    permalink: 'banner',
    title: 'Banner Beranda',
    description: 'Sorotan utama yang tampil bergantian di halaman beranda.',
  },
  {
    permalink: 'testimoni',
    title: 'Testimoni',
    description: 'Cerita dan kesan anggota tentang pengalaman mereka bersama Komunitas SBC.',
  },
  {
    permalink: 'video',
    title: 'Video',
    description: 'Video kajian, kelas, dan kegiatan Komunitas SBC.',
  },
  {
    permalink: 'kebijakan',
    title: 'Kebijakan',
    description:
      'Ketentuan penggunaan, kebijakan privasi, dan aturan lain yang berlaku di situs Komunitas SBC.',
  },
  {
    permalink: 'penyakit-katalog',
    title: 'Katalog Penyakit',
    description:
      'Informasi ringkas tentang penyakit yang umum dijumpai: gejala, pencegahan, dan kapan perlu ke dokter.',
  },
];

export const tags: SeedTag[] = [
  { permalink: 'keluarga-sakinah', title: 'Keluarga Sakinah' },
  { permalink: 'parenting', title: 'Parenting' },
  { permalink: 'gizi', title: 'Gizi' },
  { permalink: 'imunisasi', title: 'Imunisasi' },
  { permalink: 'kesehatan-mental', title: 'Kesehatan Mental' },
  { permalink: 'zakat', title: 'Zakat' },
  { permalink: 'wakaf', title: 'Wakaf' },
  { permalink: 'sedekah', title: 'Sedekah' },
  { permalink: 'ramadan', title: 'Ramadan' },
  { permalink: 'sejarah-islam', title: 'Sejarah Islam' },
  { permalink: 'tokoh', title: 'Tokoh' },
  { permalink: 'remaja', title: 'Remaja' },
  { permalink: 'pendidikan-anak', title: 'Pendidikan Anak' },
  { permalink: 'ukhuwah', title: 'Ukhuwah' },
  { permalink: 'relawan', title: 'Relawan' },
  { permalink: 'donor-darah', title: 'Donor Darah' },
  { permalink: 'literasi', title: 'Literasi' },
  { permalink: 'ekonomi-umat', title: 'Ekonomi Umat' },
  { permalink: 'lingkungan', title: 'Lingkungan' },
  { permalink: 'olahraga', title: 'Olahraga' },
  { permalink: 'lansia', title: 'Lansia' },
  { permalink: 'akhlak', title: 'Akhlak' },
  { permalink: 'umkm', title: 'UMKM' },
  { permalink: 'kepemimpinan', title: 'Kepemimpinan' },
];
