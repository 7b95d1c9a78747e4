import { type SeedArticle } from './types';

/**
 * More blog articles, so every category, section and tag has several posts: zakat, wakaf, sedekah,
 * leadership, immunisation, nutrition, blood donation, environment, sport, literacy, Ramadan, the elderly.
 */
export const articlesMore: SeedArticle[] = [
  // ───────────────────────────── Kesehatan ─────────────────────────────
  {
    permalink: 'cegah-stunting-sejak-seribu-hari-pertama',
    title: 'Mencegah Stunting Sejak Seribu Hari Pertama Kehidupan',
    excerpt:
      'Stunting bukan sekadar soal tinggi badan. Seribu hari pertama kehidupan adalah masa emas untuk mencegahnya lewat gizi, imunisasi, dan pemantauan tumbuh kembang.',
    category: 'kesehatan',
    tags: ['gizi', 'imunisasi', 'parenting'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 16,
    html: `<p>Istilah stunting kini sering terdengar di posyandu, media, hingga spanduk di kantor desa. Sayangnya, masih banyak yang mengira stunting hanya berarti anak bertubuh pendek. Padahal, stunting adalah kondisi gagal tumbuh akibat kekurangan gizi kronis dan infeksi berulang, terutama pada masa awal kehidupan. Dampaknya tidak berhenti pada tinggi badan, tetapi juga dapat memengaruhi perkembangan otak, daya tahan tubuh, dan kesehatan anak ketika dewasa kelak.</p>
<h2>Mengapa seribu hari pertama begitu penting?</h2>
<p>Seribu hari pertama kehidupan dihitung sejak janin berada dalam kandungan (sekitar 270 hari) hingga anak berusia dua tahun (730 hari). Pada masa ini pertumbuhan berlangsung sangat cepat, sehingga kekurangan gizi yang terjadi sulit dikejar di kemudian hari. Karena itu, pencegahan stunting sebenarnya dimulai jauh sebelum bayi lahir, yaitu dari kesehatan dan gizi ibu hamil, bahkan sejak masa remaja putri.</p>
<h2>Langkah-langkah yang bisa dilakukan keluarga</h2>
<ul>
<li><strong>Selama hamil:</strong> periksakan kehamilan secara teratur, minum tablet tambah darah sesuai anjuran bidan, dan perbanyak lauk berprotein seperti telur, ikan, dan kacang-kacangan.</li>
<li><strong>Setelah lahir:</strong> lakukan inisiasi menyusu dini dan berikan ASI eksklusif selama enam bulan pertama.</li>
<li><strong>Mulai usia enam bulan:</strong> kenalkan makanan pendamping ASI yang beragam dengan protein hewani setiap hari, sambil melanjutkan menyusui hingga dua tahun.</li>
<li><strong>Imunisasi lengkap:</strong> anak yang sering sakit kehilangan nafsu makan dan energi untuk tumbuh; imunisasi membantu memutus lingkaran itu.</li>
<li><strong>Timbang dan ukur setiap bulan:</strong> bawa anak ke posyandu agar berat dan panjang badannya tercatat di buku KIA.</li>
</ul>
<p>Pemantauan rutin ini sering dianggap sepele, padahal dari grafik di buku KIA tenaga kesehatan bisa melihat apakah pertumbuhan anak berada di jalur yang benar. Berat badan yang tidak naik dua bulan berturut-turut adalah tanda yang perlu segera dikonsultasikan, bukan ditunggu sampai anak terlihat kurus.</p>
<h2>Air bersih dan sanitasi juga berperan</h2>
<p>Diare dan cacingan yang berulang membuat zat gizi dari makanan tidak terserap dengan baik. Kebiasaan mencuci tangan pakai sabun sebelum menyiapkan makanan, menggunakan jamban sehat, dan memastikan air minum dimasak hingga mendidih ikut menentukan keberhasilan pencegahan stunting. Materi edukasi yang lebih lengkap tersedia di situs <a href="https://www.kemkes.go.id">Kementerian Kesehatan</a> dan dapat ditanyakan langsung kepada kader posyandu.</p>
<blockquote>Pencegahan stunting adalah kerja bersama: ibu, ayah, kakek-nenek, kader posyandu, dan tetangga yang saling mengingatkan.</blockquote>
<p>Peran ayah sering terlupakan. Ayah dapat mendampingi istri saat pemeriksaan kehamilan, ikut memastikan menu keluarga bergizi, dan membantu pekerjaan rumah agar ibu cukup beristirahat selama menyusui. Ketika seluruh keluarga terlibat, seribu hari pertama benar-benar menjadi masa emas bagi anak.</p>`,
  },
  {
    permalink: 'persiapan-sebelum-dan-sesudah-donor-darah',
    title: 'Sebelum dan Sesudah Donor Darah: Persiapan agar Aman dan Nyaman',
    excerpt:
      'Donor darah itu aman bila tubuh disiapkan dengan benar. Inilah hal-hal yang perlu diperhatikan sebelum, saat, dan sesudah menyumbangkan darah.',
    category: 'kesehatan',
    tags: ['donor-darah', 'relawan'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 33,
    html: `<p>Setiap kali SBC mengadakan aksi donor darah bersama PMI, selalu ada peserta yang batal menyumbang karena tekanan darahnya terlalu rendah, kadar hemoglobinnya kurang, atau kurang tidur semalam sebelumnya. Niat baik mereka tentu tetap bernilai, tetapi alangkah baiknya bila persiapan dilakukan sejak jauh hari agar darah yang disumbangkan benar-benar bisa dimanfaatkan.</p>
<h2>Syarat umum pendonor</h2>
<p>Ketentuan rinci ditetapkan oleh Unit Donor Darah PMI dan dapat berubah, sehingga sebaiknya selalu diperiksa di situs <a href="https://pmi.or.id">Palang Merah Indonesia</a>. Secara umum, calon pendonor harus:</p>
<ul>
<li>berusia minimal 17 tahun dan dalam keadaan sehat jasmani;</li>
<li>memiliki berat badan minimal 45 kilogram;</li>
<li>memiliki tekanan darah dan kadar hemoglobin dalam batas yang ditetapkan petugas;</li>
<li>tidak sedang mengonsumsi obat tertentu atau baru saja sembuh dari sakit;</li>
<li>memberi jeda yang cukup sejak donor terakhir, sesuai ketentuan unit donor darah.</li>
</ul>
<p>Petugas akan menanyakan riwayat kesehatan dan melakukan pemeriksaan singkat sebelum pengambilan darah. Jawablah dengan jujur. Pertanyaan tentang obat, tindik, tato, atau perjalanan bukan untuk menghakimi, melainkan untuk melindungi pendonor sekaligus pasien yang kelak menerima darah tersebut.</p>
<h2>Persiapan sehari sebelumnya</h2>
<ul>
<li>Tidur yang cukup pada malam sebelum donor.</li>
<li>Makan teratur dan jangan datang dengan perut kosong; hindari makanan yang sangat berlemak beberapa jam sebelumnya.</li>
<li>Minum air putih lebih banyak dari biasanya.</li>
<li>Bawa kartu donor atau kartu identitas.</li>
</ul>
<h2>Setelah donor</h2>
<p>Beristirahatlah sejenak di tempat yang disediakan dan nikmati minuman serta makanan ringan dari petugas. Tekan bekas tusukan dan biarkan plester menempel selama beberapa jam. Hindari mengangkat beban berat atau olahraga berat dengan lengan tersebut pada hari itu. Bila merasa pusing, segera duduk atau berbaring dengan kaki sedikit ditinggikan dan beri tahu petugas.</p>
<p>Dalam beberapa hari berikutnya, perbanyak makanan sumber zat besi seperti hati, daging merah, ikan, telur, kacang-kacangan, dan sayuran hijau, lalu padukan dengan buah sumber vitamin C agar penyerapannya lebih baik. Tubuh mengganti cairan darah dengan cepat, sedangkan sel darah merah memerlukan waktu lebih lama; itulah sebabnya ada jarak minimal antara dua donor.</p>
<blockquote>Satu kantong darah tidak bisa dibuat di pabrik. Ia hanya bisa datang dari orang sehat yang mau berbagi.</blockquote>
<p>Jadikan donor darah sebagai kebiasaan, bukan sekadar ikut-ikutan ketika ada acara. Catat tanggal donor Anda, lalu ajak satu teman untuk ikut pada kesempatan berikutnya.</p>`,
  },
  {
    permalink: 'imunisasi-untuk-dewasa-dan-lansia',
    title: 'Imunisasi Bukan Hanya untuk Anak: Vaksin bagi Orang Dewasa dan Lansia',
    excerpt:
      'Kekebalan dari vaksin masa kecil bisa menurun seiring usia. Orang dewasa dan lansia pun perlu bertanya kepada dokter tentang vaksin yang sesuai.',
    category: 'kesehatan',
    tags: ['imunisasi', 'lansia'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 125,
    html: `<p>Ketika mendengar kata imunisasi, kebanyakan orang langsung membayangkan bayi di posyandu. Padahal, kebutuhan akan perlindungan vaksin tidak berhenti di masa kanak-kanak. Sebagian kekebalan dari vaksin yang diterima semasa kecil menurun seiring waktu, sementara daya tahan tubuh juga melemah ketika usia bertambah. Karena itu, orang dewasa dan lansia pun dianjurkan membicarakan kebutuhan vaksinnya dengan dokter.</p>
<h2>Vaksin yang sering dianjurkan</h2>
<ul>
<li><strong>Influenza:</strong> diberikan setiap tahun karena virusnya terus berubah. Terutama penting bagi lansia dan orang dengan penyakit kronis seperti diabetes, penyakit jantung, atau asma.</li>
<li><strong>Pneumokokus:</strong> melindungi dari salah satu penyebab utama radang paru (pneumonia), yang bisa berakibat berat pada lansia.</li>
<li><strong>Tetanus dan difteri:</strong> perlu diulang secara berkala pada orang dewasa, serta diberikan kepada ibu hamil sesuai jadwal dari bidan atau dokter.</li>
<li><strong>Hepatitis B:</strong> bagi orang dewasa yang belum pernah divaksin dan belum memiliki kekebalan, terutama tenaga kesehatan.</li>
<li><strong>Meningitis:</strong> diwajibkan bagi jemaah haji dan umrah sebelum berangkat ke Tanah Suci.</li>
</ul>
<p>Daftar di atas bukan resep yang berlaku untuk semua orang. Kebutuhan tiap orang berbeda tergantung usia, pekerjaan, riwayat penyakit, dan rencana perjalanan. Dokter di puskesmas atau klinik akan membantu menentukan vaksin mana yang paling bermanfaat dan kapan sebaiknya diberikan.</p>
<h2>Mengapa lansia perlu perhatian khusus?</h2>
<p>Pada lansia, infeksi yang bagi orang muda hanya menimbulkan demam beberapa hari dapat berkembang menjadi radang paru, memperburuk penyakit jantung, atau membuat gula darah sulit dikendalikan. Masa pemulihannya pun lebih lama dan sering kali menurunkan kemampuan lansia untuk beraktivitas mandiri. Vaksinasi adalah salah satu cara sederhana untuk mengurangi risiko tersebut, di samping gizi yang cukup, aktivitas fisik teratur, dan kontrol penyakit kronis.</p>
<h2>Tips bagi keluarga yang merawat lansia</h2>
<p>Simpan catatan vaksin orang tua kita di satu tempat, sama seperti buku KIA anak. Tanyakan kepada dokter saat kontrol rutin apakah ada vaksin yang perlu diberikan. Bila orang tua akan berangkat umrah, siapkan vaksin meningitis jauh hari dan tanyakan sekalian vaksin lain yang dianjurkan. Informasi resmi tentang program imunisasi dapat dilihat di situs <a href="https://www.kemkes.go.id">Kementerian Kesehatan</a>.</p>
<p>Menjaga kesehatan orang tua adalah bagian dari berbakti kepada mereka. Mengantar ayah atau ibu ke puskesmas untuk vaksinasi mungkin terasa kecil, tetapi bisa menjadi ikhtiar yang melindungi mereka dari sakit berat.</p>`,
  },

  // ───────────────────────────── Keluarga ─────────────────────────────
  {
    permalink: 'mengenalkan-zakat-dan-sedekah-kepada-anak',
    title: 'Mengenalkan Zakat dan Sedekah kepada Anak Sejak Dini',
    excerpt:
      'Anak belajar berbagi dari apa yang ia lihat dan alami. Celengan sedekah, ikut menyerahkan zakat fitrah, dan cerita yang tepat bisa menjadi awal yang baik.',
    category: 'keluarga',
    tags: ['zakat', 'sedekah', 'pendidikan-anak'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 55,
    html: `<p>Banyak orang tua ingin anaknya tumbuh menjadi pribadi yang dermawan, tetapi bingung harus mulai dari mana. Kabar baiknya, anak-anak pada dasarnya senang berbagi bila diberi kesempatan dan contoh. Tugas kita adalah mengubah kesenangan itu menjadi kebiasaan, lalu pelan-pelan mengenalkan makna di baliknya: bahwa harta adalah titipan Allah dan sebagian darinya adalah hak orang lain.</p>
<h2>Bedakan zakat dan sedekah dengan bahasa sederhana</h2>
<p>Anak usia sekolah dasar sudah bisa memahami perbedaan dasar keduanya. Zakat adalah kewajiban dengan aturan tertentu, misalnya zakat fitrah yang dibayarkan setiap Ramadan untuk setiap anggota keluarga, termasuk anak-anak. Sedekah lebih luas dan tidak ditentukan jumlah maupun waktunya; senyum, membantu teman, dan menyingkirkan duri dari jalan pun termasuk sedekah.</p>
<h2>Kegiatan yang bisa dicoba di rumah</h2>
<ul>
<li><strong>Celengan tiga bagian.</strong> Sediakan tiga wadah berlabel "Sedekah", "Tabungan", dan "Jajan". Setiap kali anak menerima uang saku, ajak ia membaginya ke tiga wadah itu.</li>
<li><strong>Ikut menyerahkan zakat fitrah.</strong> Ajak anak ke masjid atau lembaga amil zakat saat keluarga membayar zakat fitrah, lalu jelaskan bahwa bagiannya juga ikut dibayarkan.</li>
<li><strong>Memilih sendiri penerima sedekah.</strong> Biarkan anak memutuskan ke mana isi celengan sedekahnya disalurkan: kotak infak masjid, teman yang sedang sakit, atau program pembangunan sekolah.</li>
<li><strong>Berbagi barang.</strong> Menjelang Lebaran, ajak anak memilah mainan dan pakaian yang masih layak untuk diberikan kepada yang membutuhkan.</li>
</ul>
<p>Hindari memaksa anak memberikan barang kesayangannya. Sedekah yang dipaksakan justru bisa meninggalkan kesan buruk. Mulailah dari yang ringan, puji usahanya, dan ceritakan dampaknya, misalnya bagaimana uang infak ikut membeli karpet masjid tempat ia salat.</p>
<blockquote>"Sedekah tidak akan mengurangi harta." (HR Muslim)</blockquote>
<p>Untuk anak yang lebih besar, orang tua dapat mengajak mereka membuka situs <a href="https://baznas.go.id">BAZNAS</a> dan melihat bagaimana zakat disalurkan untuk pendidikan, kesehatan, dan bantuan ekonomi. Pengalaman melihat manfaat nyata dari zakat dan sedekah akan jauh lebih membekas daripada sekadar nasihat. Yang terpenting, anak melihat orang tuanya sendiri ringan tangan dalam berbagi.</p>`,
  },
  {
    permalink: 'puasa-ramadan-yang-aman-bagi-lansia',
    title: 'Puasa Ramadan yang Aman bagi Orang Tua Lanjut Usia',
    excerpt:
      'Banyak lansia tetap ingin berpuasa meski memiliki penyakit kronis. Konsultasi dengan dokter, pengaturan obat, dan menu sahur yang tepat membuat ibadah lebih tenang.',
    category: 'keluarga',
    tags: ['lansia', 'ramadan', 'gizi'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 268,
    html: `<p>Bagi banyak orang tua kita, Ramadan adalah bulan yang paling dinanti. Meski usia sudah lanjut dan beberapa penyakit kronis menyertai, semangat mereka untuk berpuasa sering kali tidak surut. Sebagai anak, tugas kita bukan melarang atau sebaliknya membiarkan begitu saja, melainkan membantu agar ibadah mereka berjalan aman dan tenang.</p>
<h2>Mulai dengan konsultasi</h2>
<p>Sebaiknya ajak orang tua kontrol ke dokter sebelum atau di awal Ramadan, terutama bila mereka memiliki diabetes, hipertensi, penyakit jantung, atau gangguan ginjal. Dokter dapat menilai apakah puasa aman dijalankan dan menyesuaikan jadwal serta dosis obat, misalnya obat yang biasanya diminum tiga kali sehari. Jangan mengubah sendiri jadwal atau dosis obat tanpa arahan dokter.</p>
<p>Islam memberi keringanan bagi orang yang sakit dan lanjut usia yang tidak mampu berpuasa. Allah berfirman bahwa bagi orang yang berat menjalankannya, wajib membayar fidyah, yaitu memberi makan seorang miskin (QS Al-Baqarah: 184). Menerima keringanan ini bukan tanda lemahnya iman, melainkan bentuk ketaatan pada syariat yang memudahkan.</p>
<h2>Menu sahur dan berbuka</h2>
<ul>
<li>Jangan lewatkan sahur, dan akhirkan waktunya mendekati imsak.</li>
<li>Pilih karbohidrat yang dicerna perlahan seperti nasi merah, oat, atau ubi, ditambah lauk berprotein dan sayur.</li>
<li>Batasi makanan yang terlalu asin, manis, dan berlemak; gorengan dan sirup cukup sesekali.</li>
<li>Cukupi cairan dengan membagi minum air putih sejak berbuka hingga sahur.</li>
<li>Berbuka dengan kurma atau buah dan air putih, lalu beri jeda sebelum makan besar.</li>
</ul>
<h2>Kenali tanda bahaya</h2>
<p>Minta orang tua segera membatalkan puasa bila muncul gejala seperti gemetar, keringat dingin, dan bingung yang bisa menandakan gula darah terlalu rendah, atau lemas berat, pusing hebat, nyeri dada, dan sesak napas. Keluarga perlu memahami bahwa membatalkan puasa dalam keadaan ini justru dianjurkan demi menjaga jiwa.</p>
<p>Ramadan bersama orang tua adalah kesempatan berbakti yang belum tentu datang lagi. Temani mereka sahur, bantu menyiapkan menu, dan antarkan ke masjid bila kondisi memungkinkan. Kehadiran anak dan cucu di meja berbuka sering kali menjadi obat yang paling mereka rindukan.</p>`,
  },
  {
    permalink: 'mengurangi-sampah-rumah-tangga-bersama-anak',
    title: 'Mengurangi Sampah Rumah Tangga Bersama Anak',
    excerpt:
      'Memilah sampah, membawa wadah sendiri, dan membuat kompos bisa menjadi kegiatan keluarga yang menyenangkan sekaligus mendidik anak mencintai lingkungan.',
    category: 'keluarga',
    tags: ['lingkungan', 'parenting'],
    author: 'Budi Santoso',
    publishedDaysAgo: 190,
    html: `<p>Coba perhatikan tempat sampah di rumah kita dalam sepekan. Ada sisa sayur, kulit buah, bungkus makanan ringan, botol plastik, kardus, hingga kantong belanja yang hanya dipakai sekali. Sebagian besar sebenarnya bisa dikurangi, dipakai ulang, atau diolah kembali. Mengajak anak terlibat dalam soal sampah adalah cara sederhana menanamkan kepedulian terhadap lingkungan, sekaligus mengamalkan ajaran agar manusia tidak berbuat kerusakan di muka bumi.</p>
<h2>Mulai dari memilah</h2>
<p>Sediakan minimal dua wadah: sampah organik (sisa makanan, daun, kulit buah) dan anorganik (plastik, kertas, kaleng, kaca). Beri label bergambar agar anak yang masih kecil pun bisa ikut memilah. Setelah terbiasa, sampah anorganik bisa dipilah lagi: botol plastik dan kardus yang bersih dapat disetor ke bank sampah di lingkungan RT atau RW. Anak biasanya senang melihat catatan tabungan bank sampahnya bertambah.</p>
<h2>Kebiasaan yang mengurangi sampah</h2>
<ul>
<li>Membawa tas belanja kain setiap ke pasar atau minimarket.</li>
<li>Membawa botol minum dan kotak bekal sendiri ke sekolah.</li>
<li>Membeli kebutuhan dalam kemasan besar atau isi ulang bila memungkinkan.</li>
<li>Memasak secukupnya dan menghabiskan makanan di piring, karena Rasulullah saw. mengajarkan kita untuk tidak menyia-nyiakan makanan.</li>
</ul>
<h2>Membuat kompos sederhana</h2>
<p>Sisa sayur dan kulit buah dapat diolah menjadi kompos dengan ember bertutup atau keranjang berlubang yang dialasi sekam. Masukkan sampah organik yang sudah dicacah, tambahkan tanah atau kompos lama, aduk beberapa hari sekali, dan jaga agar tidak terlalu basah. Dalam beberapa pekan, hasilnya bisa dipakai untuk menanam cabai atau tomat di pot. Anak akan belajar bahwa sampah dapur ternyata bisa kembali menyuburkan tanaman yang kelak menjadi makanan.</p>
<blockquote>Anak tidak perlu diceramahi soal lingkungan. Cukup ajak mereka melakukannya setiap hari, sampai memilah sampah terasa sama wajarnya dengan mencuci tangan.</blockquote>
<p>Jangan menunggu sempurna. Satu keluarga yang konsisten memilah sampah dan mengurangi plastik sekali pakai sudah memberi contoh bagi tetangga sekitarnya. Dari rumah-rumah seperti itulah lingkungan yang lebih bersih bermula.</p>`,
  },

  // ───────────────────────────── Pendidikan ─────────────────────────────
  {
    permalink: 'anak-aktif-bergerak-peran-sekolah-dan-orang-tua',
    title: 'Anak Aktif Bergerak: Peran Sekolah dan Orang Tua',
    excerpt:
      'Anak yang cukup bergerak lebih sehat, tidur lebih nyenyak, dan lebih siap belajar. Sekolah dan rumah bisa bekerja sama menyediakan waktu bermain aktif.',
    category: 'pendidikan',
    tags: ['olahraga', 'gizi', 'pendidikan-anak'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 85,
    html: `<p>Jam pelajaran yang padat, les tambahan, dan gawai di tangan membuat banyak anak menghabiskan sebagian besar harinya dengan duduk. Padahal, bergerak aktif bukan sekadar pelengkap. Aktivitas fisik membantu pertumbuhan tulang dan otot, menjaga berat badan, memperbaiki kualitas tidur, dan berkaitan dengan konsentrasi serta suasana hati anak saat belajar.</p>
<h2>Berapa banyak yang dianjurkan?</h2>
<p>Organisasi Kesehatan Dunia (<a href="https://www.who.int">WHO</a>) menganjurkan anak dan remaja usia 5–17 tahun melakukan aktivitas fisik intensitas sedang hingga berat rata-rata 60 menit setiap hari. Sebagian besar berupa aktivitas aerobik seperti berlari, bersepeda, atau bermain bola, ditambah kegiatan yang menguatkan otot dan tulang setidaknya tiga hari dalam sepekan. Waktu duduk diam, terutama di depan layar untuk hiburan, sebaiknya dibatasi.</p>
<p>Enam puluh menit itu tidak harus sekaligus. Berjalan kaki ke sekolah, bermain lompat tali saat istirahat, dan bersepeda sore di sekitar rumah bisa dijumlahkan.</p>
<h2>Yang bisa dilakukan sekolah</h2>
<ul>
<li>Menjaga jam pendidikan jasmani agar tidak dikorbankan untuk mata pelajaran lain menjelang ujian.</li>
<li>Menyediakan halaman yang aman dan alat permainan sederhana saat jam istirahat.</li>
<li>Menyelipkan peregangan singkat di sela pelajaran yang panjang.</li>
<li>Menghidupkan ekstrakurikuler olahraga dan permainan tradisional seperti gobak sodor dan engklek.</li>
</ul>
<h2>Yang bisa dilakukan di rumah</h2>
<p>Orang tua adalah teladan. Ajak anak berjalan pagi di akhir pekan, bersepeda bersama, atau membantu pekerjaan rumah yang melibatkan gerak seperti menyiram tanaman dan menyapu halaman. Sepakati aturan penggunaan gawai, misalnya tidak ada layar sebelum tugas dan bermain di luar selesai. Jangan lupakan gizinya: anak yang aktif membutuhkan sarapan bergizi, bekal dengan lauk berprotein, buah, dan air putih yang cukup, bukan minuman manis kemasan.</p>
<blockquote>Anak yang hari ini senang berlari dan bermain akan lebih mudah menjaga kebiasaan hidup aktif ketika dewasa.</blockquote>
<p>Tidak semua anak menyukai olahraga yang bersifat kompetisi, dan itu tidak masalah. Tugas kita adalah membantu setiap anak menemukan gerakan yang ia nikmati, entah menari, berenang, pencak silat, atau sekadar bermain kejar-kejaran bersama teman.</p>`,
  },
  {
    permalink: 'melatih-jiwa-kepemimpinan-remaja-lewat-organisasi',
    title: 'Melatih Jiwa Kepemimpinan Remaja lewat Organisasi',
    excerpt:
      'OSIS, remaja masjid, dan kepanitiaan kegiatan adalah sekolah kepemimpinan yang nyata. Orang tua dapat mendukung tanpa mengambil alih.',
    category: 'pendidikan',
    tags: ['kepemimpinan', 'remaja'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 145,
    html: `<p>Ketika anak remaja kita pulang sore karena rapat OSIS atau sibuk menyiapkan acara remaja masjid, reaksi pertama orang tua sering kali khawatir: bagaimana dengan pelajaran sekolahnya? Kekhawatiran itu wajar. Namun, pengalaman berorganisasi adalah salah satu sarana terbaik bagi remaja untuk belajar memimpin, bekerja sama, dan bertanggung jawab, hal-hal yang tidak sepenuhnya bisa diajarkan di ruang kelas.</p>
<h2>Apa saja yang dipelajari remaja dalam organisasi?</h2>
<ul>
<li><strong>Mengambil keputusan.</strong> Menentukan tema acara, memilih pembicara, dan mengatur anggaran melatih remaja menimbang pilihan dan menanggung akibatnya.</li>
<li><strong>Berkomunikasi.</strong> Memimpin rapat, meminta izin kepada pihak sekolah, atau mengajukan proposal kepada calon donatur membangun kepercayaan diri.</li>
<li><strong>Mengelola waktu.</strong> Remaja yang aktif berorganisasi belajar membagi waktu antara tugas sekolah, kegiatan, dan keluarga.</li>
<li><strong>Menerima perbedaan.</strong> Tidak semua anggota sepakat; di sinilah remaja belajar bermusyawarah dan menghargai pendapat orang lain.</li>
<li><strong>Menghadapi kegagalan.</strong> Acara yang sepi peserta atau rencana yang berantakan adalah pelajaran berharga tentang evaluasi dan bangkit kembali.</li>
</ul>
<h2>Kepemimpinan sebagai amanah</h2>
<p>Dalam Islam, kepemimpinan dipandang sebagai amanah yang kelak dimintai pertanggungjawaban. Rasulullah saw. bersabda, "Setiap kalian adalah pemimpin, dan setiap kalian akan dimintai pertanggungjawaban atas yang dipimpinnya" (HR Bukhari dan Muslim). Pemahaman ini penting ditanamkan agar remaja tidak mengejar jabatan demi gengsi, tetapi memaknainya sebagai kesempatan melayani.</p>
<h2>Peran orang tua</h2>
<p>Dukung tanpa mengambil alih. Biarkan remaja menyelesaikan persoalannya sendiri, dan hadirlah sebagai teman diskusi ketika ia meminta pendapat. Sepakati batas yang jelas, misalnya jam pulang, kewajiban memberi kabar, dan nilai sekolah yang tetap harus dijaga. Bila prestasi belajarnya menurun, ajak ia mengevaluasi jadwal bersama, bukan langsung melarangnya berorganisasi.</p>
<p>Hargai proses, bukan hanya hasil. Remaja yang gagal terpilih sebagai ketua tetapi tetap bekerja sungguh-sungguh sebagai anggota sebenarnya sedang mempelajari kepemimpinan yang paling penting: memimpin dirinya sendiri.</p>`,
  },

  // ───────────────────────────── Ekonomi Syariah ─────────────────────────────
  {
    permalink: 'wakaf-uang-cara-kerja-dan-bedanya-dengan-sedekah',
    title: 'Wakaf Uang: Cara Kerjanya dan Bedanya dengan Sedekah Biasa',
    excerpt:
      'Wakaf tidak harus berupa tanah. Dengan wakaf uang, siapa pun bisa berwakaf dengan nominal terjangkau, sementara pokoknya terjaga dan hasilnya mengalir untuk umat.',
    category: 'ekonomi-syariah',
    tags: ['wakaf', 'sedekah', 'ekonomi-umat'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 65,
    html: `<p>Selama ini wakaf identik dengan tanah untuk masjid, madrasah, atau pemakaman. Akibatnya, banyak orang merasa wakaf hanya bisa dilakukan oleh mereka yang berharta banyak. Padahal, para ulama sejak lama membahas wakaf dalam bentuk uang, dan di Indonesia praktik ini telah memiliki dasar yang jelas. Dengan wakaf uang, seorang karyawan, pedagang, atau mahasiswa pun bisa menjadi wakif.</p>
<h2>Dasar dan cara kerjanya</h2>
<p>Majelis Ulama Indonesia mengeluarkan fatwa tentang kebolehan wakaf uang pada tahun 2002, dan Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf mengakui uang sebagai salah satu harta benda wakaf bergerak. Prinsip utamanya sama dengan wakaf lain: pokok harta harus tetap terjaga, sedangkan hasil pengelolaannya disalurkan untuk kebaikan. Secara sederhana, alurnya seperti ini:</p>
<ol>
<li>Wakif menyerahkan uang melalui lembaga keuangan syariah yang ditunjuk sebagai penerima wakaf uang, atau melalui nazhir resmi.</li>
<li>Wakif menerima sertifikat atau bukti wakaf uang.</li>
<li>Nazhir menempatkan dana tersebut pada instrumen yang aman dan sesuai syariah, misalnya deposito syariah, sukuk, atau usaha produktif.</li>
<li>Hasilnya disalurkan untuk peruntukan yang disepakati, seperti beasiswa, layanan kesehatan, atau pemberdayaan ekonomi, sementara pokoknya tetap utuh.</li>
</ol>
<h2>Apa bedanya dengan sedekah?</h2>
<p>Sedekah biasanya langsung dibelanjakan untuk penerima manfaat: sekantong beras hari ini membantu keluarga yang kekurangan hari ini. Wakaf bekerja dengan cara berbeda. Uang yang diwakafkan tidak boleh dihabiskan, dijual, atau diwariskan, sehingga manfaatnya bisa terus mengalir bertahun-tahun. Keduanya sama-sama mulia dan saling melengkapi; sedekah menjawab kebutuhan mendesak, wakaf membangun kekuatan jangka panjang.</p>
<blockquote>"Apabila manusia meninggal dunia, terputuslah amalnya kecuali tiga perkara: sedekah jariyah, ilmu yang bermanfaat, atau anak saleh yang mendoakannya." (HR Muslim)</blockquote>
<h2>Memilih nazhir yang amanah</h2>
<p>Sebelum berwakaf, pastikan lembaga yang dipilih terdaftar dan terbuka dalam melaporkan pengelolaan dananya. Informasi tentang nazhir dan perwakafan dapat dilihat di situs <a href="https://www.bwi.go.id">Badan Wakaf Indonesia</a>. Mintalah laporan berkala tentang hasil pengelolaan dan penyalurannya; wakif berhak mengetahui bagaimana amanahnya dijaga.</p>`,
  },
  {
    permalink: 'zakat-perdagangan-bagi-pelaku-umkm',
    title: 'Zakat Perdagangan bagi Pelaku UMKM: Cara Menghitungnya',
    excerpt:
      'Usaha yang berkembang membawa kewajiban zakat. Kenali syarat dan cara menghitung zakat perdagangan agar pelaku UMKM bisa menunaikannya dengan tenang.',
    category: 'ekonomi-syariah',
    tags: ['zakat', 'umkm'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 105,
    html: `<p>Ketika usaha kecil mulai tumbuh, pelaku UMKM biasanya sibuk memikirkan modal, stok, dan pemasaran. Satu hal yang kerap terlewat adalah zakat perdagangan, padahal ia merupakan wujud syukur sekaligus pembersih harta usaha. Kabar baiknya, cara menghitungnya tidak serumit yang dibayangkan.</p>
<h2>Syarat zakat perdagangan</h2>
<ul>
<li><strong>Niat berdagang:</strong> barang dibeli untuk dijual kembali, bukan untuk dipakai sendiri.</li>
<li><strong>Mencapai nisab:</strong> nilai harta dagangan setara dengan 85 gram emas.</li>
<li><strong>Haul:</strong> usaha telah berjalan satu tahun hijriah.</li>
<li><strong>Kadar:</strong> 2,5 persen dari harta yang wajib dizakati.</li>
</ul>
<h2>Cara menghitungnya</h2>
<p>Yang dihitung adalah aset lancar usaha, bukan seluruh aset. Etalase, kendaraan operasional, mesin, dan bangunan toko tidak ikut dizakati karena bukan barang yang diperjualbelikan. Rumusnya: (nilai stok barang dagangan menurut harga saat ini + uang kas + piutang yang diperkirakan tertagih) − utang yang jatuh tempo.</p>
<p>Sebagai ilustrasi, seorang pemilik toko kelontong menghitung asetnya pada akhir haul: stok barang senilai Rp60 juta, kas Rp25 juta, dan piutang lancar Rp10 juta. Ia memiliki utang kepada pemasok yang jatuh tempo sebesar Rp15 juta. Harta yang dihitung adalah Rp60 juta + Rp25 juta + Rp10 juta − Rp15 juta = Rp80 juta. Jika jumlah itu sudah mencapai nisab, zakatnya 2,5 persen × Rp80 juta = Rp2 juta.</p>
<h2>Tips praktis bagi pelaku usaha</h2>
<ul>
<li>Pisahkan rekening usaha dan rekening pribadi agar perhitungan lebih mudah.</li>
<li>Tetapkan satu tanggal haul setiap tahun, misalnya awal Ramadan atau 1 Muharam, lalu lakukan stok opname pada tanggal itu.</li>
<li>Catat piutang dan utang secara tertib sepanjang tahun.</li>
<li>Gunakan kalkulator zakat dan layanan konsultasi yang disediakan <a href="https://baznas.go.id">BAZNAS</a> atau lembaga amil zakat resmi bila ragu.</li>
</ul>
<p>Zakat bukan beban yang mengurangi keuntungan, melainkan jalan keberkahan. Dengan menunaikannya melalui lembaga resmi, pelaku UMKM ikut membantu para mustahik membangun usaha mereka sendiri, sehingga roda ekonomi umat berputar lebih merata.</p>`,
  },

  // ───────────────────────────── Kabar Kegiatan ─────────────────────────────
  {
    permalink: 'sbc-semarang-tanam-mangrove-di-pesisir',
    title: 'SBC Semarang dan Warga Pesisir Tanam Bibit Mangrove',
    excerpt:
      'Relawan SBC Semarang bersama warga dan kelompok tani hutan menanam bibit mangrove di pesisir utara untuk menahan abrasi.',
    category: 'kegiatan',
    tags: ['lingkungan', 'relawan'],
    author: 'Budi Santoso',
    publishedDaysAgo: 175,
    html: `<p>Puluhan relawan SBC Chapter Semarang turun ke kawasan pesisir di Kecamatan Tugu pada Ahad pagi untuk menanam bibit mangrove bersama warga setempat dan kelompok tani hutan pesisir. Sebanyak 1.500 bibit bakau ditanam di sekitar tambak yang terdampak abrasi, dengan pendampingan penyuluh lingkungan.</p>
<h2>Menahan abrasi dan rob</h2>
<p>Pesisir utara Jawa Tengah menghadapi abrasi dan banjir rob yang membuat sebagian tambak warga tergerus air laut. Mangrove dikenal mampu meredam gelombang, menahan lumpur, dan menjadi tempat berkembang biak ikan, kepiting, serta udang. "Dulu di sini tambak semua. Sekarang sebagian sudah jadi laut. Kalau mangrovenya tumbuh, kami berharap tambak yang tersisa bisa terlindungi," tutur Pak Slamet, ketua kelompok tani hutan setempat.</p>
<p>Sebelum menanam, peserta mendapat pengarahan singkat tentang cara menanam yang benar: bibit ditanam bersama polibag yang disobek bagian bawahnya, diikat pada ajir bambu agar tidak hanyut, dan diberi jarak cukup agar tidak berebut cahaya. Penanaman dilakukan saat air surut agar relawan dapat bekerja dengan aman.</p>
<h2>Bukan sekali tanam</h2>
<p>Koordinator kegiatan SBC Semarang, Taufik Hidayatullah, menegaskan bahwa penanaman hanyalah langkah awal. "Yang lebih berat adalah merawatnya. Bibit mangrove rentan mati di bulan-bulan pertama karena terbawa ombak atau tertutup sampah plastik," ujarnya. Karena itu, chapter menyiapkan beberapa agenda lanjutan:</p>
<ul>
<li>Pemantauan dan penyulaman bibit yang mati setiap bulan selama satu tahun.</li>
<li>Aksi bersih pantai bersama pelajar dan remaja masjid di sekitar lokasi.</li>
<li>Kelas pengolahan buah mangrove pedada menjadi sirup dan dodol bagi kelompok ibu-ibu warga.</li>
</ul>
<p>Kegiatan ditutup dengan makan siang bersama di rumah warga. Bagi para relawan, pengalaman berlumpur hingga lutut menjadi pengingat bahwa menjaga lingkungan adalah bagian dari amanah manusia sebagai khalifah di bumi. Anggota yang ingin bergabung pada kegiatan berikutnya dapat menghubungi sekretariat SBC Semarang.</p>`,
  },
  {
    permalink: 'sbc-balikpapan-gelar-donor-darah-perdana',
    title: 'SBC Balikpapan Gelar Donor Darah Perdana Bersama PMI',
    excerpt:
      'Aksi donor darah pertama SBC Balikpapan diikuti anggota, karyawan, dan warga sekitar. Hampir sepertiga pendonor baru pertama kali menyumbangkan darahnya.',
    category: 'kegiatan',
    tags: ['donor-darah', 'relawan', 'ukhuwah'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 22,
    html: `<p>SBC Chapter Balikpapan untuk pertama kalinya menggelar aksi donor darah bekerja sama dengan Unit Donor Darah PMI Kota Balikpapan. Kegiatan yang berlangsung di aula masjid mitra chapter ini dibuka sejak pukul 08.00 WITA dan diikuti anggota komunitas, karyawan perusahaan di sekitar lokasi, serta warga umum.</p>
<p>Dari 112 orang yang mendaftar, 87 orang lolos pemeriksaan dan mendonorkan darahnya. Sebagian pendaftar belum dapat menyumbang karena kadar hemoglobin atau tekanan darahnya belum memenuhi syarat, ada pula yang kurang tidur setelah bekerja sif malam. Petugas PMI memberikan penjelasan kepada mereka dan mendorong mereka untuk kembali pada kesempatan berikutnya.</p>
<h2>Banyak pendonor pemula</h2>
<p>Yang menggembirakan, hampir sepertiga pendonor mengaku baru pertama kali mendonorkan darah. Salah satunya Rahmawati, mahasiswi yang datang bersama dua temannya. "Awalnya takut jarum, tapi ternyata cepat dan petugasnya ramah. Insyaallah nanti saya ikut lagi," katanya sambil tersenyum.</p>
<p>Ketua SBC Balikpapan, Muhammad Noor Hakim, mengatakan donor darah dipilih sebagai kegiatan sosial pertama chapter karena manfaatnya langsung dirasakan. "Kebutuhan darah tidak pernah libur. Pasien kecelakaan, ibu melahirkan, dan penderita talasemia membutuhkan darah setiap hari. Kami ingin ikut menjaga ketersediaan darah di kota ini," ujarnya.</p>
<h2>Agenda rutin tiga bulanan</h2>
<p>Melihat antusiasme peserta, SBC Balikpapan berencana menjadikan donor darah agenda rutin setiap tiga bulan, mengikuti jejak chapter Surabaya yang telah lebih dulu melakukannya. Chapter juga akan menyusun daftar pendonor sukarela yang dapat dihubungi ketika PMI membutuhkan golongan darah tertentu.</p>
<ul>
<li>Pendaftaran pendonor sukarela dibuka melalui sekretariat chapter.</li>
<li>Calon pendonor dianjurkan mempelajari syarat donor di situs <a href="https://pmi.or.id">PMI</a> sebelum datang.</li>
<li>Jadwal donor berikutnya diumumkan di halaman kegiatan situs ini.</li>
</ul>
<p>Kegiatan ditutup dengan penyerahan piagam penghargaan bagi relawan panitia dan doa bersama. Semoga setiap tetes darah yang disumbangkan menjadi jalan kesembuhan bagi yang membutuhkan dan pahala yang terus mengalir bagi para pendonornya.</p>`,
  },
  {
    permalink: 'sbc-jakarta-salurkan-zakat-fitrah-dan-paket-ramadan',
    title: 'SBC Jakarta Salurkan Zakat Fitrah dan Paket Ramadan untuk Warga Prasejahtera',
    excerpt:
      'Menjelang Idulfitri, relawan SBC Jakarta bersama unit pengumpul zakat mitra menyalurkan zakat fitrah dan paket sembako kepada keluarga prasejahtera.',
    category: 'kegiatan',
    tags: ['zakat', 'ramadan', 'sedekah'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 255,
    html: `<p>Di pekan terakhir Ramadan, sekretariat SBC Chapter Jakarta dipenuhi karung beras dan kardus sembako. Puluhan relawan bekerja bergantian sejak sore hingga menjelang sahur untuk mengemas zakat fitrah dan paket Ramadan yang akan disalurkan kepada keluarga prasejahtera di beberapa kelurahan di Jakarta Timur dan Jakarta Utara.</p>
<h2>Bekerja sama dengan unit pengumpul zakat</h2>
<p>Zakat fitrah dari anggota dihimpun melalui unit pengumpul zakat yang bekerja sama dengan SBC, sehingga pengelolaannya mengikuti ketentuan lembaga resmi. Setiap jiwa menunaikan zakat fitrah berupa beras sekitar 2,5 kilogram atau uang senilai yang ditetapkan BAZNAS setempat. Data penerima disusun bersama ketua RT, ketua RW, dan takmir masjid agar bantuan tepat sasaran dan tidak tumpang tindih dengan bantuan lain.</p>
<p>Selain zakat fitrah, anggota juga menyisihkan infak dan sedekah untuk paket Ramadan berisi minyak goreng, gula, mi, teh, dan susu bagi keluarga yang memiliki balita. Paket-paket ini diantar langsung ke rumah penerima, terutama warga lanjut usia dan penyandang disabilitas yang sulit keluar rumah.</p>
<h2>Tuntas sebelum salat Id</h2>
<p>Koordinator kegiatan SBC Jakarta, Fajar Nugroho, menjelaskan bahwa seluruh zakat fitrah harus sampai kepada penerima sebelum salat Idulfitri. "Zakat fitrah itu untuk menyucikan orang yang berpuasa dan memberi makan orang miskin, supaya di hari raya tidak ada yang kelaparan. Karena itu kami kejar waktunya," ujarnya. Penyaluran dilakukan dalam tiga hari terakhir Ramadan dengan rute yang dibagi per kelompok relawan.</p>
<ul>
<li>Relawan dibagi ke dalam kelompok kecil, masing-masing didampingi warga setempat sebagai penunjuk jalan.</li>
<li>Setiap penyerahan dicatat agar dapat dilaporkan kembali kepada unit pengumpul zakat.</li>
<li>Anak-anak anggota ikut membantu mengemas paket sebagai bagian dari pendidikan berbagi.</li>
</ul>
<blockquote>"Yang paling membahagiakan bukan saat paketnya diterima, tetapi saat ibu-ibu di sini bilang, 'Alhamdulillah, besok anak-anak bisa makan ketupat.'" — salah seorang relawan</blockquote>
<p>Pengurus chapter menyampaikan terima kasih kepada seluruh anggota, donatur, dan warga yang terlibat. Laporan penyaluran akan dibagikan kepada anggota melalui grup chapter dan rapat bulanan setelah Idulfitri.</p>`,
  },
  {
    permalink: 'jalan-sehat-keluarga-sbc-yogyakarta',
    title: 'Jalan Sehat Keluarga SBC Yogyakarta Ramaikan Akhir Pekan',
    excerpt:
      'Ratusan peserta dari berbagai usia mengikuti jalan sehat keluarga SBC Yogyakarta, lengkap dengan senam bersama, cek kesehatan gratis, dan aksi pungut sampah.',
    category: 'kegiatan',
    tags: ['olahraga', 'ukhuwah', 'lingkungan'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 80,
    html: `<p>Minggu pagi itu, halaman sebuah masjid di kawasan Kotagede sudah ramai sejak selepas Subuh. Anak-anak berkaus seragam berlarian, para ayah sibuk memasang nomor peserta, dan beberapa nenek duduk di kursi plastik menunggu aba-aba. SBC Chapter Yogyakarta menggelar jalan sehat keluarga yang diikuti sekitar 400 peserta, mulai dari balita dalam kereta dorong hingga lansia berusia tujuh puluhan.</p>
<h2>Rute lima kilometer</h2>
<p>Peserta menempuh rute sepanjang kurang lebih lima kilometer melewati jalan-jalan kampung dan sentra perajin perak. Panitia menyediakan dua pos minum serta petugas kesehatan yang siaga di sepanjang rute. Bagi lansia dan keluarga dengan anak kecil, tersedia rute pendek sekitar dua kilometer agar semua tetap bisa ikut tanpa memaksakan diri.</p>
<p>Sambil berjalan, peserta diajak memungut sampah plastik yang ditemui di sepanjang jalan. Setiap keluarga membawa satu kantong, dan sampah yang terkumpul dipilah di garis akhir untuk disetor ke bank sampah kampung.</p>
<h2>Senam, cek kesehatan, dan hadiah</h2>
<ul>
<li>Senam bersama dipandu instruktur dari salah satu sanggar senam di Yogyakarta.</li>
<li>Pemeriksaan tekanan darah dan gula darah gratis oleh tim kesehatan relawan; peserta dengan hasil di atas normal diberi surat rujukan ke puskesmas.</li>
<li>Lomba mewarnai untuk anak-anak dan pembagian hadiah dari para donatur.</li>
</ul>
<p>Ketua SBC Yogyakarta, dr. Bagus Prasetyo Adi, menyampaikan bahwa jalan sehat dipilih karena murah, bisa diikuti semua usia, dan mempererat silaturahmi antarkeluarga anggota. "Banyak anggota yang selama ini hanya bertemu di kajian. Di sini mereka datang bersama anak dan orang tuanya, saling kenal, saling sapa. Itu yang kami cari," ujarnya.</p>
<p>Kegiatan serupa rencananya digelar setiap enam bulan dengan rute berbeda. Panitia juga mengajak peserta menjadikan jalan kaki sebagai kebiasaan harian, misalnya berjalan ke masjid untuk salat berjamaah atau ke pasar terdekat tanpa kendaraan bermotor.</p>`,
  },

  // ───────────────────────────── Pengumuman ─────────────────────────────
  {
    permalink: 'pendaftaran-sekolah-kepemimpinan-pemuda-sbc',
    title: 'Pendaftaran Sekolah Kepemimpinan Pemuda SBC Dibuka',
    excerpt:
      'Program pembinaan kepemimpinan bagi pemuda berusia 17–25 tahun kembali dibuka. Peserta belajar mengelola organisasi, berbicara di depan umum, dan menjalankan proyek sosial.',
    category: 'pengumuman',
    tags: ['kepemimpinan', 'remaja'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 26,
    html: `<p>Komunitas SBC membuka pendaftaran Sekolah Kepemimpinan Pemuda untuk anggota muda dan masyarakat umum berusia 17 hingga 25 tahun. Program ini dirancang untuk menyiapkan generasi penerus yang siap memimpin kegiatan sosial dan dakwah di lingkungannya masing-masing, dengan bekal akhlak, keterampilan berorganisasi, dan kepekaan sosial.</p>
<h2>Materi program</h2>
<p>Selama tiga bulan, peserta mengikuti pertemuan sepekan sekali yang terdiri atas materi, diskusi kelompok, dan praktik lapangan. Materi disusun bertahap sebagai berikut:</p>
<ol>
<li>Kepemimpinan dalam Islam: amanah, keteladanan, dan musyawarah.</li>
<li>Mengelola organisasi: menyusun program kerja, membagi tugas, dan mengatur keuangan secara transparan.</li>
<li>Komunikasi publik: berbicara di depan umum, menulis siaran pers, dan menggunakan media sosial secara bijak.</li>
<li>Merancang proyek sosial: dari pemetaan masalah di lingkungan sekitar hingga evaluasi.</li>
<li>Praktik lapangan: setiap kelompok menjalankan satu proyek sosial kecil bersama chapter terdekat.</li>
</ol>
<h2>Ketentuan peserta</h2>
<ul>
<li>Berusia 17–25 tahun pada saat pendaftaran.</li>
<li>Bersedia mengikuti seluruh rangkaian program dengan kehadiran minimal 80 persen.</li>
<li>Menulis esai singkat tentang persoalan sosial di lingkungannya dan gagasan untuk mengatasinya.</li>
<li>Mendapat izin dari orang tua atau wali bagi peserta yang masih berstatus pelajar.</li>
</ul>
<p>Kelas tatap muka diselenggarakan di chapter Jakarta, Bandung, dan Surabaya, sedangkan peserta dari kota lain dapat mengikuti kelas daring dengan praktik lapangan bersama chapter terdekat. Program ini tidak dipungut biaya; peserta hanya menanggung transportasi dan konsumsi pribadi selama praktik lapangan.</p>
<h2>Cara mendaftar</h2>
<p>Pendaftaran dilakukan melalui sekretariat chapter atau formulir yang disediakan di situs ini. Seleksi dilakukan berdasarkan esai dan wawancara singkat. Peserta yang menyelesaikan program akan menerima sertifikat dan berkesempatan bergabung sebagai pengurus muda di chapter masing-masing.</p>`,
  },
  {
    permalink: 'lomba-menulis-esai-remaja-masjid-dan-kampungku',
    title: 'Lomba Menulis Esai Remaja "Masjid dan Kampungku"',
    excerpt:
      'SBC mengajak pelajar SMP dan SMA sederajat menuliskan gagasan tentang peran masjid di lingkungan mereka. Esai terbaik akan dibukukan untuk taman bacaan mitra.',
    category: 'pengumuman',
    tags: ['literasi', 'remaja'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 48,
    html: `<p>Untuk menumbuhkan budaya literasi di kalangan pelajar, Komunitas SBC menyelenggarakan Lomba Menulis Esai Remaja dengan tema "Masjid dan Kampungku". Lomba ini terbuka bagi pelajar SMP, MTs, SMA, SMK, dan MA sederajat di seluruh Indonesia, baik anggota maupun bukan anggota komunitas.</p>
<h2>Tentang tema</h2>
<p>Peserta diajak menuliskan pengamatan dan gagasan tentang peran masjid di lingkungan tempat tinggal mereka. Misalnya, bagaimana masjid bisa lebih ramah bagi remaja, menjadi pusat kegiatan belajar anak-anak, membantu warga yang kesulitan, atau ikut menjaga kebersihan lingkungan. Tulisan boleh berangkat dari pengalaman pribadi, wawancara dengan takmir, atau pengamatan sehari-hari.</p>
<h2>Ketentuan lomba</h2>
<ul>
<li>Esai ditulis dalam bahasa Indonesia yang baik, dengan panjang 1.000 hingga 1.500 kata.</li>
<li>Karya asli, belum pernah dipublikasikan, dan tidak menyalin tulisan orang lain.</li>
<li>Setiap peserta hanya boleh mengirimkan satu karya.</li>
<li>Naskah dikirim dalam format dokumen beserta foto kartu pelajar melalui formulir pendaftaran di situs ini.</li>
</ul>
<p>Penilaian meliputi kesesuaian dengan tema, orisinalitas gagasan, kekuatan argumen, serta penggunaan bahasa. Dewan juri terdiri atas guru bahasa Indonesia, penulis, dan pengurus bidang pendidikan SBC.</p>
<h2>Penghargaan</h2>
<p>Tiga pemenang utama dan lima pemenang harapan akan menerima sertifikat, paket buku, dan uang pembinaan. Dua puluh esai terbaik akan dihimpun dalam sebuah buku antologi yang dibagikan ke taman bacaan masyarakat dan perpustakaan masjid mitra SBC. Guru pembimbing para pemenang utama juga akan mendapat penghargaan.</p>
<blockquote>Menulis melatih kita berpikir jernih. Remaja yang terbiasa menulis akan lebih peka terhadap keadaan di sekitarnya.</blockquote>
<p>Pengumuman pemenang akan disampaikan melalui situs ini dan media sosial resmi SBC. Pertanyaan seputar lomba dapat diajukan kepada panitia melalui sekretariat chapter terdekat. Ayo, tuangkan gagasanmu dan jadilah bagian dari perubahan di kampungmu sendiri!</p>`,
  },
  {
    permalink: 'program-wakaf-buku-untuk-taman-bacaan',
    title: 'Program Wakaf Buku untuk Taman Bacaan dan Perpustakaan Masjid',
    excerpt:
      'SBC mengajak anggota mewakafkan buku anak dan remaja yang layak untuk taman bacaan masyarakat dan perpustakaan masjid mitra di berbagai kota.',
    category: 'pengumuman',
    tags: ['wakaf', 'literasi'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 215,
    html: `<p>Banyak rumah menyimpan buku yang sudah selesai dibaca dan kini hanya berdebu di rak. Di sisi lain, taman bacaan masyarakat dan perpustakaan masjid di banyak kampung kekurangan buku yang menarik bagi anak dan remaja. Untuk mempertemukan keduanya, Komunitas SBC membuka Program Wakaf Buku yang berlangsung di seluruh chapter.</p>
<h2>Buku yang diterima</h2>
<ul>
<li>Buku cerita anak bergambar, dongeng Nusantara, dan kisah para nabi.</li>
<li>Novel remaja, biografi tokoh, serta buku pengetahuan populer.</li>
<li>Buku keislaman yang ringan dan sesuai usia anak dan remaja.</li>
<li>Buku pelajaran dan buku latihan soal yang kurikulumnya masih berlaku dan belum diisi.</li>
</ul>
<p>Buku harus dalam kondisi layak: tidak sobek, tidak berjamur, dan halamannya lengkap. Panitia tidak menerima buku yang isinya tidak sesuai untuk anak, majalah lama, maupun buku bajakan.</p>
<h2>Mengapa wakaf, bukan sekadar sumbangan?</h2>
<p>Buku yang diwakafkan diniatkan untuk dimanfaatkan terus-menerus: dipinjam bergantian oleh banyak anak, dijaga, dan tidak diperjualbelikan. Wakaf tidak terbatas pada tanah dan bangunan; benda bergerak seperti buku pun dapat diwakafkan selama manfaatnya bisa dinikmati berulang kali. Setiap buku akan diberi stempel wakaf dan dicatat oleh pengelola perpustakaan penerima. Penjelasan umum tentang perwakafan tersedia di situs <a href="https://www.bwi.go.id">Badan Wakaf Indonesia</a>.</p>
<h2>Cara berpartisipasi</h2>
<ol>
<li>Pilah buku yang akan diwakafkan dan kemas dalam kardus yang diberi nama serta nomor telepon.</li>
<li>Antarkan ke sekretariat chapter terdekat pada jam kerja, atau titipkan saat kajian rutin.</li>
<li>Isi formulir penyerahan singkat; panitia akan mencatat jumlah dan jenis buku.</li>
<li>Laporan penyaluran beserta foto taman bacaan penerima akan dibagikan kepada para wakif.</li>
</ol>
<p>Anggota yang tidak memiliki buku layak juga dapat berpartisipasi dengan berinfak untuk pembelian buku baru, yang akan dipilih bersama pengelola taman bacaan sesuai kebutuhan mereka. Semoga setiap halaman yang dinikmati anak-anak menjadi pahala jariyah bagi para wakifnya.</p>`,
  },

  // ───────────────────────────── Dakwah & Renungan ─────────────────────────────
  {
    permalink: 'harta-yang-tidak-pernah-hilang',
    title: 'Harta yang Tidak Pernah Hilang',
    excerpt:
      'Harta yang kita simpan akan ditinggalkan, yang kita makan akan habis. Yang benar-benar menjadi milik kita adalah yang kita berikan di jalan Allah.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['wakaf', 'sedekah', 'akhlak'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 68,
    html: `<p>Setiap orang senang menyebut miliknya: rumahku, kendaraanku, tabunganku. Rasulullah saw. pernah mengingatkan bahwa seorang hamba sering berkata "hartaku, hartaku", padahal dari hartanya hanya tiga yang benar-benar menjadi miliknya: yang ia makan lalu habis, yang ia pakai lalu usang, dan yang ia berikan lalu tersimpan untuknya di akhirat. Selebihnya akan pergi dan ditinggalkan untuk orang lain (HR Muslim).</p>
<h2>Yang tersisa justru yang diberikan</h2>
<p>Suatu hari keluarga Rasulullah saw. menyembelih seekor kambing dan membagikan dagingnya. Ketika beliau bertanya apa yang tersisa, Aisyah ra. menjawab bahwa yang tersisa hanya bagian bahunya. Rasulullah saw. bersabda, "Semuanya tersisa, kecuali bahunya" (HR Tirmidzi). Cara pandang ini membalik logika kita. Yang kita bagikan tidak hilang; ia berpindah ke tempat penyimpanan yang paling aman.</p>
<h2>Wakaf: sedekah yang terus mengalir</h2>
<p>Ketika Umar bin Khattab ra. mendapatkan sebidang kebun di Khaibar yang sangat ia sukai, ia bertanya kepada Rasulullah saw. apa yang sebaiknya ia lakukan. Beliau menasihati agar pokok tanahnya ditahan dan hasilnya disedekahkan (HR Bukhari dan Muslim). Umar pun menetapkan bahwa kebun itu tidak dijual, tidak dihibahkan, dan tidak diwariskan, sementara hasilnya untuk fakir miskin, kerabat, memerdekakan budak, tamu, dan orang yang dalam perjalanan. Dari peristiwa inilah para ulama banyak mengambil pelajaran tentang wakaf.</p>
<p>Wakaf dan sedekah jariyah adalah cara kita menitipkan harta agar pahalanya terus mengalir bahkan setelah kita tiada. Sumur yang digali, mushaf yang dibaca, sekolah yang dibangun, atau pohon yang ditanam akan terus memberi manfaat selama masih digunakan orang.</p>
<blockquote>"Perumpamaan orang yang menginfakkan hartanya di jalan Allah seperti sebutir biji yang menumbuhkan tujuh tangkai, pada setiap tangkai ada seratus biji." (QS Al-Baqarah: 261)</blockquote>
<h2>Mulai dari yang kita mampu</h2>
<ul>
<li>Sisihkan sedekah rutin, sekecil apa pun, sebelum harta habis untuk keperluan lain.</li>
<li>Ikut berwakaf bersama-sama melalui nazhir yang amanah, meski nominalnya terjangkau.</li>
<li>Wakafkan barang yang bermanfaat, seperti mushaf, buku, atau peralatan untuk masjid dan sekolah.</li>
<li>Sampaikan niat kebaikan kita kepada keluarga agar mereka dapat melanjutkannya.</li>
</ul>
<p>Mari bertanya kepada diri sendiri dengan jujur: dari seluruh yang kita miliki hari ini, berapa banyak yang sudah kita titipkan untuk hari ketika harta tidak lagi berguna, kecuali yang telah diberikan?</p>`,
  },
  {
    permalink: 'memimpin-diri-sebelum-memimpin-orang-lain',
    title: 'Memimpin Diri Sebelum Memimpin Orang Lain',
    excerpt:
      'Setiap kita adalah pemimpin, setidaknya atas diri sendiri. Kepemimpinan yang kokoh berawal dari kejujuran, disiplin, dan kesediaan mengakui kesalahan.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['kepemimpinan', 'akhlak'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 320,
    html: `<p>Kita sering membayangkan pemimpin sebagai orang yang berdiri di depan: ketua organisasi, kepala kantor, atau pejabat. Padahal, dalam pandangan Islam, setiap orang memikul kepemimpinan, sekurang-kurangnya atas dirinya sendiri. Mata, lisan, tangan, waktu, dan harta kita adalah amanah yang kelak ditanyakan bagaimana kita memimpinnya.</p>
<h2>Kata yang sejalan dengan perbuatan</h2>
<p>Allah menegur dengan keras orang yang mengatakan apa yang tidak ia kerjakan: "Wahai orang-orang yang beriman, mengapa kamu mengatakan sesuatu yang tidak kamu kerjakan? Amat besar kebencian di sisi Allah jika kamu mengatakan apa yang tidak kamu kerjakan" (QS As-Saff: 2–3). Teguran ini menjadi cermin bagi siapa saja yang memimpin. Orang yang dipimpin mungkin mendengar nasihat kita, tetapi mereka lebih banyak meniru apa yang kita lakukan.</p>
<h2>Tiga latihan memimpin diri</h2>
<ul>
<li><strong>Jujur kepada diri sendiri.</strong> Akui kelemahan tanpa mencari kambing hitam. Pemimpin yang tidak bisa berkata "saya keliru" akan sulit memperbaiki apa pun.</li>
<li><strong>Disiplin dalam hal kecil.</strong> Tepat waktu, menepati janji, dan menyelesaikan tugas sebelum mengerjakan hal lain. Orang yang lalai dalam hal kecil biasanya goyah ketika memikul hal besar.</li>
<li><strong>Muhasabah setiap hari.</strong> Ucapan masyhur yang dinisbatkan kepada Umar bin Khattab ra. berbunyi, "Hisablah dirimu sebelum kamu dihisab." Luangkan beberapa menit sebelum tidur untuk menimbang apa yang sudah baik dan apa yang perlu diperbaiki.</li>
</ul>
<h2>Amanah yang berat</h2>
<p>Rasulullah saw. memperingatkan bahwa seorang hamba yang diberi amanah memimpin rakyat, lalu meninggal dalam keadaan menipu rakyatnya, Allah haramkan baginya surga (HR Bukhari dan Muslim). Karena itu, orang-orang saleh justru merasa berat ketika ditawari jabatan. Mereka memahami bahwa kepemimpinan bukan hadiah, melainkan beban yang harus dipertanggungjawabkan.</p>
<blockquote>Sebelum bertanya "bagaimana membuat orang lain mengikuti saya?", bertanyalah "sudahkah saya layak diikuti?"</blockquote>
<p>Entah kita memimpin keluarga, kelompok kajian, tim kerja, atau hanya diri sendiri, mulailah dari dalam. Kepemimpinan yang dibangun di atas kejujuran dan keteladanan akan bertahan lebih lama daripada kepemimpinan yang hanya bersandar pada jabatan.</p>`,
  },

  // ───────────────────────────── Motivasi ─────────────────────────────
  {
    permalink: 'berlari-pagi-dan-pelajaran-tentang-istikamah',
    title: 'Berlari Pagi dan Pelajaran tentang Istikamah',
    excerpt:
      'Kilometer pertama selalu terasa berat. Dari kebiasaan berlari pagi, kita belajar bahwa yang membuat seseorang sampai bukan kecepatannya, tetapi keteguhannya.',
    category: 'kesehatan',
    section: 'motivasi',
    tags: ['olahraga', 'kesehatan-mental'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 58,
    html: `<p>Tiga tahun lalu, saya tidak sanggup berlari lebih dari lima menit tanpa berhenti. Napas tersengal, betis terasa terbakar, dan kepala penuh alasan untuk pulang. Hari ini, berlari pagi tiga kali sepekan sudah menjadi bagian dari hidup saya. Bukan karena saya tiba-tiba menjadi atlet, melainkan karena saya belajar satu hal sederhana: terus datang, meski hanya sebentar.</p>
<h2>Mulai dengan target yang hampir terlalu mudah</h2>
<p>Pada pekan-pekan awal, target saya hanya keluar rumah setelah Subuh dan bergerak selama dua puluh menit, berganti-ganti antara berjalan cepat dan berlari pelan. Target itu terdengar remeh, tetapi justru karena ringan, saya tidak punya alasan untuk melewatkannya. Perlahan, porsi berlari bertambah dan porsi berjalan berkurang. Bagi yang memiliki penyakit jantung, tekanan darah tinggi, atau keluhan sendi, konsultasikan dulu dengan dokter sebelum memulai.</p>
<h2>Hari-hari yang berat itu pasti datang</h2>
<p>Ada pagi ketika hujan turun, ada hari ketika badan terasa pegal atau pekerjaan menumpuk. Dulu saya menganggap hari-hari seperti itu sebagai kegagalan. Sekarang saya menerimanya sebagai bagian dari perjalanan. Yang penting bukan tidak pernah berhenti, tetapi tidak berhenti terlalu lama. Satu hari bolos boleh; dua hari berturut-turut, saya usahakan jangan.</p>
<blockquote>"Mukmin yang kuat lebih baik dan lebih dicintai Allah daripada mukmin yang lemah, dan pada keduanya ada kebaikan." (HR Muslim)</blockquote>
<h2>Yang saya dapatkan bukan hanya badan yang lebih bugar</h2>
<ul>
<li>Pikiran lebih jernih. Banyak persoalan terasa lebih ringan setelah berlari, seolah kepala ikut dibersihkan.</li>
<li>Tidur lebih nyenyak dan bangun Subuh terasa lebih mudah.</li>
<li>Rasa percaya diri bahwa saya mampu menepati janji kepada diri sendiri.</li>
<li>Teman-teman baru dari kelompok lari di kompleks rumah.</li>
</ul>
<p>Istikamah dalam ibadah ternyata mirip dengan istikamah dalam berlari. Kita tidak diminta langsung menempuh jarak jauh, tetapi terus melangkah dengan langkah yang sanggup kita jaga. Jika hari ini Anda baru sanggup berjalan kaki sepuluh menit, mulailah dari sana. Besok, ulangi lagi.</p>`,
  },
  {
    permalink: 'menulis-satu-halaman-sehari',
    title: 'Menulis Satu Halaman Sehari',
    excerpt:
      'Tidak perlu menunggu berbakat untuk mulai menulis. Satu halaman sehari, jika dijaga, bisa mengubah cara kita berpikir dan memahami diri sendiri.',
    category: 'pendidikan',
    section: 'motivasi',
    tags: ['literasi', 'remaja'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 185,
    html: `<p>"Saya ingin bisa menulis, tetapi tidak berbakat." Kalimat ini sering saya dengar dari peserta kelas menulis, terutama para remaja. Mereka membayangkan penulis sebagai orang yang duduk sebentar lalu kata-kata mengalir dengan sendirinya. Kenyataannya, hampir semua penulis yang saya kenal memulai dengan cara yang sama: menulis sedikit, setiap hari, meski hasilnya belum bagus.</p>
<h2>Wahyu pertama tentang ilmu dan pena</h2>
<p>Ayat-ayat pertama yang diturunkan kepada Rasulullah saw. dimulai dengan perintah "Iqra'" dan menyebut Allah sebagai Zat yang mengajar manusia dengan perantaraan pena (QS Al-'Alaq: 1–5). Membaca dan menulis adalah dua sayap ilmu: yang satu mengisi pikiran, yang lain merapikannya. Tidak heran jika tradisi ilmu dalam Islam melahirkan begitu banyak kitab yang masih kita pelajari hingga kini.</p>
<h2>Satu halaman saja</h2>
<p>Tantangannya sederhana: tulis satu halaman setiap hari, boleh di buku tulis, boleh di ponsel. Tidak perlu langsung rapi. Beberapa bahan yang bisa dicoba:</p>
<ul>
<li>Pelajaran dari kajian atau kelas yang baru saja diikuti.</li>
<li>Ringkasan buku yang sedang dipelajari, lalu pendapat pribadi tentangnya.</li>
<li>Cerita tentang orang yang ditemui hari itu.</li>
<li>Surat untuk diri sendiri lima tahun yang akan datang.</li>
</ul>
<p>Setelah sebulan, lihat kembali tulisan dari minggu pertama. Biasanya kita akan tersenyum melihat betapa kaku kalimat-kalimat awal itu, dan menyadari bahwa kita sudah bertumbuh tanpa terasa.</p>
<h2>Menulis untuk memahami diri</h2>
<p>Menulis juga cara yang baik untuk merapikan perasaan. Remaja yang sedang bingung, kecewa, atau cemas sering kali terbantu ketika menuangkannya dalam tulisan, karena pikiran yang semula berputar-putar menjadi lebih jelas setelah berwujud kalimat. Tentu saja, tulisan tidak menggantikan teman bicara; bila beban terasa terlalu berat, ceritakan kepada orang tua, guru, atau konselor.</p>
<blockquote>Penulis bukan orang yang tidak pernah kehabisan kata, melainkan orang yang tetap menulis ketika kata-katanya belum sempurna.</blockquote>
<p>Jadi, jangan menunggu merasa berbakat. Ambil pena, tulis satu halaman hari ini, dan ulangi besok. Siapa tahu, beberapa tahun lagi tulisan Anda yang akan menginspirasi orang lain.</p>`,
  },

  // ───────────────────────────── Sejarah & Wawasan ─────────────────────────────
  {
    permalink: 'sejarah-pengelolaan-zakat-di-indonesia',
    title: 'Dari Amil Masjid hingga BAZNAS: Sejarah Pengelolaan Zakat di Indonesia',
    excerpt:
      'Pengelolaan zakat di Indonesia tumbuh dari tradisi masjid dan pesantren hingga memiliki undang-undang dan badan resmi. Perjalanannya menjelaskan mengapa zakat sebaiknya disalurkan melalui lembaga.',
    category: 'ekonomi-syariah',
    section: 'sejarah-wawasan',
    tags: ['zakat', 'sejarah-islam'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 245,
    html: `<p>Jauh sebelum ada lembaga zakat modern, zakat telah menjadi bagian dari kehidupan umat Islam di Nusantara. Di banyak daerah, zakat fitrah dan zakat hasil panen diserahkan kepada kiai, guru ngaji, atau amil masjid, lalu dibagikan kepada warga yang membutuhkan di sekitarnya. Sistem ini bertumpu pada kepercayaan dan kedekatan sosial, meski pencatatannya sederhana dan jangkauannya terbatas pada lingkungan setempat.</p>
<h2>Masa kolonial dan awal kemerdekaan</h2>
<p>Pada masa kolonial, pemerintah Hindia Belanda memandang zakat sebagai perkara agama pribadi dan membatasi keterlibatan pegawai pemerintah pribumi dalam pengumpulannya. Setelah kemerdekaan, zakat tetap dikelola secara swadaya oleh masyarakat. Gagasan untuk menata pengelolaan zakat secara lebih terorganisasi mulai menguat pada akhir 1960-an, ketika sejumlah daerah membentuk badan amil zakat. Salah satu yang dikenal luas adalah badan amil zakat di DKI Jakarta yang dibentuk pada 1968 dan kemudian dikenal sebagai BAZIS DKI.</p>
<h2>Lahirnya undang-undang zakat</h2>
<p>Tonggak penting terjadi dengan disahkannya Undang-Undang Nomor 38 Tahun 1999 tentang Pengelolaan Zakat. Untuk pertama kalinya, pengelolaan zakat memiliki landasan hukum setingkat undang-undang, yang mengakui badan amil zakat bentukan pemerintah dan lembaga amil zakat yang dibentuk masyarakat. Tidak lama kemudian, Badan Amil Zakat Nasional (BAZNAS) dibentuk melalui Keputusan Presiden Nomor 8 Tahun 2001.</p>
<p>Undang-undang tersebut kemudian diganti dengan Undang-Undang Nomor 23 Tahun 2011 tentang Pengelolaan Zakat. Beberapa hal penting yang diatur di dalamnya:</p>
<ul>
<li>BAZNAS berkedudukan sebagai lembaga pemerintah nonstruktural yang bersifat mandiri, bertanggung jawab kepada Presiden melalui Menteri Agama, dan mengoordinasikan pengelolaan zakat secara nasional.</li>
<li>Lembaga amil zakat yang dibentuk masyarakat wajib memiliki izin dan melaporkan pengelolaan zakatnya.</li>
<li>Zakat yang dibayarkan melalui BAZNAS atau lembaga amil zakat resmi dapat dikurangkan dari penghasilan kena pajak.</li>
</ul>
<h2>Mengapa melalui lembaga?</h2>
<p>Menyalurkan zakat secara langsung tetap sah selama memenuhi ketentuan. Namun, pengelolaan melalui lembaga memungkinkan zakat dihimpun dalam jumlah besar, disalurkan berdasarkan data yang lebih lengkap, dan dimanfaatkan untuk program jangka panjang seperti beasiswa dan modal usaha. Hal ini sejalan dengan praktik pada masa Rasulullah saw. dan para khalifah, ketika petugas diutus untuk menghimpun dan membagikan zakat. Al-Qur'an sendiri menyebut amil sebagai salah satu golongan penerima zakat (QS At-Taubah: 60), isyarat bahwa pengelolaan zakat memang membutuhkan petugas yang bekerja secara khusus.</p>
<p>Informasi tentang program dan laporan penyaluran zakat nasional dapat dilihat di situs <a href="https://baznas.go.id">BAZNAS</a>. Memahami sejarah ini membantu kita melihat zakat bukan sekadar kewajiban pribadi, melainkan sistem sosial yang terus diperbaiki agar makin amanah dan berdaya guna.</p>`,
  },
  {
    permalink: 'umar-bin-abdul-aziz-kepemimpinan-singkat-yang-dikenang',
    title: 'Umar bin Abdul Aziz: Kepemimpinan Singkat yang Dikenang Sepanjang Masa',
    excerpt:
      'Hanya sekitar dua setengah tahun memerintah, Umar bin Abdul Aziz dikenang sebagai khalifah yang adil, sederhana, dan sangat berhati-hati terhadap harta negara.',
    category: 'kajian',
    section: 'sejarah-wawasan',
    tags: ['kepemimpinan', 'tokoh', 'sejarah-islam'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 305,
    html: `<p>Dalam sejarah Islam, ada pemimpin yang berkuasa puluhan tahun tetapi tidak banyak dikenang. Sebaliknya, Umar bin Abdul Aziz hanya memerintah sekitar dua setengah tahun, dari 99 hingga 101 Hijriah (sekitar 717–720 Masehi), namun namanya terus disebut sebagai teladan pemimpin yang adil. Sebagian ulama bahkan menjulukinya khalifah rasyidin yang kelima.</p>
<h2>Dari bangsawan menjadi pemimpin yang zuhud</h2>
<p>Umar lahir dari keluarga bangsawan Bani Umayyah. Ibunya, Ummu Ashim, adalah cucu Umar bin Khattab ra. Di masa mudanya ia dikenal hidup berkecukupan dan berpenampilan rapi. Ia pernah menjabat gubernur Madinah dan dekat dengan para ulama kota itu. Namun ketika amanah kekhalifahan jatuh kepadanya melalui wasiat Khalifah Sulaiman bin Abdul Malik, hidupnya berubah drastis. Ia merasakan beratnya tanggung jawab itu dan memilih hidup sederhana.</p>
<h2>Kebijakan yang berani</h2>
<ul>
<li><strong>Mengembalikan harta yang diambil secara tidak benar.</strong> Ia memulai dari dirinya sendiri dan keluarganya, termasuk menyerahkan perhiasan istrinya, Fatimah binti Abdul Malik, ke baitulmal dengan kerelaan sang istri.</li>
<li><strong>Menghentikan pemborosan istana</strong> dan mengalihkan anggaran untuk kepentingan rakyat.</li>
<li><strong>Memilih pejabat yang jujur</strong> serta mengawasi para gubernur dengan ketat.</li>
<li><strong>Mendorong pembukuan hadis.</strong> Ia meminta para ulama, di antaranya Abu Bakar bin Hazm, menuliskan hadis-hadis Nabi saw. agar tidak hilang bersama wafatnya para penghafal.</li>
</ul>
<h2>Kisah lampu dan harta negara</h2>
<p>Diriwayatkan bahwa suatu malam Umar sedang menyelesaikan pekerjaan negara diterangi lampu yang minyaknya dibiayai baitulmal. Ketika seorang kerabat datang untuk membicarakan keperluan keluarga, Umar memadamkan lampu itu dan menggantinya dengan lampu miliknya sendiri. Terlepas dari rincian riwayatnya, kisah ini menggambarkan betapa hati-hatinya ia memisahkan harta negara dari kepentingan pribadi.</p>
<p>Para sejarawan juga mencatat riwayat tentang makmurnya masa pemerintahannya, misalnya kisah petugas zakat yang kesulitan menemukan orang yang mau menerima zakat di sebagian wilayah. Riwayat semacam ini perlu disikapi dengan kritis, tetapi ia menunjukkan kesan mendalam yang ditinggalkan keadilannya pada generasi sesudahnya.</p>
<blockquote>Kepemimpinan Umar bin Abdul Aziz mengajarkan bahwa perubahan besar tidak selalu membutuhkan waktu lama, tetapi membutuhkan keteladanan yang dimulai dari diri pemimpin sendiri.</blockquote>
<p>Umar wafat pada usia sekitar empat puluh tahun. Warisannya bukan istana atau harta, melainkan contoh tentang pemimpin yang takut kepada Allah, dekat dengan ulama, dan menempatkan kepentingan rakyat di atas kepentingan keluarganya. Pelajaran ini tetap relevan bagi siapa pun yang memegang amanah, dari ketua RT hingga pemimpin negara.</p>`,
  },
];
