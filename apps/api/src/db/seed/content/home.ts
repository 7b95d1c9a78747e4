import { type SeedArticle } from './types';

/** Home page posts: banners, member testimonials, videos and the top alert bar. */
const banners: SeedArticle[] = [
  {
    permalink: 'selamat-datang-di-komunitas-sbc',
    title: 'Selamat Datang di Komunitas SBC',
    excerpt:
      'Rumah bersama untuk belajar, tumbuh, dan berbagi, dengan anggota dan chapter di berbagai kota di Indonesia.',
    category: 'banner',
    tags: [],
    author: 'Tim Redaksi SBC',
    publishedDaysAgo: 30,
    html: `<p>Komunitas SBC adalah rumah bersama bagi siapa saja yang ingin belajar, tumbuh, dan berbagi. Bersama anggota di berbagai kota di Indonesia, kami menghadirkan kajian dan kelas, edukasi kesehatan, serta kegiatan sosial yang dekat dengan kebutuhan keluarga.</p>
<p>Temukan chapter terdekat, ikuti agenda kegiatan, dan jadilah bagian dari gerakan kebaikan yang terus tumbuh.</p>`,
  },
  {
    permalink: 'menuju-silaturahmi-nasional-sbc',
    title: 'Menuju Silaturahmi Nasional SBC',
    excerpt:
      'Anggota dari seluruh chapter akan berkumpul dalam Silaturahmi Nasional SBC. Kuota peserta terbatas, segera daftarkan diri Anda.',
    category: 'banner',
    tags: ['ukhuwah'],
    author: 'Tim Redaksi SBC',
    publishedDaysAgo: 5,
    html: `<p>Silaturahmi Nasional SBC kembali digelar! Anggota dari seluruh chapter akan berkumpul untuk mengikuti kajian bersama, kelas tematik, pameran UMKM anggota, dan malam keakraban. Inilah saatnya bertemu saudara dari berbagai penjuru Nusantara dalam satu majelis.</p>
<p>Kuota peserta terbatas. Segera daftarkan diri Anda dan keluarga melalui halaman agenda atau melalui pengurus chapter masing-masing.</p>`,
  },
  {
    permalink: 'bergabung-menjadi-anggota-sbc',
    title: 'Bergabung Menjadi Anggota SBC',
    excerpt:
      'Dapatkan akses ke kelas dan kajian, kesempatan menjadi relawan, dan keluarga besar yang saling menguatkan di seluruh Indonesia.',
    category: 'banner',
    tags: [],
    author: 'Tim Redaksi SBC',
    publishedDaysAgo: 12,
    html: `<p>Menjadi anggota Komunitas SBC berarti mendapatkan akses ke kelas dan kajian dengan biaya khusus anggota, kesempatan menjadi relawan di berbagai kegiatan sosial, serta keluarga besar yang saling menguatkan di seluruh Indonesia.</p>
<p>Pendaftaran dapat dilakukan secara daring hanya dalam beberapa menit. Pilih chapter terdekat dan mulailah perjalanan kebaikan bersama kami.</p>`,
  },
];

const testimonials: SeedArticle[] = [
  {
    permalink: 'bergabung-dengan-sbc-mengubah-cara-saya-berbagi',
    title: 'Bergabung dengan SBC Mengubah Cara Saya Berbagi',
    excerpt:
      'Dari kelas zakat hingga bakti sosial, saya belajar bahwa berbagi juga membutuhkan ilmu dan perencanaan.',
    category: 'testimoni',
    tags: [],
    author: 'Hendra Gunawan',
    publishedDaysAgo: 15,
    html: `<p>Dulu saya bersedekah seadanya, kadang di kotak amal masjid, kadang kepada yang meminta di jalan. Setelah bergabung dengan SBC Bandung tiga tahun lalu, saya belajar bahwa berbagi juga perlu ilmu dan perencanaan. Dari kelas zakat, saya akhirnya bisa menghitung dan menunaikan zakat penghasilan secara rutin.</p>
<p>Yang paling berkesan adalah saat ikut bakti sosial dan melihat langsung bantuan sampai ke tangan yang membutuhkan. Sekarang saya tidak hanya memberi, tetapi juga ikut memastikan pemberian itu tepat sasaran.</p>`,
  },
  {
    permalink: 'dari-peserta-kajian-menjadi-relawan',
    title: 'Dari Peserta Kajian Menjadi Relawan',
    excerpt:
      'Awalnya saya hanya duduk di barisan belakang kajian. Kini saya menjadi koordinator relawan konsumsi di SBC Semarang.',
    category: 'testimoni',
    tags: [],
    author: 'Lestari Ningsih',
    publishedDaysAgo: 40,
    html: `<p>Saya pertama kali datang ke kajian SBC Semarang karena diajak tetangga. Awalnya saya hanya duduk di barisan belakang. Lama-lama saya mengenal banyak teman dan mulai diajak membantu di meja pendaftaran. Sekarang saya menjadi koordinator relawan konsumsi untuk setiap kegiatan chapter.</p>
<p>Di SBC, saya merasa dihargai meski tidak punya keahlian khusus. Setiap orang punya peran, dan setiap peran berarti.</p>`,
  },
  {
    permalink: 'anak-anak-saya-ikut-tumbuh-bersama-komunitas',
    title: 'Anak-Anak Saya Ikut Tumbuh Bersama Komunitas',
    excerpt:
      'Di SBC Surabaya kami sekeluarga belajar bersama: anak-anak di kelas tahsin, saya dan istri di kelas parenting.',
    category: 'testimoni',
    tags: [],
    author: 'Yusuf Maulana',
    publishedDaysAgo: 75,
    html: `<p>Sebagai ayah dua anak, saya mencari lingkungan yang baik untuk keluarga. Di SBC Surabaya, anak-anak saya ikut kelas tahsin anak dan kegiatan alam setiap bulan, sementara saya dan istri mengikuti kelas parenting. Kami belajar bersama, masing-masing dengan materinya sendiri.</p>
<p>Yang paling saya syukuri, anak-anak kini punya teman sebaya yang saling menyemangati dalam kebaikan. Bahkan merekalah yang paling bersemangat mengingatkan jadwal kajian keluarga setiap Ahad.</p>`,
  },
  {
    permalink: 'menemukan-saudara-di-kota-perantauan',
    title: 'Menemukan Saudara di Kota Perantauan',
    excerpt:
      'Pindah kerja ke Balikpapan tanpa mengenal siapa pun, saya menemukan keluarga kedua di SBC Balikpapan.',
    category: 'testimoni',
    tags: [],
    author: 'Andi Saputra',
    publishedDaysAgo: 120,
    html: `<p>Ketika pindah kerja dari Makassar ke Balikpapan, saya tidak mengenal siapa pun. Seorang rekan kantor mengenalkan saya pada SBC Balikpapan. Sejak kajian pertama, saya langsung merasa diterima. Teman-teman membantu saya mencari tempat tinggal, bahkan datang menjenguk ketika saya sakit.</p>
<p>Bagi perantau seperti saya, komunitas ini bukan sekadar tempat belajar, tetapi keluarga kedua.</p>`,
  },
  {
    permalink: 'kelas-kesehatan-sbc-membuat-saya-lebih-peduli',
    title: 'Kelas Kesehatan SBC Membuat Saya Lebih Peduli pada Tubuh Sendiri',
    excerpt:
      'Pemeriksaan gula darah gratis di kelas kesehatan keluarga membuat saya lebih awal mengetahui kondisi saya.',
    category: 'testimoni',
    tags: [],
    author: 'Ratna Dewi Puspita',
    publishedDaysAgo: 200,
    html: `<p>Saya termasuk orang yang jarang memeriksakan diri. Saat mengikuti kelas kesehatan keluarga di SBC Yogyakarta, saya ikut pemeriksaan gula darah gratis dan ternyata hasilnya cukup tinggi. Dokter relawan menyarankan saya segera kontrol ke puskesmas.</p>
<p>Sejak itu saya mengatur pola makan, rutin berjalan pagi, dan kontrol setiap bulan. Alhamdulillah, gula darah saya kini terkendali. Saya bersyukur mengikuti kelas itu sebelum terlambat.</p>`,
  },
];

const videos: SeedArticle[] = [
  {
    permalink: 'video-kajian-akbar-keluarga-madrasah-pertama',
    title: 'Kajian Akbar: Keluarga sebagai Madrasah Pertama',
    excerpt:
      'Ringkasan kajian akbar SBC Bandung bersama Ustaz Hamzah Abdullah tentang peran ayah dan ibu sebagai pendidik pertama.',
    category: 'video',
    tags: ['keluarga-sakinah', 'pendidikan-anak'],
    author: 'Tim Media SBC',
    publishedDaysAgo: 38,
    contentType: 'video',
    hasVideoFile: true,
    html: `<p>Video singkat ini merangkum kajian akbar SBC Bandung bersama Ustaz Hamzah Abdullah. Kajian membahas peran ayah dan ibu sebagai pendidik pertama di rumah, pentingnya keteladanan, serta cara membangun suasana rumah yang hangat bagi tumbuh kembang anak.</p>
<p>Poin terakhir menjawab pertanyaan yang paling banyak diajukan peserta: bagaimana mendampingi anak remaja saat memakai gawai.</p>`,
  },
  {
    permalink: 'video-senam-sehat-lansia-bersama-sbc',
    title: 'Senam Sehat Lansia Bersama SBC',
    excerpt:
      'Empat gerakan senam lansia yang lembut dan aman dilakukan di rumah, disusun bersama tim kesehatan SBC.',
    category: 'video',
    tags: ['olahraga', 'lansia'],
    author: 'Tim Media SBC',
    publishedDaysAgo: 90,
    contentType: 'video',
    hasVideoFile: true,
    html: `<p>Video panduan ini memperlihatkan urutan senam lansia yang disusun bersama tim kesehatan SBC: pemanasan dengan napas dalam dan putaran bahu, angkat tangan bergantian, jalan di tempat sambil berpegangan pada sandaran kursi, lalu pendinginan. Lakukan setiap gerakan perlahan, sekitar lima menit masing-masing.</p>
<p>Sebelum mengikuti, pastikan kondisi badan sehat dan sediakan kursi di dekat Anda untuk berpegangan. Lansia dengan penyakit jantung atau hipertensi yang belum terkontrol sebaiknya berkonsultasi dengan dokter terlebih dahulu.</p>`,
  },
  {
    permalink: 'video-cara-menghitung-zakat-penghasilan',
    title: 'Cara Menghitung Zakat Penghasilan',
    excerpt:
      'Penjelasan singkat langkah demi langkah menghitung zakat penghasilan, lengkap dengan contoh angka.',
    category: 'video',
    tags: ['zakat', 'ekonomi-umat'],
    author: 'Tim Media SBC',
    publishedDaysAgo: 18,
    contentType: 'video',
    hasVideoFile: true,
    html: `<p>Video singkat ini menjelaskan langkah demi langkah menghitung zakat penghasilan: mencatat penghasilan, membandingkannya dengan nisab yang setara 85 gram emas setahun, menghitung kadar 2,5 persen, hingga menyalurkannya melalui lembaga amil zakat yang resmi. Contohnya, penghasilan Rp10.000.000 sebulan berzakat Rp250.000.</p>`,
  },
  {
    permalink: 'video-kilas-balik-silaturahmi-nasional-sbc',
    title: 'Kilas Balik Silaturahmi Nasional SBC Tahun Lalu',
    excerpt:
      'Suasana Silaturahmi Nasional SBC tahun lalu: kajian bersama, kelas tematik, bazar UMKM anggota, dan aksi sosial.',
    category: 'video',
    tags: ['ukhuwah', 'relawan'],
    author: 'Tim Media SBC',
    publishedDaysAgo: 60,
    contentType: 'video',
    hasVideoFile: true,
    html: `<p>Kilas balik Silaturahmi Nasional SBC tahun lalu: anggota dari berbagai chapter berkumpul untuk kajian bersama, kelas tematik tentang kesehatan, keluarga, dan usaha, bazar UMKM anggota, serta aksi sosial untuk warga di sekitar lokasi acara.</p>
<p>Terima kasih kepada para peserta dan relawan yang bekerja di balik layar. Sampai jumpa di Silaturahmi Nasional tahun ini!</p>`,
  },
];

const alerts: SeedArticle[] = [
  {
    permalink: 'batas-pendaftaran-silaturahmi-nasional-sbc',
    title: 'Pendaftaran Silaturahmi Nasional SBC Segera Ditutup',
    excerpt:
      'Pendaftaran peserta Silaturahmi Nasional SBC ditutup akhir pekan ini atau lebih awal apabila kuota terpenuhi.',
    category: 'alert',
    tags: [],
    author: 'Tim Redaksi SBC',
    publishedDaysAgo: 1,
    // The alert bar shows this whole text above every page, on phones too: one short sentence.
    html: `<p>Pendaftaran peserta Silaturahmi Nasional SBC ditutup akhir pekan ini. Segera daftar di halaman <a href="/event">Event</a>.</p>`,
  },
  {
    permalink: 'waspada-penipuan-mengatasnamakan-sbc',
    title: 'Waspada Penipuan yang Mengatasnamakan Komunitas SBC',
    excerpt:
      'Komunitas SBC tidak pernah meminta donasi atau pembayaran melalui rekening pribadi. Laporkan pesan mencurigakan ke sekretariat chapter.',
    category: 'alert',
    tags: [],
    author: 'Tim Redaksi SBC',
    publishedDaysAgo: 20,
    html: `<p>Kami menerima laporan adanya pesan berantai yang meminta transfer dana dengan mengatasnamakan pengurus Komunitas SBC. Komunitas SBC tidak pernah meminta donasi atau pembayaran melalui rekening pribadi; seluruh pembayaran kegiatan dan kelas hanya dilakukan melalui situs resmi ini atau rekening resmi yang diumumkan pengurus. Jika menerima pesan mencurigakan, jangan melakukan transfer dan segera laporkan kepada sekretariat chapter terdekat.</p>`,
  },
];

export const homeArticles: SeedArticle[] = [...banners, ...testimonials, ...videos, ...alerts];
