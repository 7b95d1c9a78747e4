import { type SeedArticle } from './types';

/** Static policy pages (category `kebijakan`). */
export const policyPages: SeedArticle[] = [
  {
    permalink: 'delivery-policy',
    title: 'Kebijakan Pengiriman',
    excerpt:
      'Ketentuan pengiriman produk digital Komunitas SBC, meliputi e-tiket acara, aktivasi keanggotaan, dan sertifikat elektronik, beserta perkiraan waktunya.',
    html: `<p>Seluruh produk yang dibeli melalui situs Komunitas SBC merupakan produk digital. Kami tidak mengirimkan barang fisik melalui jasa ekspedisi. Kebijakan ini menjelaskan bentuk, cara, dan waktu pengiriman setiap produk digital setelah pembayaran Anda kami terima.</p>
<h2>Konfirmasi Pembayaran</h2>
<p>Pengiriman diproses setelah pembayaran terverifikasi. Pembayaran melalui virtual account, dompet digital, dan kanal lain yang tersedia di halaman pembayaran umumnya terverifikasi otomatis dalam beberapa menit. Untuk setiap transaksi yang berhasil, kami mengirimkan bukti pembayaran ke alamat email yang terdaftar pada akun Anda.</p>
<h2>E-Tiket Acara</h2>
<p>E-tiket untuk acara berbayar maupun gratis dikirim ke email Anda paling lambat 1 × 24 jam setelah pendaftaran atau pembayaran terverifikasi, dan biasanya diterima dalam hitungan menit. E-tiket memuat nama peserta, nama dan jadwal acara, lokasi atau tautan acara daring, serta kode QR untuk registrasi ulang. E-tiket juga dapat dilihat kembali di menu Acara Saya pada akun Anda. Untuk acara daring, tautan ruang pertemuan dikirim ulang melalui email paling lambat satu hari sebelum acara dimulai.</p>
<h2>Aktivasi Keanggotaan</h2>
<p>Setelah iuran keanggotaan terverifikasi, status keanggotaan Anda diaktifkan paling lambat 2 × 24 jam pada hari kerja. Kartu anggota digital dan nomor anggota dikirim melalui email dan dapat diakses di halaman profil akun. Harga khusus anggota untuk acara dan kelas berlaku sejak status keanggotaan aktif; pendaftaran acara yang dilakukan sebelum aktivasi tetap dikenakan harga umum.</p>
<h2>Sertifikat Elektronik</h2>
<p>Sertifikat elektronik (e-sertifikat) diberikan kepada peserta kajian, kelas, seminar, dan pelatihan yang menyediakan sertifikat. Syaratnya, peserta tercatat hadir dan mengisi formulir evaluasi acara. E-sertifikat dalam format PDF dikirim ke email peserta paling lambat 7 hari kerja setelah acara selesai dan dapat diunduh di menu Acara Saya. Nama pada sertifikat mengikuti nama yang tercantum di akun, sehingga pastikan nama Anda sudah benar sebelum acara berlangsung.</p>
<h2>Bila Produk Belum Diterima</h2>
<p>Sebelum menghubungi kami, periksa folder spam, promosi, atau sampah pada email Anda, dan pastikan alamat email pada akun sudah benar. Bila produk digital belum diterima melewati batas waktu di atas, hubungi Sekretariat SBC melalui email sekretariat@sbc.or.id atau WhatsApp +62 811-9004-4550 dengan menyertakan nama lengkap, alamat email akun, dan nomor transaksi. Kami akan menindaklanjuti pada hari kerja berikutnya, Senin sampai Jumat pukul 08.00–16.00 WIB.</p>`,
    category: 'kebijakan',
    tags: [],
    author: 'Sekretariat SBC',
    publishedDaysAgo: 200,
    contentType: 'page',
  },
  {
    permalink: 'customer-data-privacy-policy',
    title: 'Kebijakan Privasi Data Pelanggan',
    excerpt:
      'Penjelasan tentang data pribadi yang dikumpulkan Komunitas SBC, tujuan penggunaannya, lama penyimpanan, serta hak Anda sebagai subjek data pribadi.',
    html: `<p>Komunitas SBC menghormati privasi setiap anggota, peserta acara, dan pengunjung situs. Kebijakan ini menjelaskan bagaimana kami mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi Anda sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP) dan peraturan pelaksanaannya.</p>
<h2>Data yang Kami Kumpulkan</h2>
<ul>
<li><strong>Data identitas:</strong> nama lengkap, jenis kelamin, dan tanggal lahir.</li>
<li><strong>Data kontak:</strong> alamat email, nomor telepon, kota domisili, dan alamat surat-menyurat.</li>
<li><strong>Data keanggotaan dan kegiatan:</strong> nomor anggota, chapter, riwayat pendaftaran dan kehadiran acara, serta sertifikat yang diterbitkan.</li>
<li><strong>Data transaksi:</strong> nomor transaksi, nominal, metode, dan waktu pembayaran. Data kartu dan rekening diproses langsung oleh mitra penyedia pembayaran dan tidak disimpan di sistem kami.</li>
<li><strong>Data teknis:</strong> alamat IP, jenis perangkat dan peramban, serta cookie yang diperlukan agar situs dapat berfungsi.</li>
</ul>
<h2>Tujuan Penggunaan Data</h2>
<p>Data Anda kami gunakan untuk membuat dan mengelola akun, memproses keanggotaan dan pendaftaran acara, mengirim e-tiket dan sertifikat elektronik, memproses pembayaran dan pengembalian dana, menyampaikan informasi kegiatan yang relevan, menyusun statistik kegiatan dalam bentuk agregat, serta memenuhi kewajiban hukum. Kami memproses data berdasarkan persetujuan Anda, pelaksanaan perjanjian layanan dengan Anda, dan kewajiban hukum yang berlaku. Informasi kegiatan dan buletin hanya dikirim bila Anda menyetujuinya, dan Anda dapat berhenti berlangganan kapan saja melalui tautan di setiap email.</p>
<h2>Pembagian Data kepada Pihak Lain</h2>
<p>Kami tidak menjual atau menyewakan data pribadi Anda. Data hanya dibagikan sebatas yang diperlukan kepada mitra penyedia pembayaran, penyedia layanan email dan server yang terikat perjanjian kerahasiaan, pengurus chapter yang menyelenggarakan acara yang Anda ikuti, serta instansi berwenang bila diwajibkan oleh peraturan perundang-undangan.</p>
<h2>Penyimpanan dan Keamanan</h2>
<p>Data akun disimpan selama akun Anda aktif. Akun yang tidak digunakan selama dua tahun akan kami beri pemberitahuan melalui email, lalu datanya dihapus atau dianonimkan bila tidak ada tanggapan dalam 30 hari. Data transaksi disimpan hingga 10 tahun untuk memenuhi kewajiban pembukuan dan perpajakan. Kami melindungi data dengan koneksi terenkripsi, pembatasan akses hanya bagi petugas yang berwenang, dan pencadangan berkala. Bila terjadi kegagalan pelindungan data pribadi, kami akan memberitahukannya kepada Anda dan lembaga yang berwenang paling lambat 3 × 24 jam sesuai ketentuan UU PDP.</p>
<h2>Hak Anda sebagai Subjek Data</h2>
<p>Sesuai UU PDP, Anda berhak memperoleh informasi tentang pemrosesan data Anda; mengakses dan memperoleh salinan data; memperbaiki atau memperbarui data yang tidak akurat; meminta penghapusan data atau mengakhiri pemrosesannya; menarik kembali persetujuan yang telah diberikan; serta mengajukan keberatan atas pemrosesan tertentu. Sebagian permintaan dapat dilakukan sendiri melalui halaman profil akun. Untuk permintaan lainnya, kami akan memverifikasi identitas Anda terlebih dahulu dan menindaklanjutinya dalam jangka waktu yang ditetapkan UU PDP. Data anak di bawah usia 18 tahun, misalnya peserta lomba anak, hanya kami proses dengan persetujuan orang tua atau wali.</p>
<h2>Hubungi Kami</h2>
<p>Pertanyaan, permintaan, atau pengaduan terkait data pribadi dapat disampaikan kepada Sekretariat SBC melalui email <a href="mailto:sekretariat@sbc.or.id">sekretariat@sbc.or.id</a> dengan subjek "Data Pribadi", atau melalui surat ke Jl. Kramat Raya No. 45, Senen, Jakarta Pusat 10450. Kebijakan ini dapat diperbarui sewaktu-waktu; perubahan penting akan kami umumkan melalui situs dan email kepada anggota.</p>`,
    category: 'kebijakan',
    tags: [],
    author: 'Sekretariat SBC',
    publishedDaysAgo: 200,
    contentType: 'page',
  },
  {
    permalink: 'refund-policy',
    title: 'Kebijakan Pengembalian Dana',
    excerpt:
      'Syarat, prosedur, dan jangka waktu pengembalian dana untuk iuran keanggotaan dan pendaftaran acara berbayar Komunitas SBC.',
    html: `<p>Kebijakan ini mengatur pengembalian dana (refund) atas iuran keanggotaan dan biaya pendaftaran acara berbayar yang dibayarkan melalui situs Komunitas SBC. Kami berupaya menjalankannya secara adil bagi peserta sekaligus menjaga keberlangsungan penyelenggaraan kegiatan.</p>
<h2>Iuran Keanggotaan</h2>
<p>Iuran keanggotaan dapat dikembalikan penuh bila permintaan diajukan paling lambat 7 hari setelah pembayaran dan Anda belum menggunakan manfaat keanggotaan, misalnya belum mendaftar acara dengan harga anggota. Setelah melewati batas tersebut atau bila manfaat keanggotaan sudah digunakan, iuran tidak dapat dikembalikan, tetapi keanggotaan Anda tetap berlaku hingga akhir masa aktifnya. Pembayaran ganda untuk periode yang sama akan dikembalikan penuh.</p>
<h2>Acara Berbayar yang Dibatalkan Peserta</h2>
<ul>
<li>Pembatalan 14 hari atau lebih sebelum acara: dana dikembalikan 100%.</li>
<li>Pembatalan 7–13 hari sebelum acara: dana dikembalikan 50%.</li>
<li>Pembatalan kurang dari 7 hari sebelum acara atau tidak hadir tanpa pemberitahuan: dana tidak dapat dikembalikan.</li>
</ul>
<p>Sebagai alternatif, tiket dapat dialihkan kepada orang lain tanpa biaya paling lambat 1 × 24 jam sebelum acara dengan menghubungi sekretariat. Bila penerima pengalihan bukan anggota, ia membayar selisih antara harga anggota dan harga umum.</p>
<h2>Acara yang Dibatalkan atau Dijadwalkan Ulang oleh SBC</h2>
<p>Bila acara dibatalkan oleh penyelenggara, seluruh peserta menerima pengembalian dana 100% secara otomatis tanpa perlu mengajukan permohonan. Bila acara dijadwalkan ulang, tiket tetap berlaku untuk jadwal baru; peserta yang tidak dapat hadir pada jadwal baru dapat meminta pengembalian dana penuh paling lambat 3 hari sebelum jadwal baru tersebut.</p>
<h2>Cara Mengajukan Pengembalian Dana</h2>
<p>Kirim email ke <a href="mailto:sekretariat@sbc.or.id">sekretariat@sbc.or.id</a> dengan subjek "Pengembalian Dana – [nomor transaksi]". Sertakan nama lengkap, alamat email akun, nomor transaksi, alasan pengajuan, serta nama bank, nomor rekening, dan nama pemilik rekening tujuan. Demi keamanan, dana hanya dikembalikan ke rekening atas nama pemesan atau ke metode pembayaran semula.</p>
<h2>Jangka Waktu Proses</h2>
<p>Sekretariat memverifikasi permohonan paling lambat 3 hari kerja dan mengirimkan hasilnya melalui email. Permohonan yang disetujui dibayarkan paling lambat 14 hari kerja setelah verifikasi. Biaya layanan pembayaran yang dikenakan oleh bank atau penyedia pembayaran tidak ikut dikembalikan, kecuali untuk acara yang dibatalkan oleh SBC. Infak dan donasi yang telah disalurkan tidak dapat ditarik kembali; bila terjadi kesalahan nominal, hubungi sekretariat dalam 3 × 24 jam setelah transaksi.</p>`,
    category: 'kebijakan',
    tags: [],
    author: 'Sekretariat SBC',
    publishedDaysAgo: 200,
    contentType: 'page',
  },
];
