import { type SeedEvent } from './types';

/**
 * Demo events: one that starts on the day the demo is seeded and lasts two days (so presence can be
 * tried at once), six upcoming and four past. `startTime` is always WIB; programme times in the
 * descriptions use the local zone (WITA for Makassar and Balikpapan).
 */
export const events: SeedEvent[] = [
  {
    slug: 'pekan-sehat-sbc-bandung',
    title: 'Pekan Sehat SBC Bandung: Cek Kesehatan dan Konsultasi Gizi Gratis',
    summary:
      'Dua hari pemeriksaan kesehatan dasar, konsultasi gizi keluarga, dan kelas senam ringan bersama tenaga kesehatan relawan SBC Chapter Bandung. Gratis dan terbuka untuk umum; peserta yang datang langsung dapat mendaftar di meja registrasi.',
    descriptionHtml: `<p>Pekan Sehat adalah kegiatan tahunan SBC Chapter Bandung untuk mendekatkan layanan kesehatan dasar kepada anggota dan warga sekitar. Setiap peserta mendapat kartu hasil pemeriksaan yang dapat dibawa saat berobat ke puskesmas atau dokter keluarga.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>Hari pertama, 08.00–12.00 WIB: Pemeriksaan tekanan darah, gula darah, kolesterol, dan indeks massa tubuh</li>
<li>Hari pertama, 13.00–15.00 WIB: Konsultasi gizi keluarga dan menu bekal sekolah</li>
<li>Hari kedua, 06.30–07.30 WIB: Senam jantung sehat bersama instruktur</li>
<li>Hari kedua, 08.00–16.00 WIB: Pemeriksaan lanjutan, konsultasi dokter umum, dan pembagian kartu hasil</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>dr. Rina Kusumawardani — Dokter umum, relawan Tim Kesehatan SBC Chapter Bandung</li>
<li>Lestari Handayani, S.Gz., RD — Dietisien</li>
<li>Dadang Suherman, S.T. — Ketua SBC Chapter Bandung</li>
</ul>
<h2>Catatan</h2>
<ul>
<li>Tunjukkan kode QR pendaftaran di meja registrasi agar kehadiran tercatat dan e-sertifikat terbit.</li>
<li>Untuk pemeriksaan gula darah puasa, jangan makan selama delapan jam sebelum datang.</li>
<li>Peserta yang datang langsung tetap dapat mendaftar di lokasi selama kuota tersedia.</li>
</ul>`,
    startsInDays: 0,
    underway: true,
    startTime: '08:00',
    durationHours: 32,
    place: 'Aula Pusdai Jawa Barat',
    address: 'Jl. Diponegoro No. 63, Cihaur Geulis, Cibeunying Kaler, Kota Bandung 40122',
    city: 'Bandung',
    seats: 300,
    priceMember: 0,
    priceNonMember: 0,
    chapter: 'bandung',
  },
  {
    slug: 'kajian-daring-menata-hati-di-tengah-kesibukan',
    title: 'Kajian Daring: Menata Hati di Tengah Kesibukan',
    summary:
      'Kajian daring pekanan tentang menjaga ketenangan hati, mengatur waktu ibadah, dan membagi perhatian antara pekerjaan dan keluarga. Terbuka untuk umum tanpa biaya.',
    descriptionHtml: `<p>Banyak di antara kita yang merasa hari-harinya habis untuk pekerjaan, perjalanan, dan urusan rumah tangga, hingga sulit menemukan waktu untuk merenung. Kajian ini mengajak peserta menata kembali niat dan prioritas dengan langkah-langkah kecil yang dapat langsung dipraktikkan.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>19.30–19.40 WIB: Pembukaan dan tilawah Al-Qur’an</li>
<li>19.40–20.30 WIB: Kajian "Menata Hati di Tengah Kesibukan"</li>
<li>20.30–20.55 WIB: Tanya jawab melalui kolom obrolan</li>
<li>20.55–21.00 WIB: Doa penutup</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>H. Abdul Latif Harahap, Lc., M.A. — Ketua Bidang Dakwah SBC</li>
</ul>
<h2>Catatan</h2>
<ul>
<li>Tautan ruang kajian dikirim ke email peserta setelah mendaftar dan diingatkan kembali satu jam sebelum acara.</li>
<li>Gunakan nama lengkap saat bergabung agar kehadiran tercatat.</li>
<li>Rekaman kajian akan diunggah ke kanal YouTube SBC paling lambat tiga hari setelah acara.</li>
</ul>`,
    startsInDays: 5,
    startTime: '19:30',
    durationHours: 1.5,
    onlineUrl: 'https://meet.sbc.or.id/kajian-menata-hati',
    priceMember: 0,
    priceNonMember: 0,
  },
  {
    slug: 'donor-darah-bersama-sbc-bandung',
    title: 'Donor Darah Bersama SBC Bandung',
    summary:
      'SBC Chapter Bandung bekerja sama dengan PMI Kota Bandung mengajak anggota dan masyarakat mendonorkan darah untuk membantu memenuhi kebutuhan stok darah. Gratis dan terbuka untuk umum.',
    descriptionHtml: `<p>Kebutuhan darah di rumah sakit tidak pernah berhenti, terutama untuk pasien talasemia, ibu melahirkan, dan korban kecelakaan. Satu kantong darah yang Anda donorkan dapat membantu menyelamatkan nyawa. Pemeriksaan kelayakan donor dilakukan oleh petugas PMI di lokasi.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>08.00–08.15 WIB: Pembukaan dan pengarahan dari petugas PMI</li>
<li>08.15–11.30 WIB: Pendaftaran, pemeriksaan tekanan darah dan hemoglobin, serta pengambilan darah</li>
<li>08.30–11.30 WIB: Konsultasi kesehatan singkat di meja Tim Kesehatan SBC</li>
<li>11.30–12.00 WIB: Penutupan dan pembagian piagam donor</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>dr. Ayu Kartika Putri — Dokter Unit Donor Darah PMI Kota Bandung</li>
<li>Dadang Suherman, S.T. — Ketua SBC Chapter Bandung</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>KTP atau kartu donor bagi yang sudah pernah mendonorkan darah.</li>
<li>Pastikan tidur minimal lima jam pada malam sebelumnya dan sarapan sebelum datang.</li>
<li>Syarat umum: usia 17–60 tahun, berat badan minimal 45 kg, dan dalam keadaan sehat.</li>
<li>Jarak minimal dari donor darah terakhir adalah 60 hari.</li>
</ul>`,
    startsInDays: 12,
    startTime: '08:00',
    durationHours: 4,
    place: 'Aula SBC Chapter Bandung',
    address: 'Jl. Cikutra No. 127, Cikutra, Cibeunying Kidul, Kota Bandung 40124',
    city: 'Bandung',
    seats: 150,
    priceMember: 0,
    priceNonMember: 0,
    chapter: 'bandung',
  },
  {
    slug: 'kelas-parenting-mendampingi-remaja-di-era-digital',
    title: 'Kelas Parenting: Mendampingi Remaja di Era Digital',
    summary:
      'Kelas daring bagi orang tua tentang cara membangun komunikasi dengan anak remaja, menyepakati aturan penggunaan gawai, dan mengenali tanda bahaya di dunia maya.',
    descriptionHtml: `<p>Remaja hari ini tumbuh bersama telepon pintar, media sosial, dan gim daring. Larangan saja tidak cukup; orang tua perlu hadir sebagai teman diskusi sekaligus pembimbing. Dalam kelas ini peserta akan mempraktikkan cara membuka percakapan, menyusun kesepakatan keluarga tentang gawai, dan mengenali tanda-tanda perundungan siber maupun kecanduan gim.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>19.30–19.40 WIB: Pembukaan</li>
<li>19.40–20.25 WIB: Materi 1 — Memahami dunia remaja dan membangun komunikasi yang hangat</li>
<li>20.25–21.00 WIB: Materi 2 — Menyusun kesepakatan penggunaan gawai dan menjaga keamanan digital</li>
<li>21.00–21.30 WIB: Studi kasus dan tanya jawab</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>Fitri Handayani Nasution, S.Psi. — Psikolog pendidikan, Ketua Bidang Keanggotaan SBC</li>
<li>Dr. Yusuf Ramadhan, M.Pd. — Ketua Bidang Pendidikan SBC</li>
</ul>
<h2>Catatan</h2>
<ul>
<li>Gratis bagi anggota SBC; peserta umum dikenakan biaya Rp35.000.</li>
<li>Peserta menerima lembar kerja "Kesepakatan Gawai Keluarga" dan e-sertifikat setelah mengisi formulir evaluasi.</li>
<li>Disarankan mengikuti bersama pasangan agar pola pengasuhan di rumah sejalan.</li>
</ul>`,
    startsInDays: 18,
    startTime: '19:30',
    durationHours: 2,
    onlineUrl: 'https://meet.sbc.or.id/kelas-parenting-remaja-digital',
    seats: 300,
    priceMember: 0,
    priceNonMember: 35000,
  },
  {
    slug: 'pelatihan-relawan-tanggap-bencana',
    title: 'Pelatihan Relawan Tanggap Bencana',
    summary:
      'Pelatihan sehari bagi calon relawan tentang pengetahuan dasar kebencanaan, pertolongan pertama, pengelolaan posko pengungsian, dan simulasi evakuasi.',
    descriptionHtml: `<p>Indonesia rawan banjir, gempa bumi, dan tanah longsor. Relawan yang terlatih membantu penanganan darurat berjalan cepat, aman, dan tertib. Pelatihan ini menggabungkan materi kelas dengan praktik lapangan, sehingga peserta siap bergabung dalam tim relawan SBC di wilayah Jawa Timur.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>08.00–08.30 WIB: Registrasi ulang dan pembagian kelompok</li>
<li>08.30–10.00 WIB: Mengenal ancaman bencana dan sistem penanggulangan bencana di daerah</li>
<li>10.00–12.00 WIB: Pertolongan pertama: perdarahan, patah tulang, dan resusitasi jantung paru dasar</li>
<li>12.00–13.00 WIB: Istirahat, salat Zuhur, dan makan siang</li>
<li>13.00–14.30 WIB: Pengelolaan posko pengungsian, logistik, dan dapur umum</li>
<li>14.30–15.30 WIB: Simulasi evakuasi dan penanganan korban</li>
<li>15.30–16.00 WIB: Evaluasi, pembagian sertifikat, dan penutupan</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>Hari Purnomo, S.T. — Instruktur kebencanaan, relawan senior penanggulangan bencana Jawa Timur</li>
<li>Ns. Dian Pratiwi, S.Kep. — Pelatih pertolongan pertama</li>
<li>Wahyu Kurniawan — Koordinator tim relawan SBC Chapter Surabaya</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>Pakaian olahraga yang nyaman, sepatu tertutup, dan topi.</li>
<li>Botol minum isi ulang dan obat pribadi bila ada.</li>
<li>Alat tulis; modul pelatihan dan makan siang disediakan panitia.</li>
<li>Peserta berusia minimal 18 tahun dan dalam kondisi sehat.</li>
</ul>`,
    startsInDays: 25,
    startTime: '08:00',
    durationHours: 8,
    place: 'Aula SBC Chapter Surabaya',
    address: 'Jl. Raya Gubeng No. 56, Gubeng, Kota Surabaya 60281',
    city: 'Surabaya',
    seats: 40,
    priceMember: 50000,
    priceNonMember: 100000,
    chapter: 'surabaya',
  },
  {
    slug: 'seminar-kesehatan-mengenal-dan-mencegah-hipertensi',
    title: 'Seminar Kesehatan: Mengenal dan Mencegah Hipertensi',
    summary:
      'Seminar kesehatan gratis tentang tekanan darah tinggi, cara mengukurnya dengan benar di rumah, dan pola makan rendah garam, dilengkapi pemeriksaan tekanan darah gratis.',
    descriptionHtml: `<p>Banyak orang dengan hipertensi tidak merasakan keluhan apa pun hingga terjadi stroke atau serangan jantung. Seminar ini membahas cara mengenali risiko, mengukur tekanan darah di rumah, dan mengubah kebiasaan makan tanpa harus kehilangan selera. Seluruh peserta dapat memeriksakan tekanan darah secara gratis sebelum acara dimulai.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>08.30–09.00 WIB: Registrasi ulang dan pemeriksaan tekanan darah gratis</li>
<li>09.00–09.15 WIB: Pembukaan</li>
<li>09.15–10.15 WIB: Hipertensi, si pembunuh senyap: penyebab, komplikasi, dan pengobatan</li>
<li>10.15–11.00 WIB: Diet rendah garam ala dapur Indonesia</li>
<li>11.00–11.45 WIB: Praktik mengukur tekanan darah di rumah dan tanya jawab</li>
<li>11.45–12.00 WIB: Penutupan</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>dr. H. Hasan Basri Siregar, Sp.JP. — Dokter spesialis jantung dan pembuluh darah, anggota Dewan Syuro SBC</li>
<li>Lestari Handayani, S.Gz., RD — Dietisien</li>
<li>dr. Bagus Prasetyo Adi — Ketua SBC Chapter Yogyakarta</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>Buku catatan kesehatan atau hasil pemeriksaan tekanan darah sebelumnya, bila ada.</li>
<li>Daftar obat yang sedang diminum, untuk bahan konsultasi.</li>
<li>Hindari kopi dan rokok minimal 30 menit sebelum pemeriksaan agar hasil pengukuran akurat.</li>
</ul>`,
    startsInDays: 40,
    startTime: '08:30',
    durationHours: 3.5,
    place: 'Aula SBC Chapter Yogyakarta',
    address: 'Jl. Kusumanegara No. 88, Muja Muju, Umbulharjo, Kota Yogyakarta 55165',
    city: 'Yogyakarta',
    seats: 120,
    priceMember: 0,
    priceNonMember: 0,
    chapter: 'yogyakarta',
  },
  {
    slug: 'silaturahmi-nasional-sbc',
    title: 'Silaturahmi Nasional SBC',
    summary:
      'Pertemuan akbar anggota Komunitas SBC dari seluruh chapter di Indonesia, dengan kajian utama, laporan program nasional, apresiasi relawan, dan bazar produk anggota.',
    descriptionHtml: `<p>Silaturahmi Nasional adalah agenda tahunan yang mempertemukan anggota, pengurus, dan relawan SBC dari Medan hingga Makassar. Tahun ini kami mengusung tema "Bersama Menguatkan Keluarga dan Masyarakat", sekaligus memaparkan capaian program pendidikan, kesehatan, dan sosial selama setahun terakhir.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>07.00–08.00 WIB: Registrasi ulang dan pembagian paket peserta</li>
<li>08.00–08.30 WIB: Pembukaan, tilawah Al-Qur’an, dan sambutan Ketua Umum</li>
<li>08.30–10.00 WIB: Kajian utama "Bersama Menguatkan Keluarga dan Masyarakat"</li>
<li>10.00–11.30 WIB: Laporan program nasional dan presentasi perwakilan chapter</li>
<li>11.30–13.00 WIB: Istirahat, salat Zuhur, dan makan siang</li>
<li>13.00–14.30 WIB: Diskusi panel: peran komunitas dalam pendidikan dan kesehatan keluarga</li>
<li>14.30–15.30 WIB: Apresiasi relawan dan chapter teraktif</li>
<li>15.30–16.00 WIB: Doa penutup dan foto bersama</li>
<li>Sepanjang acara: bazar produk UMKM anggota di area lobi</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>Prof. Dr. H. Syamsul Arifin, M.A. — Ketua Dewan Syuro SBC</li>
<li>Dr. H. Ahmad Fauzan Hidayat, M.Si. — Ketua Umum SBC</li>
<li>dr. Anisa Rahmawati, Sp.PD. — Ketua Bidang Kesehatan SBC</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>E-tiket (cetak atau di ponsel) dan kartu anggota digital untuk registrasi ulang.</li>
<li>Perlengkapan salat pribadi.</li>
<li>Harga tiket sudah termasuk makan siang, dua kali rehat kopi, dan paket peserta.</li>
<li>Peserta dari luar Jakarta dapat menghubungi sekretariat chapter masing-masing untuk informasi rombongan dan penginapan.</li>
</ul>`,
    startsInDays: 60,
    startTime: '07:00',
    durationHours: 9,
    place: 'Balai Kartini',
    address: 'Jl. Jenderal Gatot Subroto Kav. 37, Kuningan Timur, Setiabudi, Jakarta Selatan 12950',
    city: 'Jakarta',
    seats: 500,
    priceMember: 150000,
    priceNonMember: 250000,
  },
  {
    slug: 'kajian-akbar-meneladani-akhlak-rasulullah-dalam-keluarga',
    title: 'Kajian Akbar: Meneladani Akhlak Rasulullah dalam Keluarga',
    summary:
      'Kajian akbar SBC Chapter Medan yang membahas teladan Rasulullah dalam bersikap kepada pasangan, anak, dan orang tua, diikuti ratusan jemaah dari berbagai kecamatan.',
    descriptionHtml: `<p>Keharmonisan keluarga dibangun dari akhlak sehari-hari: cara berbicara, cara menegur, dan cara meminta maaf. Kajian akbar ini mengulas kisah-kisah keseharian Rasulullah bersama keluarganya dan bagaimana meneladaninya dalam kehidupan rumah tangga masa kini.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>08.00–08.30 WIB: Pembukaan dan tilawah Al-Qur’an</li>
<li>08.30–10.00 WIB: Kajian utama</li>
<li>10.00–10.45 WIB: Tanya jawab</li>
<li>10.45–11.00 WIB: Doa penutup dan penggalangan infak untuk program beasiswa anak yatim</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>K.H. Mahfud Ridwan, Lc. — Wakil Ketua Dewan Syuro SBC</li>
<li>Dr. Hj. Nur Azizah Tanjung, M.Ag. — Anggota Dewan Syuro SBC</li>
</ul>
<h2>Catatan</h2>
<ul>
<li>Jemaah perempuan menempati lantai dua; tersedia ruang khusus bagi ibu yang membawa anak kecil.</li>
<li>Infak yang terkumpul disalurkan untuk beasiswa pendidikan anak yatim dan dhuafa binaan SBC Chapter Medan.</li>
</ul>`,
    startsInDays: -14,
    startTime: '08:00',
    durationHours: 3,
    place: 'Masjid Raya Al-Mashun',
    address: 'Jl. Sisingamangaraja No. 61, Mesjid, Medan Kota, Kota Medan 20212',
    city: 'Medan',
    seats: 1000,
    priceMember: 0,
    priceNonMember: 0,
    chapter: 'medan',
  },
  {
    slug: 'bakti-sosial-dan-pengobatan-gratis-sbc-makassar',
    title: 'Bakti Sosial dan Pengobatan Gratis SBC Makassar',
    summary:
      'Pemeriksaan kesehatan, pengobatan umum, cek gula darah, dan pembagian paket sembako bagi warga prasejahtera di Kecamatan Panakkukang.',
    descriptionHtml: `<p>Bersama tenaga kesehatan relawan, SBC Chapter Makassar menyelenggarakan bakti sosial untuk warga yang selama ini kesulitan mengakses layanan kesehatan. Warga yang memerlukan pemeriksaan lanjutan dirujuk ke puskesmas setempat dengan surat pengantar dari dokter relawan.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>08.00–08.30 WITA: Pembukaan bersama lurah dan tokoh masyarakat</li>
<li>08.30–12.00 WITA: Pemeriksaan kesehatan umum, tekanan darah, dan gula darah</li>
<li>08.30–12.00 WITA: Pemeriksaan dan penyuluhan gizi balita</li>
<li>10.00–11.00 WITA: Penyuluhan cuci tangan pakai sabun untuk anak-anak</li>
<li>12.00–13.00 WITA: Pembagian paket sembako dan penutupan</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>dr. Muhammad Fadli Amir — Koordinator dokter relawan</li>
<li>Nurhidayah Syam — Sekretaris SBC Chapter Makassar</li>
</ul>
<h2>Catatan</h2>
<ul>
<li>Warga membawa KTP atau kartu keluarga serta kupon yang dibagikan oleh pengurus RT/RW.</li>
<li>Obat yang diberikan adalah obat umum sesuai resep dokter relawan; pasien dengan penyakit kronis tetap melanjutkan kontrol rutin di puskesmas.</li>
</ul>`,
    startsInDays: -35,
    startTime: '07:00',
    durationHours: 5,
    place: 'Balai Warga Kelurahan Tamamaung',
    address: 'Jl. Abdullah Daeng Sirua, Tamamaung, Panakkukang, Kota Makassar',
    city: 'Makassar',
    seats: 250,
    priceMember: 0,
    priceNonMember: 0,
    chapter: 'makassar',
  },
  {
    slug: 'lomba-anak-saleh-sbc-semarang',
    title: 'Lomba Anak Saleh SBC Semarang',
    summary:
      'Lomba hafalan surat pendek, azan, dan mewarnai untuk anak usia 4–12 tahun, dirangkai dengan kelas singkat pengasuhan bagi para orang tua.',
    descriptionHtml: `<p>Lomba tahunan SBC Chapter Semarang ini dirancang sebagai ajang belajar yang menyenangkan, bukan sekadar mencari juara. Setiap peserta mendapatkan piagam dan bingkisan, sementara orang tua dapat mengikuti kelas pengasuhan singkat selama anak-anak berlomba.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>07.30–08.00 WIB: Registrasi ulang dan pengambilan nomor peserta</li>
<li>08.00–08.15 WIB: Pembukaan</li>
<li>08.15–10.30 WIB: Lomba hafalan surat pendek (usia 4–6 tahun dan 7–12 tahun) dan lomba azan (usia 7–12 tahun)</li>
<li>08.15–10.00 WIB: Lomba mewarnai (usia 4–8 tahun)</li>
<li>10.30–11.30 WIB: Kelas orang tua "Menumbuhkan cinta Al-Qur’an tanpa paksaan"</li>
<li>11.30–12.30 WIB: Pengumuman pemenang dan pembagian hadiah</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>Ustazah Hj. Umi Kulsum, S.Pd.I. — Pengasuh taman pendidikan Al-Qur’an dan juri hafalan</li>
<li>Agus Santoso, S.Pd.I. — Ketua SBC Chapter Semarang</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>Krayon atau pensil warna untuk peserta lomba mewarnai; kertas gambar disediakan panitia.</li>
<li>Bekal minum dan camilan anak.</li>
<li>Biaya pendaftaran sudah termasuk kaus peserta dan bingkisan.</li>
</ul>`,
    startsInDays: -60,
    startTime: '07:30',
    durationHours: 5,
    place: 'Aula SBC Chapter Semarang',
    address: 'Jl. Pandanaran No. 76, Pekunden, Semarang Tengah, Kota Semarang 50134',
    city: 'Semarang',
    seats: 120,
    priceMember: 20000,
    priceNonMember: 30000,
    chapter: 'semarang',
  },
  {
    slug: 'workshop-keuangan-keluarga',
    title: 'Workshop Keuangan Keluarga: Anggaran, Dana Darurat, dan Bebas Utang Konsumtif',
    summary:
      'Workshop praktis bagi pasangan dan keluarga muda untuk menyusun anggaran bulanan, membangun dana darurat, dan keluar dari jerat cicilan serta pinjaman daring.',
    descriptionHtml: `<p>Gaji yang cukup belum tentu membuat keuangan keluarga sehat. Dalam workshop ini peserta langsung menyusun anggaran keluarganya sendiri, menghitung kebutuhan dana darurat, dan membuat rencana pelunasan utang. Materi juga membahas cara mengenali pinjaman daring ilegal dan investasi bodong.</p>
<h2>Rangkaian Acara</h2>
<ul>
<li>09.00–09.15 WITA: Pembukaan</li>
<li>09.15–10.15 WITA: Memetakan arus kas keluarga dan menyusun anggaran bulanan</li>
<li>10.15–11.00 WITA: Dana darurat, asuransi kesehatan, dan zakat dalam perencanaan keuangan</li>
<li>11.00–12.00 WITA: Strategi melunasi utang konsumtif dan menghindari pinjaman daring ilegal</li>
<li>12.00–13.00 WITA: Praktik menyusun anggaran dan konsultasi per keluarga</li>
</ul>
<h2>Narasumber</h2>
<ul>
<li>Andi Irwan Saputra, S.E., M.B.A. — Ketua Bidang Ekonomi SBC</li>
<li>Maya Anggraeni, CFP — Perencana keuangan independen</li>
</ul>
<h2>Yang Perlu Dibawa</h2>
<ul>
<li>Catatan penghasilan dan pengeluaran keluarga selama satu bulan terakhir.</li>
<li>Kalkulator atau ponsel dan alat tulis.</li>
<li>Peserta disarankan hadir bersama pasangan.</li>
</ul>`,
    startsInDays: -100,
    startTime: '08:00',
    durationHours: 4,
    place: 'Aula SBC Chapter Balikpapan',
    address: 'Jl. Jenderal Sudirman No. 27, Klandasan Ilir, Balikpapan Kota, Kota Balikpapan 76113',
    city: 'Balikpapan',
    seats: 60,
    priceMember: 25000,
    priceNonMember: 50000,
    chapter: 'balikpapan',
  },
];
