import { type SeedBoardMember, type SeedChapter } from './types';

export const chapters: SeedChapter[] = [
  {
    slug: 'jakarta',
    name: 'SBC Chapter Jakarta',
    city: 'Jakarta',
    province: 'DKI Jakarta',
    address: 'Jl. Pramuka Raya No. 18, Utan Kayu Utara, Matraman, Jakarta Timur 13120',
    phone: '+62 812-8045-2271',
    email: 'jakarta@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.jakarta',
    description:
      'Chapter Jakarta mengadakan kajian rutin setiap Ahad pagi dan kelas tahsin Al-Qur’an bagi pekerja pada Rabu malam. Relawannya aktif dalam posko tanggap banjir serta pemeriksaan kesehatan gratis di permukiman padat di Jakarta Timur dan Jakarta Utara.',
  },
  {
    slug: 'bandung',
    name: 'SBC Chapter Bandung',
    city: 'Bandung',
    province: 'Jawa Barat',
    address: 'Jl. Cikutra No. 127, Cikutra, Cibeunying Kidul, Kota Bandung 40124',
    phone: '+62 813-2011-6854',
    email: 'bandung@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.bandung',
    description:
      'Chapter Bandung dikenal dengan kelas parenting bulanan dan kajian tematik untuk mahasiswa di sekitar kampus. Bersama PMI Kota Bandung, chapter ini menggelar donor darah setiap tiga bulan dan mendampingi keluarga pasien talasemia.',
  },
  {
    slug: 'surabaya',
    name: 'SBC Chapter Surabaya',
    city: 'Surabaya',
    province: 'Jawa Timur',
    address: 'Jl. Raya Gubeng No. 56, Gubeng, Kota Surabaya 60281',
    phone: '+62 811-3370-4928',
    email: 'surabaya@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.surabaya',
    description:
      'Chapter Surabaya menjadi pusat pelatihan relawan tanggap bencana untuk wilayah Jawa Timur dan mengirim tim bantuan ke daerah terdampak banjir dan gempa. Kegiatan rutinnya meliputi kajian Jumat malam serta kelas kewirausahaan bagi pelaku usaha mikro.',
  },
  {
    slug: 'yogyakarta',
    name: 'SBC Chapter Yogyakarta',
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    address: 'Jl. Kusumanegara No. 88, Muja Muju, Umbulharjo, Kota Yogyakarta 55165',
    phone: '+62 812-2765-3390',
    email: 'yogyakarta@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.yogyakarta',
    description:
      'Chapter Yogyakarta banyak digerakkan mahasiswa dan tenaga kesehatan muda. Chapter ini rutin mengadakan seminar kesehatan, skrining tekanan darah dan gula darah di kampung-kampung, serta kelas menulis dan literasi bagi pelajar.',
  },
  {
    slug: 'medan',
    name: 'SBC Chapter Medan',
    city: 'Medan',
    province: 'Sumatera Utara',
    address: 'Jl. Sisingamangaraja No. 205, Teladan Barat, Medan Kota, Kota Medan 20217',
    phone: '+62 812-6093-1174',
    email: 'medan@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.medan',
    description:
      'Chapter Medan menyelenggarakan kajian akbar beberapa kali setahun dan halakah pekanan bagi anggota di berbagai kecamatan. Chapter ini juga mengelola program beasiswa pendidikan untuk anak yatim dan dhuafa di Kota Medan dan Deli Serdang.',
  },
  {
    slug: 'makassar',
    name: 'SBC Chapter Makassar',
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    address: 'Jl. A. P. Pettarani No. 41, Tamamaung, Panakkukang, Kota Makassar 90222',
    phone: '+62 811-4106-5832',
    email: 'makassar@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.makassar',
    description:
      'Chapter Makassar aktif dalam bakti sosial dan pengobatan gratis di kawasan pesisir serta pulau-pulau kecil di sekitar Makassar. Setiap bulan chapter ini juga menggelar kajian keluarga dan kelas bahasa Arab dasar.',
  },
  {
    slug: 'semarang',
    name: 'SBC Chapter Semarang',
    city: 'Semarang',
    province: 'Jawa Tengah',
    address: 'Jl. Pandanaran No. 76, Pekunden, Semarang Tengah, Kota Semarang 50134',
    phone: '+62 813-2544-8017',
    email: 'semarang@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.semarang',
    description:
      'Chapter Semarang berfokus pada pendidikan anak dan remaja melalui taman pendidikan Al-Qur’an, lomba anak tahunan, dan mentoring pelajar SMA. Chapter ini juga bekerja sama dengan puskesmas setempat untuk kampanye imunisasi dan gizi balita.',
  },
  {
    slug: 'balikpapan',
    name: 'SBC Chapter Balikpapan',
    city: 'Balikpapan',
    province: 'Kalimantan Timur',
    address: 'Jl. Jenderal Sudirman No. 27, Klandasan Ilir, Balikpapan Kota, Kota Balikpapan 76113',
    phone: '+62 811-5409-2265',
    email: 'balikpapan@sbc.or.id',
    instagram: 'https://www.instagram.com/sbc.balikpapan',
    description:
      'Chapter Balikpapan menghimpun anggota dari kalangan pekerja industri dan keluarga muda di Kalimantan Timur. Kegiatannya meliputi kajian bulanan, workshop keuangan keluarga, serta pendampingan sosial bagi warga di sekitar wilayah Ibu Kota Nusantara.',
  },
];

const NATIONAL_TERM = { termStart: 2024, termEnd: 2027 } as const;
const SYURO_TERM = { termStart: 2023, termEnd: 2028 } as const;
const CHAPTER_TERM = { termStart: 2024, termEnd: 2027 } as const;

const nationalBoard: SeedBoardMember[] = [
  { board: 'nasional', name: 'Dr. H. Ahmad Fauzan Hidayat, M.Si.', position: 'Ketua Umum', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Hj. Ratna Dewi Kusumawati, S.H., M.H.', position: 'Wakil Ketua Umum', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Muhammad Rizky Pratama, S.Sos., M.A.P.', position: 'Sekretaris Jenderal', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Nurul Aini Safitri, S.I.Kom.', position: 'Wakil Sekretaris Jenderal', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Hj. Siti Maryam Lubis, S.E., Ak.', position: 'Bendahara Umum', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Dr. Yusuf Ramadhan, M.Pd.', position: 'Ketua Bidang Pendidikan', ...NATIONAL_TERM },
  { board: 'nasional', name: 'dr. Anisa Rahmawati, Sp.PD.', position: 'Ketua Bidang Kesehatan', ...NATIONAL_TERM },
  { board: 'nasional', name: 'H. Abdul Latif Harahap, Lc., M.A.', position: 'Ketua Bidang Dakwah', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Bambang Setiawan, S.T.', position: 'Ketua Bidang Sosial', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Andi Irwan Saputra, S.E., M.B.A.', position: 'Ketua Bidang Ekonomi', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Dimas Aryo Wibisono, S.Ds.', position: 'Ketua Bidang Media dan Komunikasi', ...NATIONAL_TERM },
  { board: 'nasional', name: 'Fitri Handayani Nasution, S.Psi.', position: 'Ketua Bidang Keanggotaan', ...NATIONAL_TERM },
];

const dewanSyuro: SeedBoardMember[] = [
  { board: 'dewan-syuro', name: 'Prof. Dr. H. Syamsul Arifin, M.A.', position: 'Ketua Dewan Syuro', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'K.H. Mahfud Ridwan, Lc.', position: 'Wakil Ketua Dewan Syuro', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'Dr. Hj. Nur Azizah Tanjung, M.Ag.', position: 'Anggota', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'Prof. Dr. Ir. Hj. Endang Sri Lestari, M.Sc.', position: 'Anggota', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'Dr. H. Andi Baso Amir, S.H., M.H.', position: 'Anggota', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'K.H. Zainal Muttaqin', position: 'Anggota', ...SYURO_TERM },
  { board: 'dewan-syuro', name: 'dr. H. Hasan Basri Siregar, Sp.JP.', position: 'Anggota', ...SYURO_TERM },
];

/** Four officers per chapter, in the order Ketua, Sekretaris, Bendahara, Koordinator Kegiatan. */
const chapterOfficers: Record<string, [string, string, string, string]> = {
  jakarta: ['Hendra Gunawan, S.E.', 'Dewi Anggraini, S.Pd.', 'Rina Marlina', 'Fajar Nugroho'],
  bandung: ['Dadang Suherman, S.T.', 'Neneng Siti Nurhasanah', 'Euis Komalasari, S.E.', 'Rizal Firmansyah'],
  surabaya: ['Moch. Arif Syaifuddin', 'Laila Nur Fadhilah, S.Hum.', 'Wahyu Kurniawan', 'Novita Sari Dewanti'],
  yogyakarta: ['dr. Bagus Prasetyo Adi', 'Rahmi Nur Azizah', 'Sri Wahyuni, S.Ak.', 'Galih Pamungkas'],
  medan: ['Ali Akbar Siregar, S.H.', 'Putri Ramadhani Lubis', 'Ratna Sari Pohan, S.E.', 'Fauzi Rahman Daulay'],
  makassar: ['Andi Muhammad Ridwan, S.Kom.', 'Nurhidayah Syam', 'St. Hartina Rahman', 'Muh. Ilham Saputra'],
  semarang: ['Agus Santoso, S.Pd.I.', 'Yuliana Kartika Sari', 'Endah Purwaningsih', 'Taufik Hidayatullah'],
  balikpapan: ['Muhammad Noor Hakim', 'Siti Rahmah Aulia, S.Si.', 'Hairani Fitriyanti', 'Andika Prasetya'],
};

const CHAPTER_POSITIONS = ['Ketua Chapter', 'Sekretaris', 'Bendahara', 'Koordinator Kegiatan'] as const;

const chapterBoards: SeedBoardMember[] = Object.entries(chapterOfficers).flatMap(([chapter, names]) =>
  names.map(
    (name, i): SeedBoardMember => ({
      board: 'chapter',
      chapter,
      name,
      position: CHAPTER_POSITIONS[i] ?? 'Anggota',
      ...CHAPTER_TERM,
    }),
  ),
);

export const boardMembers: SeedBoardMember[] = [...nationalBoard, ...dewanSyuro, ...chapterBoards];
