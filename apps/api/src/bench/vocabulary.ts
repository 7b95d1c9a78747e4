/**
 * Real Indonesian words the bench articles are written with. `sehat`, `kesehatan` and `kaligrafi`
 * stay out of these lists on purpose: the generator places them itself, so the share of articles
 * holding each search term of the bench is known (COMMON_TERM in about 20 %, RARE_TERM in 0.5 %).
 */
export const SUBJECTS = [
  'masyarakat', 'warga', 'jamaah', 'pemuda', 'relawan', 'pengurus', 'keluarga', 'orang tua', 'guru', 'siswa',
  'mahasiswa', 'petani', 'nelayan', 'pedagang', 'ibu rumah tangga', 'anak-anak', 'para ulama', 'tokoh agama',
  'panitia', 'komunitas', 'pemerintah daerah', 'kepala desa', 'dokter', 'bidan', 'perawat', 'peneliti',
  'penulis', 'pengusaha muda', 'karyawan', 'sukarelawan', 'santri', 'ustaz', 'ustazah', 'takmir masjid',
];

export const VERBS = [
  'membangun', 'membaca', 'menulis', 'mengajarkan', 'mempelajari', 'menyiapkan', 'membagikan', 'mengumpulkan',
  'menanam', 'merawat', 'memperbaiki', 'mengelola', 'mendukung', 'mengikuti', 'menghadiri', 'menyelenggarakan',
  'membersihkan', 'menjaga', 'memperkuat', 'mengembangkan', 'menyusun', 'membahas', 'mendengarkan', 'menyampaikan',
  'mengajak', 'membantu', 'melatih', 'mendampingi', 'mengunjungi', 'memasak', 'menyalurkan', 'mencatat',
  'mengamati', 'memperkenalkan', 'menghidupkan', 'menerapkan', 'merencanakan', 'menguatkan', 'memakmurkan',
];

export const OBJECTS = [
  'masjid', 'sekolah', 'perpustakaan', 'kebun', 'sawah', 'pasar', 'jembatan', 'rumah', 'madrasah', 'balai desa',
  'musala', 'taman', 'sumur', 'kolam ikan', 'koperasi', 'dapur umum', 'lumbung padi', 'posyandu', 'pesantren',
  'buku', 'kitab', 'catatan', 'laporan', 'rencana kerja', 'anggaran', 'program', 'kegiatan', 'pelatihan',
  'pengajian', 'diskusi', 'lomba', 'bazar', 'sedekah', 'zakat', 'wakaf', 'infak', 'tabungan', 'usaha kecil',
  'makanan', 'sayuran', 'buah-buahan', 'beras', 'air bersih', 'pakaian', 'obat-obatan', 'bibit pohon',
  'hafalan', 'doa', 'nasihat', 'cerita', 'pengalaman', 'ilmu', 'keterampilan', 'kebiasaan baik', 'akhlak',
];

export const ADJECTIVES = [
  'baru', 'bersih', 'indah', 'sederhana', 'rapi', 'luas', 'kecil', 'besar', 'penting', 'bermanfaat', 'berharga',
  'hangat', 'tenang', 'ramai', 'tertib', 'murah', 'segar', 'kuat', 'lengkap', 'teratur', 'akrab', 'terbuka',
  'mandiri', 'produktif', 'kreatif', 'jujur', 'amanah', 'ikhlas', 'sabar', 'tekun', 'ramah', 'peduli',
];

export const PLACES = [
  'di desa', 'di kampung', 'di kota', 'di pinggir sungai', 'di lereng gunung', 'di pesisir pantai',
  'di halaman masjid', 'di balai warga', 'di aula sekolah', 'di pasar pagi', 'di Bandung', 'di Yogyakarta',
  'di Surabaya', 'di Makassar', 'di Medan', 'di Palembang', 'di Semarang', 'di Malang', 'di Padang', 'di Bogor',
  'di Depok', 'di Banjarmasin', 'di Pontianak', 'di Mataram', 'di Kupang', 'di Ambon', 'di Jayapura',
];

export const TIMES = [
  'setiap pekan', 'sejak pagi', 'pada akhir bulan', 'selama bulan Ramadan', 'menjelang musim hujan',
  'setelah salat subuh', 'sepanjang tahun', 'pada hari libur', 'sore ini', 'tahun lalu', 'bulan depan',
  'setiap Jumat', 'sebelum magrib', 'pada awal semester', 'ketika musim panen tiba',
];

export const CONNECTORS = [
  'Selain itu,', 'Oleh karena itu,', 'Dengan demikian,', 'Di samping itu,', 'Pada akhirnya,', 'Karena itu,',
  'Meski begitu,', 'Sementara itu,', 'Setelah itu,', 'Alhamdulillah,', 'Menurut panitia,', 'Dalam kesempatan itu,',
];

export const OUTCOMES = [
  'agar manfaatnya dirasakan bersama', 'supaya generasi berikutnya ikut belajar', 'demi kebaikan lingkungan sekitar',
  'sehingga hubungan antarwarga semakin erat', 'karena semua orang ingin berkontribusi',
  'walaupun dana yang tersedia terbatas', 'dengan semangat gotong royong', 'tanpa menunggu bantuan dari luar',
  'sambil mempererat silaturahmi', 'sebagai bekal untuk masa depan', 'meskipun cuaca kurang bersahabat',
];

/** In about 20 % of the articles (a term that is common, but not everywhere). */
export const COMMON_TERM = 'kesehatan';
export const COMMON_SENTENCES = [
  'Kesehatan keluarga menjadi perhatian utama dalam kegiatan ini.',
  'Panitia juga menyediakan pemeriksaan kesehatan gratis bagi warga lanjut usia.',
  'Menjaga kesehatan tubuh adalah bagian dari rasa syukur.',
  'Penyuluhan kesehatan diberikan oleh tenaga medis dari puskesmas setempat.',
];

/** In 0.5 % of the articles (a rare term). */
export const RARE_TERM = 'kaligrafi';
export const RARE_SENTENCES = [
  'Pameran kaligrafi karya santri ikut memeriahkan acara tersebut.',
  'Kelas kaligrafi dibuka untuk anak-anak setiap Sabtu sore.',
];

export const TITLE_OPENERS = [
  'Kisah', 'Cara', 'Pelajaran dari', 'Semangat', 'Mengenal', 'Catatan tentang', 'Ikhtiar', 'Menghidupkan',
  'Belajar dari', 'Langkah', 'Refleksi', 'Harapan baru untuk', 'Gotong royong membangun', 'Tips mengelola',
];
