import { type SeedArticle } from './types';

/** Regular blog articles (no section): health, family, education, Islamic economics, chapter reports and announcements. */
export const articlesRegular: SeedArticle[] = [
  // ───────────────────────────── Kesehatan ─────────────────────────────
  {
    permalink: 'gizi-seimbang-untuk-keluarga-sibuk',
    title: 'Gizi Seimbang untuk Keluarga Sibuk: Mulai dari Isi Piringku',
    excerpt:
      'Pola makan sehat tidak harus rumit. Panduan Isi Piringku bisa diterapkan keluarga yang sibuk dengan perencanaan sederhana di akhir pekan.',
    category: 'kesehatan',
    tags: ['gizi', 'parenting'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 3,
    editorChoice: true,
    html: `<p>Banyak orang tua merasa bahwa menyiapkan makanan sehat setiap hari membutuhkan waktu dan biaya yang besar. Padahal, prinsip gizi seimbang justru bertumpu pada hal-hal sederhana: makanan yang beragam, porsi yang pas, kebiasaan hidup bersih, dan tubuh yang aktif bergerak. Keluarga yang sibuk pun bisa menerapkannya asalkan ada sedikit perencanaan.</p>
<h2>Mengenal Isi Piringku</h2>
<p>Kementerian Kesehatan memperkenalkan panduan Isi Piringku sebagai gambaran porsi sekali makan. Separuh piring diisi sayur dan buah, dengan porsi sayur lebih banyak daripada buah. Separuh lainnya diisi makanan pokok dan lauk pauk, dengan porsi makanan pokok sedikit lebih banyak daripada lauk. Penjelasan lengkapnya dapat ditemukan di situs <a href="https://www.kemkes.go.id">Kementerian Kesehatan</a>.</p>
<ul>
<li><strong>Makanan pokok:</strong> nasi, nasi merah, jagung, ubi, kentang, atau roti gandum secara bergantian.</li>
<li><strong>Lauk pauk:</strong> ikan, telur, ayam, tempe, tahu, dan kacang-kacangan. Tempe dan tahu adalah sumber protein yang murah dan mudah didapat.</li>
<li><strong>Sayur:</strong> usahakan ada di setiap waktu makan, tidak hanya saat makan siang.</li>
<li><strong>Buah:</strong> pilih buah lokal sesuai musim, misalnya pepaya, pisang, jeruk, atau jambu.</li>
</ul>
<h2>Strategi untuk keluarga yang sibuk</h2>
<p>Luangkan waktu setengah jam di akhir pekan untuk menyusun menu sepekan dan daftar belanja. Sayur bisa dicuci, ditiriskan, dan disimpan di lemari pendingin agar mudah dimasak pada hari kerja. Lauk seperti pepes ikan, semur telur, atau tempe bacem dapat dimasak dalam jumlah cukup untuk dua hari. Untuk bekal anak, pilih menu yang tidak mudah basi dan selipkan buah potong sebagai pengganti camilan kemasan.</p>
<p>Perhatikan pula batas konsumsi gula, garam, dan lemak. Anjuran yang sering disampaikan tenaga kesehatan adalah tidak lebih dari empat sendok makan gula, satu sendok teh garam, dan lima sendok makan minyak per orang per hari. Batas ini mencakup gula dalam minuman kemasan dan garam dalam makanan olahan, sehingga membiasakan air putih sebagai minuman utama akan sangat membantu.</p>
<p>Terakhir, jadikan makan bersama sebagai momen keluarga. Anak belajar menyukai sayur bukan karena dipaksa, melainkan karena melihat orang tuanya menikmatinya. Ajak mereka memilih buah di pasar atau membantu menyiapkan lalapan sederhana. Kebiasaan kecil yang dilakukan bersama-sama inilah yang kelak menjadi bekal kesehatan mereka seumur hidup.</p>`,
  },
  {
    permalink: 'imunisasi-anak-jadwal-dan-mitos',
    title: 'Imunisasi Anak: Memahami Jadwal dan Meluruskan Mitos',
    excerpt:
      'Imunisasi melindungi anak dari penyakit yang bisa dicegah. Kenali jadwalnya, simpan buku KIA dengan baik, dan jangan ragu bertanya kepada tenaga kesehatan.',
    category: 'kesehatan',
    tags: ['imunisasi', 'parenting', 'pendidikan-anak'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 10,
    html: `<p>Imunisasi adalah salah satu upaya kesehatan masyarakat yang paling berhasil dalam sejarah. Berkat imunisasi, penyakit cacar telah hilang dari muka bumi dan kasus polio turun drastis di banyak negara. Meski begitu, masih ada orang tua yang ragu karena informasi simpang siur di grup percakapan. Tulisan ini mengajak kita memahami imunisasi secara tenang dan berdasarkan sumber yang tepercaya.</p>
<h2>Jadwal yang perlu diketahui orang tua</h2>
<p>Jadwal imunisasi rutin untuk bayi dan anak tercantum dalam Buku Kesehatan Ibu dan Anak (buku KIA) yang dibagikan di puskesmas dan posyandu. Secara garis besar, bayi mendapat imunisasi hepatitis B segera setelah lahir, disusul BCG dan polio pada bulan-bulan awal, kemudian DPT-HB-Hib dalam beberapa tahap, serta campak-rubela. Pemerintah juga terus menambahkan vaksin baru ke program rutin, misalnya vaksin pneumokokus (PCV) dan rotavirus. Jadwal rinci dapat berubah mengikuti kebijakan terbaru, jadi selalu cocokkan dengan petugas di fasilitas kesehatan terdekat.</p>
<h2>Meluruskan beberapa mitos</h2>
<ul>
<li><strong>"Anak demam setelah imunisasi berarti vaksinnya berbahaya."</strong> Demam ringan, rewel, atau bengkak di bekas suntikan adalah reaksi yang umum dan biasanya hilang dalam satu sampai dua hari. Itu tanda tubuh sedang membentuk kekebalan.</li>
<li><strong>"Kalau jadwalnya sudah terlewat, imunisasi tidak ada gunanya lagi."</strong> Imunisasi yang terlewat tetap bisa dikejar. Tenaga kesehatan akan menyusun jadwal imunisasi kejar sesuai usia anak.</li>
<li><strong>"Anak yang sehat dan bergizi tidak butuh imunisasi."</strong> Gizi yang baik memang penting, tetapi tidak menggantikan perlindungan khusus yang diberikan vaksin.</li>
</ul>
<p>Hal lain yang sering ditanyakan adalah soal kehalalan. Majelis Ulama Indonesia telah mengeluarkan fatwa bahwa imunisasi pada dasarnya dibolehkan sebagai ikhtiar menjaga kesehatan dan mencegah penyakit. Ketika menjumpai keraguan tentang vaksin tertentu, orang tua dapat merujuk pada fatwa dan penjelasan resmi, bukan pada pesan berantai yang tidak jelas sumbernya.</p>
<p>Simpan buku KIA dengan baik dan bawa setiap kali ke posyandu. Catatan imunisasi akan dibutuhkan ketika anak masuk sekolah dan saat ada program imunisasi tambahan. Jika anak sedang sakit berat saat jadwal tiba, konsultasikan dengan petugas; sering kali imunisasi cukup ditunda beberapa hari, bukan dibatalkan. Melindungi anak lewat imunisasi juga berarti ikut melindungi bayi lain dan anggota keluarga yang belum bisa divaksin.</p>`,
  },
  {
    permalink: 'merawat-kesehatan-mental-di-tengah-kesibukan',
    title: 'Merawat Kesehatan Mental di Tengah Kesibukan',
    excerpt:
      'Lelah yang menumpuk, sulit tidur, dan mudah tersinggung bisa menjadi sinyal bahwa jiwa butuh perhatian. Berikut langkah sederhana untuk merawatnya.',
    category: 'kesehatan',
    tags: ['kesehatan-mental', 'remaja'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 45,
    html: `<p>Kita terbiasa memperhatikan tubuh ketika demam atau batuk, tetapi sering mengabaikan tanda-tanda ketika pikiran dan perasaan sedang tidak baik-baik saja. Padahal kesehatan mental sama pentingnya dengan kesehatan fisik. Keduanya saling memengaruhi: stres berkepanjangan dapat mengganggu tidur, pencernaan, hingga tekanan darah.</p>
<h2>Kenali sinyalnya</h2>
<p>Setiap orang sesekali merasa sedih atau cemas, dan itu wajar. Namun, perlu lebih waspada bila perasaan tersebut berlangsung lebih dari dua minggu dan mengganggu kegiatan sehari-hari. Beberapa tanda yang patut diperhatikan antara lain sulit tidur atau justru tidur berlebihan, kehilangan minat pada hal-hal yang biasanya disukai, mudah marah, sulit berkonsentrasi, dan menarik diri dari keluarga serta teman.</p>
<h2>Langkah kecil yang bisa dimulai hari ini</h2>
<ol>
<li><strong>Atur ritme tidur.</strong> Usahakan tidur dan bangun pada jam yang relatif sama, serta jauhkan gawai setidaknya setengah jam sebelum tidur.</li>
<li><strong>Bergerak setiap hari.</strong> Jalan kaki 30 menit sudah cukup membantu memperbaiki suasana hati.</li>
<li><strong>Batasi paparan berita dan media sosial.</strong> Pilih waktu khusus untuk mengikuti kabar, bukan sepanjang hari.</li>
<li><strong>Bicarakan perasaan.</strong> Bercerita kepada pasangan, sahabat, atau orang yang dipercaya sering kali meringankan beban.</li>
<li><strong>Rawat hubungan dengan Allah.</strong> Salat yang khusyuk, zikir, dan doa memberi ruang untuk menenangkan hati dan menata kembali harapan.</li>
</ol>
<p>Perlu diingat, ibadah dan dukungan keluarga tidak bertentangan dengan bantuan profesional. Ketika keluhan terasa berat, misalnya muncul pikiran untuk menyakiti diri sendiri, segera cari pertolongan. Banyak puskesmas kini menyediakan layanan konseling, dan dokter dapat merujuk ke psikolog atau psikiater bila diperlukan. Mencari bantuan bukan tanda lemah iman, melainkan bagian dari ikhtiar menjaga amanah tubuh dan jiwa.</p>
<p>Di lingkungan komunitas, kita juga bisa saling menjaga. Tanyakan kabar teman yang belakangan jarang hadir, dengarkan tanpa terburu-buru menghakimi, dan tawarkan bantuan yang nyata. Kadang, satu pertanyaan tulus, "Kamu baik-baik saja?", menjadi awal seseorang berani mencari pertolongan.</p>`,
  },
  {
    permalink: 'olahraga-ringan-yang-aman-untuk-lansia',
    title: 'Olahraga Ringan yang Aman untuk Lansia',
    excerpt:
      'Bertambah usia bukan alasan untuk berhenti bergerak. Olahraga ringan yang teratur membantu lansia tetap bugar, mandiri, dan bersemangat.',
    category: 'kesehatan',
    tags: ['olahraga', 'lansia'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 120,
    html: `<p>Seiring bertambahnya usia, kekuatan otot dan kelenturan sendi memang menurun. Namun, penurunan itu bisa diperlambat dengan aktivitas fisik yang teratur. Lansia yang aktif bergerak umumnya lebih mandiri, lebih jarang jatuh, tidurnya lebih nyenyak, dan suasana hatinya lebih baik. Kuncinya adalah memilih jenis olahraga yang sesuai dan melakukannya secara bertahap.</p>
<h2>Pilihan olahraga yang dianjurkan</h2>
<ul>
<li><strong>Jalan kaki.</strong> Mulailah 10–15 menit di pagi hari, lalu tambah perlahan hingga 30 menit. Gunakan alas kaki yang nyaman dan pilih jalur yang rata.</li>
<li><strong>Senam lansia.</strong> Gerakannya dirancang lembut dan melibatkan seluruh tubuh. Senam bersama di posyandu lansia juga menjadi ajang silaturahmi.</li>
<li><strong>Latihan keseimbangan.</strong> Berdiri dengan satu kaki sambil berpegangan pada kursi, atau berjalan lurus dengan tumit menempel ke ujung jari kaki, membantu mengurangi risiko jatuh.</li>
<li><strong>Latihan kekuatan ringan.</strong> Duduk lalu berdiri dari kursi beberapa kali, atau mengangkat botol air berisi sebagai beban.</li>
<li><strong>Peregangan.</strong> Lakukan sebelum dan sesudah berolahraga untuk menjaga kelenturan sendi.</li>
</ul>
<h2>Hal-hal yang perlu diperhatikan</h2>
<p>Sebelum memulai program olahraga, sebaiknya lansia memeriksakan diri ke dokter, terutama jika memiliki hipertensi, diabetes, penyakit jantung, atau keluhan sendi. Dokter dapat memberi saran intensitas yang aman. Saat berolahraga, gunakan patokan sederhana: masih bisa berbicara dengan kalimat utuh, meski napas sedikit lebih cepat. Hentikan segera bila muncul nyeri dada, pusing, sesak napas berat, atau jantung berdebar tidak wajar.</p>
<p>Minum air putih yang cukup sebelum dan sesudah berolahraga, karena rasa haus pada lansia sering kali tidak sekuat pada usia muda. Hindari berolahraga di bawah terik matahari siang. Pagi hari setelah Subuh atau sore menjelang Magrib adalah waktu yang nyaman.</p>
<p>Peran keluarga sangat besar. Menemani orang tua berjalan pagi, mengantar ke senam lansia, atau sekadar mengingatkan jadwal latihan adalah bentuk bakti yang sederhana namun bermakna. Di beberapa chapter, Komunitas SBC juga rutin mengadakan senam sehat bersama yang terbuka untuk warga sekitar.</p>`,
  },
  {
    permalink: 'mengenal-hipertensi-si-pembunuh-senyap',
    title: 'Mengenal Hipertensi, Si Pembunuh Senyap',
    excerpt:
      'Banyak penderita hipertensi tidak merasakan gejala apa pun. Pemeriksaan rutin dan perubahan gaya hidup adalah kunci mencegah komplikasinya.',
    category: 'kesehatan',
    tags: ['lansia', 'gizi', 'olahraga'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 210,
    html: `<p>Hipertensi atau tekanan darah tinggi dijuluki <em>silent killer</em> karena sering tidak menimbulkan keluhan. Seseorang bisa merasa sehat-sehat saja selama bertahun-tahun, padahal tekanan darahnya tinggi dan perlahan merusak pembuluh darah, jantung, ginjal, serta otak. Tidak sedikit yang baru mengetahuinya setelah mengalami stroke atau serangan jantung.</p>
<h2>Kapan disebut hipertensi?</h2>
<p>Tekanan darah dinyatakan dengan dua angka, misalnya 120/80 mmHg. Angka pertama adalah tekanan saat jantung memompa (sistolik), dan angka kedua saat jantung beristirahat di antara dua denyut (diastolik). Seseorang umumnya dikatakan hipertensi bila hasil pengukuran berulang menunjukkan angka 140/90 mmHg atau lebih. Karena itu, pemeriksaan sebaiknya dilakukan beberapa kali dalam kondisi tenang, bukan sekali ukur setelah terburu-buru.</p>
<h2>Faktor risiko yang bisa dikendalikan</h2>
<ul>
<li>Konsumsi garam berlebihan, termasuk dari mi instan, makanan kalengan, kerupuk, dan penyedap.</li>
<li>Berat badan berlebih dan kurang bergerak.</li>
<li>Merokok dan paparan asap rokok.</li>
<li>Stres berkepanjangan dan kurang tidur.</li>
</ul>
<p>Ada pula faktor yang tidak bisa diubah, seperti usia dan riwayat keluarga. Justru karena itu, orang yang orang tuanya menderita hipertensi perlu lebih rajin memeriksakan diri. Pemeriksaan tekanan darah bisa dilakukan gratis di posbindu, puskesmas, atau saat kegiatan pemeriksaan kesehatan yang diadakan komunitas.</p>
<p>Meski sering tanpa gejala, tekanan darah yang sangat tinggi dapat menimbulkan sakit kepala hebat, nyeri dada, sesak napas, pandangan kabur, bicara pelo, atau lemah pada satu sisi tubuh. Keadaan seperti ini adalah kegawatdaruratan. Jangan menunggu keluhan reda dengan sendirinya; segera bawa penderita ke fasilitas kesehatan terdekat.</p>
<p>Bagi yang sudah didiagnosis hipertensi, minumlah obat sesuai anjuran dokter dan jangan berhenti sendiri hanya karena merasa sudah enak badan. Tekanan darah yang terkendali adalah hasil kerja sama antara obat dan gaya hidup. Kurangi garam secara bertahap, perbanyak sayur dan buah, bergerak minimal 30 menit sehari, serta kelola stres dengan cara yang sehat. Menjaga tubuh adalah bagian dari rasa syukur atas nikmat yang Allah titipkan.</p>`,
  },

  // ───────────────────────────── Keluarga ─────────────────────────────
  {
    permalink: 'tujuh-kebiasaan-kecil-komunikasi-suami-istri',
    title: 'Tujuh Kebiasaan Kecil yang Menguatkan Komunikasi Suami-Istri',
    excerpt:
      'Keharmonisan rumah tangga sering kali tidak lahir dari momen besar, tetapi dari kebiasaan sehari-hari yang dijaga bersama.',
    category: 'keluarga',
    tags: ['keluarga-sakinah', 'akhlak'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 6,
    html: `<p>Allah Swt. menyebut salah satu tanda kebesaran-Nya adalah diciptakannya pasangan agar manusia merasa tenteram, lalu dijadikan di antara keduanya rasa kasih dan sayang (QS Ar-Rum: 21). Ketenteraman itu tidak datang sekali jadi. Ia dirawat setiap hari, dan salah satu cara merawatnya adalah melalui komunikasi yang sehat.</p>
<p>Banyak konflik rumah tangga bermula dari hal sepele yang tidak dibicarakan: rasa lelah yang dipendam, harapan yang tidak diungkapkan, atau candaan yang ternyata menyakitkan. Berikut tujuh kebiasaan kecil yang bisa dicoba pasangan suami-istri.</p>
<ol>
<li><strong>Sapa dengan hangat.</strong> Salam dan senyum ketika berangkat dan pulang terlihat remeh, tetapi menjadi penanda bahwa kehadiran pasangan dihargai.</li>
<li><strong>Sediakan waktu bicara tanpa gawai.</strong> Sepuluh atau lima belas menit sebelum tidur untuk saling bercerita sudah sangat berarti.</li>
<li><strong>Dengarkan untuk memahami.</strong> Tahan keinginan untuk langsung menasihati. Kadang pasangan hanya ingin didengar.</li>
<li><strong>Ucapkan terima kasih.</strong> Untuk masakan, untuk nafkah, untuk kesabaran menjaga anak. Apresiasi membuat pasangan merasa dilihat.</li>
<li><strong>Minta maaf lebih dulu.</strong> Tidak perlu menunggu siapa yang paling salah. Meminta maaf bukan kekalahan.</li>
<li><strong>Bicarakan masalahnya, jangan menyerang pribadinya.</strong> Katakan "Aku kecewa karena rencana kita batal" alih-alih "Kamu memang tidak pernah peduli."</li>
<li><strong>Berdoa bersama.</strong> Salat berjemaah di rumah dan doa bersama untuk keluarga menumbuhkan rasa satu tujuan.</li>
</ol>
<h2>Ketika perselisihan terjadi</h2>
<p>Perbedaan pendapat adalah hal yang wajar. Yang perlu dijaga adalah cara menyelesaikannya. Hindari bertengkar di depan anak, apalagi saling merendahkan. Bila emosi sedang tinggi, sepakati jeda untuk menenangkan diri, lalu lanjutkan pembicaraan dengan kepala dingin. Jika masalah terasa buntu, tidak ada salahnya meminta pendampingan dari konselor keluarga atau orang yang dituakan dan dipercaya kedua belah pihak.</p>
<p>Rumah tangga ibarat perahu yang didayung berdua. Arah dan kecepatannya ditentukan oleh kekompakan keduanya. Mulailah dari satu kebiasaan saja pekan ini, dan rasakan perbedaannya.</p>`,
  },
  {
    permalink: 'mendampingi-anak-remaja-di-era-digital',
    title: 'Mendampingi Anak Remaja di Era Digital',
    excerpt:
      'Melarang total gawai jarang berhasil. Yang lebih dibutuhkan remaja adalah orang tua yang hadir, memberi batasan jelas, dan menjadi teladan.',
    category: 'keluarga',
    tags: ['parenting', 'remaja', 'kesehatan-mental'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 28,
    html: `<p>Remaja hari ini tumbuh bersama ponsel pintar. Sekolah, pertemanan, hiburan, bahkan kajian agama banyak berlangsung di layar. Bagi orang tua, keadaan ini memunculkan kekhawatiran: kecanduan gim, paparan konten negatif, perundungan daring, hingga waktu tidur yang berantakan. Kekhawatiran itu wajar, tetapi perlu dijawab dengan pendampingan, bukan sekadar larangan.</p>
<h2>Membangun kesepakatan, bukan aturan sepihak</h2>
<p>Remaja sedang belajar menjadi pribadi yang mandiri. Aturan yang dibuat sepihak cenderung dilanggar diam-diam. Ajak anak duduk bersama untuk menyusun kesepakatan penggunaan gawai, misalnya:</p>
<ul>
<li>Tidak ada gawai saat makan bersama dan saat salat berjemaah di rumah.</li>
<li>Ponsel diletakkan di luar kamar tidur mulai jam tertentu di malam hari.</li>
<li>Kata sandi akun tetap milik anak, tetapi orang tua tahu aplikasi apa saja yang digunakan.</li>
<li>Ada konsekuensi yang disepakati bersama jika kesepakatan dilanggar.</li>
</ul>
<p>Kesepakatan ini juga berlaku untuk orang tua. Sulit meminta anak meletakkan ponsel jika ayah dan ibunya sibuk menggulir layar saat makan malam.</p>
<h2>Hadir dan mudah diajak bicara</h2>
<p>Perlindungan terbaik bagi remaja adalah hubungan yang hangat dengan orang tuanya. Anak yang merasa didengar akan lebih mudah bercerita ketika menemukan hal yang membuatnya tidak nyaman di internet, misalnya pesan dari orang asing atau ejekan dari teman. Tanggapi ceritanya dengan tenang; jika orang tua bereaksi dengan marah, anak akan memilih diam di lain waktu.</p>
<p>Perhatikan juga perubahan perilaku yang mencolok: menarik diri, prestasi menurun drastis, sulit tidur, atau tampak cemas setiap kali ponselnya berbunyi. Tanda-tanda ini bisa berkaitan dengan perundungan atau masalah kesehatan mental yang perlu ditangani bersama, termasuk dengan bantuan guru bimbingan konseling atau psikolog.</p>
<p>Terakhir, tunjukkan sisi baik teknologi. Ajak remaja membuat konten yang bermanfaat, mengikuti kelas daring, atau menjadi relawan pengelola media sosial untuk kegiatan sosial. Dengan begitu, gawai tidak hanya dipandang sebagai ancaman, tetapi juga sarana untuk tumbuh dan berkarya.</p>`,
  },
  {
    permalink: 'merawat-orang-tua-lanjut-usia-di-rumah',
    title: 'Merawat Orang Tua Lanjut Usia di Rumah dengan Sabar dan Terencana',
    excerpt:
      'Merawat orang tua adalah ladang bakti yang besar. Agar tetap kuat menjalaninya, perawatan perlu direncanakan dan dibagi bersama saudara.',
    category: 'keluarga',
    tags: ['lansia', 'keluarga-sakinah', 'akhlak'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 150,
    html: `<p>Ada masanya peran berbalik. Orang tua yang dulu merawat kita sejak bayi kini membutuhkan bantuan untuk berjalan, makan, atau mengingat jadwal minum obat. Al-Qur'an mengingatkan agar kita tidak berkata "ah" kepada orang tua dan mengucapkan perkataan yang mulia kepada mereka (QS Al-Isra': 23). Ayat ini terasa sangat dekat ketika kita benar-benar menjalani hari-hari merawat ayah atau ibu yang sudah sepuh.</p>
<h2>Menata rumah agar aman</h2>
<p>Jatuh adalah salah satu risiko terbesar bagi lansia. Beberapa penyesuaian sederhana dapat mencegahnya:</p>
<ul>
<li>Pasang pegangan di kamar mandi dan gunakan keset antiselip.</li>
<li>Pastikan lampu cukup terang, terutama di jalur dari kamar tidur ke kamar mandi.</li>
<li>Singkirkan kabel, karpet yang mudah tergeser, dan barang yang berserakan di lantai.</li>
<li>Tempatkan kamar orang tua di lantai bawah jika rumah bertingkat.</li>
</ul>
<h2>Membagi peran antarsaudara</h2>
<p>Sering kali beban perawatan jatuh pada satu anak saja, biasanya yang tinggal paling dekat. Lama-kelamaan ia bisa kelelahan, baik fisik maupun batin. Duduklah bersama saudara untuk membagi peran: siapa yang mengantar kontrol ke dokter, siapa yang membantu biaya, siapa yang menggantikan berjaga di akhir pekan. Saudara yang tinggal jauh tetap bisa berkontribusi, misalnya dengan menelepon rutin dan mengurus administrasi jaminan kesehatan.</p>
<p>Catat obat-obatan, jadwal kontrol, dan riwayat penyakit dalam satu buku atau catatan di ponsel yang bisa diakses semua anggota keluarga. Kebiasaan ini sangat membantu ketika terjadi keadaan darurat.</p>
<h2>Jangan lupakan diri sendiri</h2>
<p>Pendamping yang kelelahan akan mudah marah dan kehilangan kesabaran. Karena itu, mereka yang merawat lansia juga perlu istirahat, makan dengan baik, dan punya waktu untuk dirinya sendiri. Tidak perlu merasa bersalah meminta bantuan. Ajak orang tua tetap terhubung dengan lingkungannya, misalnya mengikuti pengajian lansia atau sekadar bercakap dengan tetangga. Hati yang gembira adalah obat yang baik, bagi orang tua maupun bagi kita yang merawatnya.</p>`,
  },
  {
    permalink: 'mengatur-keuangan-keluarga-muda',
    title: 'Mengatur Keuangan Keluarga Muda tanpa Drama',
    excerpt:
      'Uang adalah salah satu sumber pertengkaran yang paling sering dalam rumah tangga. Keterbukaan dan anggaran sederhana bisa mencegahnya.',
    category: 'keluarga',
    tags: ['keluarga-sakinah', 'ekonomi-umat'],
    author: 'Budi Santoso',
    publishedDaysAgo: 260,
    html: `<p>Tahun-tahun pertama pernikahan biasanya diwarnai banyak penyesuaian, termasuk soal uang. Suami dan istri datang dari keluarga dengan kebiasaan finansial yang berbeda. Ada yang terbiasa mencatat setiap pengeluaran, ada pula yang lebih spontan. Tanpa pembicaraan terbuka, perbedaan ini mudah berubah menjadi saling curiga.</p>
<h2>Mulai dengan keterbukaan</h2>
<p>Langkah pertama adalah saling mengetahui kondisi keuangan masing-masing: berapa penghasilan, adakah utang yang masih berjalan, dan tanggungan apa saja yang dimiliki, misalnya membantu orang tua atau adik. Keterbukaan ini bukan untuk saling menghakimi, melainkan untuk menyusun rencana bersama.</p>
<h2>Anggaran sederhana yang mudah dijalankan</h2>
<p>Tidak perlu aplikasi yang rumit. Cukup bagi penghasilan bulanan ke dalam beberapa pos segera setelah gajian. Salah satu contoh pembagian yang bisa disesuaikan:</p>
<ul>
<li><strong>Kewajiban dan kebaikan:</strong> zakat, infak, dan sedekah. Tempatkan di urutan pertama, bukan dari sisa.</li>
<li><strong>Kebutuhan pokok:</strong> makan, tempat tinggal, listrik, air, transportasi, dan pendidikan.</li>
<li><strong>Cicilan:</strong> usahakan total cicilan tidak lebih dari sepertiga penghasilan.</li>
<li><strong>Dana darurat:</strong> targetkan secara bertahap setara tiga sampai enam bulan pengeluaran.</li>
<li><strong>Tabungan tujuan:</strong> misalnya untuk persalinan, pendidikan anak, atau ibadah haji.</li>
<li><strong>Keinginan dan rekreasi:</strong> tetap perlu ada, dengan batas yang disepakati.</li>
</ul>
<p>Cara paling mudah menjaga disiplin adalah memisahkan rekening atau amplop untuk tiap pos. Dengan begitu, uang untuk kebutuhan bulan depan tidak tanpa sadar terpakai untuk belanja daring.</p>
<h2>Hati-hati dengan utang konsumtif</h2>
<p>Kemudahan pinjaman daring dan fitur bayar belakangan membuat godaan berutang semakin besar. Sebelum berutang, tanyakan: apakah ini kebutuhan atau keinginan? Apakah akadnya jelas dan bebas dari riba? Sanggupkah kami melunasinya tanpa mengorbankan kebutuhan pokok? Banyak keluarga terjerat karena cicilan kecil yang jumlahnya terus bertambah.</p>
<p>Terakhir, jadwalkan "rapat keuangan" sebulan sekali, cukup tiga puluh menit sambil minum teh. Evaluasi pengeluaran, syukuri target yang tercapai, dan perbaiki yang meleset. Keuangan yang tertata membuat rumah lebih tenang dan memberi ruang untuk lebih banyak berbagi.</p>`,
  },

  // ───────────────────────────── Pendidikan ─────────────────────────────
  {
    permalink: 'menumbuhkan-kebiasaan-membaca-pada-anak',
    title: 'Menumbuhkan Kebiasaan Membaca pada Anak Sejak Dini',
    excerpt:
      'Anak yang gemar membaca tidak lahir dengan sendirinya. Kebiasaan itu tumbuh dari rumah, dari buku yang mudah dijangkau dan orang tua yang memberi contoh.',
    category: 'pendidikan',
    tags: ['literasi', 'pendidikan-anak', 'parenting'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 2,
    editorChoice: true,
    html: `<p>Wahyu pertama yang turun kepada Rasulullah saw. diawali dengan perintah <em>iqra'</em>, "Bacalah!" (QS Al-'Alaq: 1). Perintah ini menegaskan betapa pentingnya ilmu dan kegiatan membaca dalam kehidupan seorang muslim. Namun, di tengah derasnya tontonan video pendek, menumbuhkan minat membaca pada anak menjadi tantangan tersendiri bagi banyak keluarga.</p>
<h2>Mulai dari rumah</h2>
<p>Minat membaca tidak bisa dipaksakan, tetapi bisa ditumbuhkan. Lingkungan rumah memegang peran besar. Beberapa kebiasaan yang terbukti membantu antara lain:</p>
<ul>
<li><strong>Membacakan buku sebelum tidur.</strong> Bahkan bayi pun menikmati suara orang tuanya. Sepuluh menit setiap malam sudah cukup untuk membangun kedekatan dan memperkaya kosakata.</li>
<li><strong>Menyediakan buku yang mudah dijangkau.</strong> Letakkan rak rendah di ruang keluarga, bukan di lemari yang terkunci.</li>
<li><strong>Membiarkan anak memilih.</strong> Buku tentang dinosaurus, kisah para nabi, atau komik sains, selama sesuai usia, biarkan anak menentukan minatnya.</li>
<li><strong>Memberi teladan.</strong> Anak yang melihat orang tuanya membaca buku atau Al-Qur'an akan meniru tanpa perlu disuruh.</li>
<li><strong>Mengunjungi perpustakaan.</strong> Jadikan kunjungan ke perpustakaan daerah atau taman bacaan sebagai agenda akhir pekan yang menyenangkan.</li>
</ul>
<h2>Dari membaca menjadi berdiskusi</h2>
<p>Setelah selesai membaca, ajak anak bercerita. Tanyakan bagian mana yang paling ia sukai, apa yang akan ia lakukan jika menjadi tokoh dalam cerita, atau pelajaran apa yang bisa diambil. Percakapan sederhana ini melatih kemampuan memahami, berpikir kritis, dan mengungkapkan pendapat, yang semuanya merupakan inti dari literasi.</p>
<p>Jangan khawatir jika anak meminta buku yang sama dibacakan berulang-ulang. Pengulangan justru membantu anak memahami alur cerita dan mengingat kata-kata baru. Hindari pula menjadikan membaca sebagai hukuman atau syarat sebelum boleh bermain, karena anak akan mengaitkan buku dengan hal yang tidak menyenangkan.</p>
<p>Komunitas SBC di beberapa kota kini mengelola pojok buku anak yang buka setiap akhir pekan. Buku-bukunya berasal dari donasi anggota dan siapa pun boleh meminjam. Jika Anda memiliki buku anak yang masih layak, pertimbangkan untuk menyumbangkannya agar manfaatnya terus mengalir kepada anak-anak lain.</p>`,
  },
  {
    permalink: 'belajar-di-rumah-tanpa-tekanan',
    title: 'Belajar di Rumah tanpa Tekanan: Peran Orang Tua sebagai Pendamping',
    excerpt:
      'Mendampingi anak belajar bukan berarti mengerjakan tugasnya. Orang tua cukup menjadi pendamping yang sabar, menyiapkan suasana, dan menghargai proses.',
    category: 'pendidikan',
    tags: ['pendidikan-anak', 'parenting'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 75,
    html: `<p>Setiap sore, di banyak rumah, terjadi drama yang serupa: anak enggan mengerjakan pekerjaan rumah, orang tua mulai meninggikan suara, dan waktu belajar berakhir dengan tangis. Padahal, tujuan belajar di rumah bukan sekadar menyelesaikan tugas, melainkan menumbuhkan kemandirian dan rasa ingin tahu anak.</p>
<h2>Siapkan suasana, bukan hanya meja</h2>
<p>Anak membutuhkan tempat belajar yang tenang dan rutinitas yang jelas. Tentukan jam belajar yang konsisten, misalnya setelah salat Asar dan istirahat sejenak. Jauhkan televisi dan gawai yang tidak diperlukan. Suasana yang teratur membantu anak berpindah dari suasana bermain ke suasana belajar tanpa harus dipaksa.</p>
<h2>Mendampingi tanpa mengambil alih</h2>
<p>Godaan terbesar orang tua adalah langsung memberikan jawaban agar tugas cepat selesai. Cara ini memang praktis, tetapi membuat anak kehilangan kesempatan untuk berpikir. Cobalah pendekatan berikut:</p>
<ul>
<li>Minta anak menjelaskan soal dengan kalimatnya sendiri sebelum mengerjakan.</li>
<li>Ajukan pertanyaan pemandu, misalnya "Kira-kira langkah pertamanya apa?"</li>
<li>Biarkan anak melakukan kesalahan, lalu ajak ia memeriksa kembali jawabannya.</li>
<li>Pecah tugas yang panjang menjadi beberapa bagian dengan jeda istirahat singkat.</li>
</ul>
<p>Yang dipuji sebaiknya usahanya, bukan semata nilainya. Kalimat "Kamu sudah berusaha keras menyelesaikan soal yang sulit ini" lebih membangun daripada "Kamu memang pintar." Pujian pada usaha mendorong anak untuk tidak takut menghadapi tantangan.</p>
<h2>Kenali cara belajar anak</h2>
<p>Setiap anak berbeda. Ada yang cepat memahami lewat gambar, ada yang perlu bergerak, ada pula yang lebih mudah belajar sambil bercerita. Perhatikan cara yang paling cocok bagi anak Anda. Jika anak terus-menerus kesulitan pada mata pelajaran tertentu, jalin komunikasi dengan guru di sekolah. Guru dan orang tua adalah satu tim, bukan pihak yang saling menyalahkan.</p>
<p>Terakhir, jaga hubungan tetap hangat. Nilai rapor akan dilupakan, tetapi kenangan tentang orang tua yang sabar menemani akan tinggal lama di hati anak. Itulah modal terbesar bagi mereka untuk terus mencintai ilmu.</p>`,
  },
  {
    permalink: 'membantu-remaja-memilih-jurusan-kuliah',
    title: 'Membantu Remaja Memilih Jurusan Kuliah',
    excerpt:
      'Memilih jurusan adalah keputusan besar bagi remaja. Orang tua dapat membantu dengan mengenali minat anak, menggali informasi, dan berdiskusi secara terbuka.',
    category: 'pendidikan',
    tags: ['remaja', 'pendidikan-anak'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 180,
    html: `<p>Menjelang kelas XII, banyak remaja dilanda kebingungan: jurusan apa yang sebaiknya dipilih? Sebagian mengikuti pilihan teman, sebagian mengikuti keinginan orang tua, dan tidak sedikit yang memilih asal diterima. Akibatnya, ada mahasiswa yang merasa salah jurusan di tahun pertama dan kehilangan semangat belajar.</p>
<h2>Kenali diri lebih dulu</h2>
<p>Ajak anak merenungkan tiga hal: apa yang ia sukai, apa yang ia kuasai, dan nilai apa yang penting baginya. Mata pelajaran yang dinikmati, kegiatan ekstrakurikuler yang membuatnya lupa waktu, atau masalah sosial yang membuatnya peduli bisa menjadi petunjuk. Tes minat dan bakat di sekolah juga dapat membantu, meski hasilnya sebaiknya dipandang sebagai bahan diskusi, bukan vonis.</p>
<h2>Gali informasi yang nyata</h2>
<ul>
<li>Pelajari kurikulum jurusan, bukan hanya namanya. Jurusan yang terdengar menarik bisa saja berisi mata kuliah yang jauh dari bayangan.</li>
<li>Tanyakan langsung kepada mahasiswa atau alumni tentang suka duka kuliah dan dunia kerjanya.</li>
<li>Hadiri pameran pendidikan atau kunjungan kampus.</li>
<li>Pertimbangkan biaya, lokasi, dan peluang beasiswa secara realistis.</li>
</ul>
<p>Di beberapa chapter, anggota SBC yang berprofesi sebagai dosen, dokter, insinyur, atau wirausaha meluangkan waktu menjadi narasumber kelas bimbingan karier untuk remaja. Cerita dari orang yang menjalani profesi tersebut sering kali lebih jujur daripada brosur.</p>
<h2>Peran orang tua</h2>
<p>Orang tua tentu punya harapan, dan itu wajar. Namun, yang akan menjalani kuliah adalah anak. Sampaikan pertimbangan dan kekhawatiran secara terbuka, lalu dengarkan alasan anak dengan sungguh-sungguh. Keputusan yang diambil bersama akan lebih mudah dipertanggungjawabkan daripada keputusan yang dipaksakan.</p>
<p>Ingatkan pula bahwa jurusan bukan satu-satunya penentu masa depan. Banyak orang berhasil berkarier di bidang yang berbeda dari jurusannya. Yang lebih menentukan adalah kesungguhan belajar, akhlak yang baik, dan kemauan untuk terus mengembangkan diri. Iringi setiap ikhtiar dengan doa dan salat istikharah agar pilihan yang diambil membawa keberkahan.</p>`,
  },
  {
    permalink: 'pendidikan-lingkungan-dimulai-dari-rumah-dan-sekolah',
    title: 'Pendidikan Lingkungan Dimulai dari Rumah dan Sekolah',
    excerpt:
      'Kepedulian terhadap lingkungan tidak cukup diajarkan lewat hafalan. Anak perlu mengalaminya lewat kebiasaan sehari-hari di rumah dan sekolah.',
    category: 'pendidikan',
    tags: ['lingkungan', 'pendidikan-anak'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 300,
    html: `<p>Sampah plastik di selokan, banjir yang datang setiap musim hujan, dan udara yang makin panas adalah persoalan yang dekat dengan kehidupan anak-anak kita. Mereka kelak mewarisi bumi dengan segala kondisinya. Karena itu, pendidikan lingkungan sebaiknya tidak berhenti pada pelajaran di kelas, tetapi menjadi kebiasaan yang dijalani.</p>
<p>Islam memandang manusia sebagai khalifah di bumi yang diamanahi untuk menjaga, bukan merusak. Al-Qur'an mengingatkan bahwa kerusakan di darat dan di laut terjadi akibat perbuatan tangan manusia (QS Ar-Rum: 41). Rasulullah saw. pun dikenal sangat hemat air, bahkan ketika berwudu.</p>
<h2>Kebiasaan di rumah</h2>
<ul>
<li>Memilah sampah organik dan anorganik, lalu menyetorkan sampah anorganik ke bank sampah terdekat.</li>
<li>Membawa botol minum dan kotak makan sendiri ke sekolah.</li>
<li>Mematikan lampu dan keran air ketika tidak digunakan.</li>
<li>Menanam sayur atau tanaman obat di pot, sekalipun halaman rumah sempit.</li>
</ul>
<h2>Peran sekolah</h2>
<p>Sekolah dapat menjadi laboratorium hidup. Program kantin tanpa plastik sekali pakai, lomba kelas terbersih, kebun sekolah, hingga pembuatan kompos dari sisa makanan adalah kegiatan yang melibatkan anak secara langsung. Ketika anak melihat daun-daun kering berubah menjadi pupuk yang menyuburkan tanaman, mereka belajar tentang siklus alam dengan cara yang tidak akan mudah dilupakan.</p>
<p>Beberapa chapter SBC telah memulai program sekolah mitra peduli lingkungan. Sebulan sekali, relawan datang untuk mendampingi siswa membuat kompos, mengelola bank sampah kelas, dan merawat tanaman di halaman sekolah. Para guru melaporkan bahwa sampah di lingkungan sekolah berkurang dan siswa menjadi lebih bangga menjaga kelasnya sendiri.</p>
<p>Orang tua dan guru perlu kompak. Percuma anak diajari membawa botol minum di sekolah jika di rumah setiap hari dibelikan minuman kemasan. Sebaliknya, kebiasaan baik di rumah akan lebih kuat jika didukung lingkungan sekolah. Dari langkah-langkah kecil inilah lahir generasi yang tidak hanya pintar, tetapi juga peduli dan bertanggung jawab terhadap bumi yang dititipkan kepadanya.</p>`,
  },

  // ───────────────────────────── Ekonomi Syariah ─────────────────────────────
  {
    permalink: 'menghitung-zakat-penghasilan',
    title: 'Menghitung Zakat Penghasilan dengan Cara Sederhana',
    excerpt:
      'Zakat penghasilan sering dianggap rumit. Dengan memahami nisab dan kadarnya, setiap pekerja dapat menghitung dan menunaikannya dengan tenang.',
    category: 'ekonomi-syariah',
    tags: ['zakat', 'ekonomi-umat'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 12,
    html: `<p>Zakat adalah rukun Islam yang ketiga dan merupakan hak orang-orang yang membutuhkan atas harta kita. Di masa kini, sebagian besar penghasilan masyarakat berasal dari gaji, honorarium, atau jasa profesi. Para ulama kontemporer dan lembaga zakat di Indonesia menetapkan bahwa penghasilan semacam ini juga dikenai zakat apabila telah mencapai nisab.</p>
<h2>Nisab dan kadar</h2>
<p>Ketentuan yang banyak digunakan lembaga zakat di Indonesia adalah nisab zakat penghasilan setara dengan nilai 85 gram emas dalam setahun, dengan kadar zakat 2,5 persen. Jika dihitung per bulan, nisabnya adalah nilai 85 gram emas dibagi dua belas. Karena harga emas berubah, nilai nisab pun diperbarui secara berkala oleh <a href="https://baznas.go.id">BAZNAS</a>.</p>
<h2>Contoh perhitungan</h2>
<p>Misalkan Pak Ahmad memiliki penghasilan Rp10.000.000 per bulan, sedangkan nilai nisab bulanan yang berlaku sekitar Rp7.000.000. Karena penghasilannya melebihi nisab, ia mengeluarkan zakat sebesar:</p>
<blockquote>2,5% × Rp10.000.000 = Rp250.000 per bulan</blockquote>
<p>Sebagian ulama berpendapat zakat dihitung dari penghasilan kotor, sementara sebagian lain membolehkan dihitung setelah dikurangi kebutuhan pokok dan cicilan utang yang wajar. Pilihlah pendapat yang menenangkan hati dan konsultasikan dengan amil zakat bila ragu. Yang terpenting adalah kesungguhan untuk menunaikannya.</p>
<h2>Tips menunaikan zakat</h2>
<ul>
<li>Sisihkan zakat di awal, segera setelah menerima gaji, agar tidak terpakai.</li>
<li>Salurkan melalui lembaga amil zakat resmi agar distribusinya tepat sasaran dan tercatat.</li>
<li>Simpan bukti setor zakat. Zakat yang dibayarkan melalui lembaga resmi dapat menjadi pengurang penghasilan kena pajak.</li>
<li>Bila penghasilan belum mencapai nisab, tetaplah berinfak dan bersedekah sesuai kemampuan.</li>
</ul>
<p>Zakat bukan sekadar kewajiban, tetapi juga cara Allah membersihkan harta dan jiwa kita (QS At-Taubah: 103). Ketika ditunaikan dengan ikhlas, zakat menjadi jembatan yang menghubungkan mereka yang berkecukupan dengan saudara-saudaranya yang sedang kesulitan.</p>`,
  },
  {
    permalink: 'wakaf-produktif-untuk-kemandirian-umat',
    title: 'Wakaf Produktif: Dari Sebidang Tanah Menjadi Sumber Manfaat',
    excerpt:
      'Wakaf tidak harus berupa tanah untuk masjid atau makam. Wakaf produktif mengelola aset agar hasilnya terus mengalir untuk kepentingan umat.',
    category: 'ekonomi-syariah',
    tags: ['wakaf', 'ekonomi-umat'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 95,
    editorChoice: true,
    html: `<p>Selama ini wakaf di Indonesia identik dengan tanah untuk masjid, madrasah, dan pemakaman. Semua itu tentu sangat bermanfaat. Namun, wakaf sebenarnya memiliki potensi yang jauh lebih luas. Melalui wakaf produktif, aset yang diwakafkan dikelola secara profesional sehingga menghasilkan keuntungan, dan keuntungan itulah yang disalurkan untuk kepentingan umat.</p>
<h2>Prinsip dasarnya</h2>
<p>Dalam wakaf, pokok harta ditahan dan tidak boleh dijual, diwariskan, atau dihibahkan, sementara manfaatnya dialirkan. Prinsip ini bersumber dari nasihat Rasulullah saw. kepada Umar bin Khattab ketika ia mendapatkan sebidang kebun di Khaibar: tahanlah pokoknya dan sedekahkan hasilnya. Pada wakaf produktif, pokok harta itu bisa berupa lahan pertanian, toko, rumah kontrakan, atau uang yang dikelola pada instrumen syariah yang aman.</p>
<h2>Contoh yang bisa dikembangkan</h2>
<ul>
<li><strong>Kebun wakaf</strong> yang hasil panennya dijual untuk membiayai guru mengaji.</li>
<li><strong>Ruko wakaf</strong> yang disewakan, lalu hasil sewanya digunakan untuk beasiswa anak yatim.</li>
<li><strong>Klinik wakaf</strong> yang memberikan layanan kesehatan terjangkau bagi warga kurang mampu.</li>
<li><strong>Wakaf uang</strong> yang dikelola nazir terdaftar dan hasilnya membiayai program sosial secara berkelanjutan.</li>
</ul>
<h2>Nazir yang amanah</h2>
<p>Keberhasilan wakaf produktif sangat bergantung pada nazir, yaitu pihak yang menerima dan mengelola harta wakaf. Nazir yang baik tidak cukup hanya jujur; ia juga harus cakap mengelola usaha, tertib administrasi, dan transparan dalam melaporkan hasil. Di Indonesia, nazir wakaf uang harus terdaftar di <a href="https://www.bwi.go.id">Badan Wakaf Indonesia</a>, dan pewakaf berhak mengetahui ke mana manfaat wakafnya mengalir.</p>
<p>Bagi kita yang bukan pemilik tanah luas, wakaf uang membuka pintu kebaikan yang sama. Dengan nominal yang terjangkau, siapa pun dapat ikut menjadi pewakaf. Bayangkan jika ribuan anggota komunitas bersama-sama berwakaf secara rutin: hasilnya dapat membangun sarana pendidikan dan kesehatan yang manfaatnya dirasakan lintas generasi. Itulah sedekah jariyah, amalan yang pahalanya terus mengalir bahkan setelah kita tiada.</p>`,
  },
  {
    permalink: 'menghindari-riba-dalam-keuangan-sehari-hari',
    title: 'Menghindari Riba dalam Keuangan Sehari-hari',
    excerpt:
      'Riba tidak hanya soal bunga bank. Mengenali bentuk-bentuknya dalam transaksi sehari-hari membantu kita menjaga harta tetap bersih dan berkah.',
    category: 'ekonomi-syariah',
    tags: ['ekonomi-umat', 'umkm'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 230,
    html: `<p>Allah Swt. menghalalkan jual beli dan mengharamkan riba (QS Al-Baqarah: 275). Ayat ini sering dikutip, tetapi dalam praktik sehari-hari banyak dari kita yang masih bingung: transaksi mana yang termasuk riba, dan bagaimana menghindarinya ketika sistem keuangan di sekitar kita belum sepenuhnya syariah?</p>
<h2>Mengenali riba</h2>
<p>Secara sederhana, riba adalah tambahan yang disyaratkan dalam utang piutang, atau kelebihan dalam pertukaran barang sejenis yang tidak seimbang. Contoh yang paling umum adalah pinjaman dengan syarat pengembalian lebih besar dari pokoknya, termasuk denda keterlambatan yang terus berbunga. Pinjaman daring yang menjanjikan pencairan cepat sering kali termasuk dalam kategori ini, ditambah risiko penagihan yang tidak manusiawi.</p>
<h2>Langkah-langkah praktis</h2>
<ol>
<li><strong>Hidup sesuai kemampuan.</strong> Sebagian besar utang konsumtif lahir dari keinginan, bukan kebutuhan.</li>
<li><strong>Bangun dana darurat.</strong> Dana cadangan mencegah kita terpaksa berutang ketika ada keperluan mendesak.</li>
<li><strong>Gunakan layanan keuangan syariah.</strong> Bank, koperasi, dan lembaga keuangan syariah kini semakin mudah dijangkau, termasuk untuk tabungan, pembiayaan rumah, dan modal usaha.</li>
<li><strong>Pahami akadnya.</strong> Tanyakan akad yang dipakai, misalnya murabahah (jual beli), ijarah (sewa), atau musyarakah (kerja sama). Akad menentukan halal tidaknya transaksi.</li>
<li><strong>Lunasi bertahap.</strong> Jika telanjur memiliki utang ribawi, susun rencana untuk melunasinya secepat mungkin dan jangan menambah utang baru.</li>
</ol>
<h2>Untuk pelaku usaha</h2>
<p>Pedagang kecil sering membutuhkan modal cepat. Alternatif yang bisa dipertimbangkan adalah pembiayaan dari BMT atau koperasi syariah, kerja sama bagi hasil dengan pemodal yang dikenal, atau sistem pesan dan bayar di muka untuk produk tertentu. Beberapa komunitas, termasuk SBC di sejumlah kota, juga mengembangkan dana bergulir tanpa bunga bagi anggota yang ingin merintis usaha.</p>
<p>Menjauhi riba memang membutuhkan kesabaran dan sering kali pengorbanan. Namun, harta yang bersih akan membawa ketenangan. Rezeki yang sedikit tetapi berkah lebih baik daripada yang banyak tetapi membuat hati gelisah.</p>`,
  },
  {
    permalink: 'langkah-praktis-umkm-halal-naik-kelas',
    title: 'Langkah Praktis agar UMKM Halal Naik Kelas',
    excerpt:
      'Banyak usaha kecil memiliki produk yang enak dan berkualitas, tetapi sulit berkembang. Legalitas, sertifikasi halal, dan pencatatan keuangan adalah pintu awalnya.',
    category: 'ekonomi-syariah',
    tags: ['umkm', 'ekonomi-umat'],
    author: 'Budi Santoso',
    publishedDaysAgo: 340,
    html: `<p>Usaha mikro, kecil, dan menengah adalah tulang punggung perekonomian Indonesia. Di lingkungan kita, ada ibu yang menjual kue basah, bapak yang membuka bengkel, dan pemuda yang merintis kedai kopi. Banyak di antaranya memiliki produk berkualitas, tetapi usahanya berjalan di tempat selama bertahun-tahun. Apa yang bisa dilakukan agar usaha kecil ini naik kelas?</p>
<h2>1. Urus legalitas dasar</h2>
<p>Langkah pertama adalah memiliki Nomor Induk Berusaha (NIB) yang dapat diurus secara daring melalui sistem OSS. NIB menjadi identitas resmi usaha dan syarat untuk mengakses berbagai program pemerintah, pembiayaan, hingga kerja sama dengan ritel modern.</p>
<h2>2. Siapkan sertifikasi halal</h2>
<p>Bagi usaha makanan dan minuman, sertifikat halal bukan sekadar label, tetapi jaminan bagi konsumen dan kewajiban yang diatur undang-undang. Pelaku usaha mikro dan kecil dengan bahan dan proses yang sederhana dapat memanfaatkan jalur pernyataan pelaku usaha (<em>self declare</em>) yang didampingi pendamping proses produk halal. Informasi program sertifikasi halal gratis biasanya diumumkan oleh BPJPH dan dinas terkait.</p>
<h2>3. Pisahkan uang usaha dan uang pribadi</h2>
<p>Kesalahan yang paling sering terjadi adalah mencampur uang dapur dengan uang usaha. Akibatnya, pemilik tidak tahu apakah usahanya untung atau rugi. Mulailah mencatat pemasukan dan pengeluaran setiap hari, sekalipun hanya di buku tulis. Tetapkan gaji untuk diri sendiri, dan biarkan sisa keuntungan menjadi modal pengembangan.</p>
<h2>4. Perbaiki kemasan dan pemasaran</h2>
<p>Kemasan yang rapi, informasi komposisi yang jelas, dan tanggal kedaluwarsa membuat produk lebih dipercaya. Manfaatkan media sosial dan lokapasar untuk menjangkau pembeli di luar lingkungan sekitar. Tanggapi pertanyaan dan keluhan pelanggan dengan cepat dan sopan, karena kepercayaan adalah modal yang paling mahal.</p>
<p>Terakhir, jangan berjalan sendiri. Bergabunglah dengan komunitas pengusaha, ikuti pelatihan, dan saling membeli produk sesama anggota. Dalam ekonomi umat, kita tidak sekadar bersaing, tetapi juga saling menguatkan. Berdagang dengan jujur, menepati janji, dan tidak mengurangi takaran adalah nilai-nilai yang akan menjaga usaha tetap berkah.</p>`,
  },

  // ───────────────────────────── Kabar Kegiatan ─────────────────────────────
  {
    permalink: 'donor-darah-sbc-surabaya-kumpulkan-186-kantong',
    title: 'Donor Darah SBC Surabaya Kumpulkan 186 Kantong Darah',
    excerpt:
      'Ratusan anggota dan warga mengikuti aksi donor darah yang digelar SBC Surabaya bersama PMI. Kegiatan ini menjadi agenda rutin setiap tiga bulan.',
    category: 'kegiatan',
    tags: ['donor-darah', 'relawan', 'ukhuwah'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 5,
    html: `<p>SBC Surabaya kembali menggelar aksi donor darah pada Ahad pagi lalu di aula masjid yang menjadi sekretariat chapter. Bekerja sama dengan Unit Donor Darah PMI Kota Surabaya, kegiatan yang berlangsung sejak pukul 07.00 hingga 12.00 WIB ini berhasil mengumpulkan 186 kantong darah dari 231 pendaftar.</p>
<p>"Tidak semua pendaftar bisa mendonorkan darahnya. Ada yang tekanan darahnya terlalu rendah, kadar hemoglobinnya kurang, atau kurang tidur semalam. Justru itu bagian dari edukasi, supaya warga tahu kondisi kesehatannya sendiri," jelas Koordinator Bidang Sosial SBC Surabaya, Ahmad Zainuddin.</p>
<h2>Bukan hanya donor</h2>
<p>Selain pengambilan darah, panitia juga menyediakan pemeriksaan tekanan darah dan gula darah gratis untuk warga sekitar. Relawan tenaga kesehatan dari kalangan anggota memberikan penjelasan singkat tentang syarat umum menjadi pendonor, antara lain:</p>
<ul>
<li>Berusia 17 hingga 60 tahun dan dalam kondisi sehat.</li>
<li>Berat badan minimal 45 kilogram.</li>
<li>Tekanan darah dan kadar hemoglobin dalam batas normal saat diperiksa petugas.</li>
<li>Tidur cukup dan sudah makan sebelum donor.</li>
<li>Sudah cukup jeda sejak donor terakhir; petugas akan menanyakan tanggal donor sebelumnya.</li>
</ul>
<p>Ketentuan lengkap tentang donor darah dapat dilihat di situs <a href="https://pmi.or.id">Palang Merah Indonesia</a>. Salah satu pendonor, Siti Aminah (34), mengaku baru pertama kali mendonorkan darah. "Dulu saya takut jarum. Tapi setelah melihat teman-teman di komunitas rutin donor, saya jadi berani. Ternyata hanya sebentar, dan rasanya lega bisa membantu orang lain," ujarnya sambil tersenyum.</p>
<p>Ketua SBC Surabaya menyampaikan terima kasih kepada seluruh pendonor, relawan, dan takmir masjid yang telah menyediakan tempat. Ia menegaskan bahwa donor darah akan terus menjadi agenda rutin setiap tiga bulan. "Satu kantong darah bisa menolong pasien talasemia, ibu yang melahirkan, atau korban kecelakaan. Kita mungkin tidak pernah bertemu mereka, tetapi insyaallah kebaikannya sampai," katanya. Jadwal donor darah berikutnya akan diumumkan melalui kanal informasi chapter.</p>`,
  },
  {
    permalink: 'bakti-sosial-sbc-makassar-pemeriksaan-kesehatan-gratis',
    title: 'Bakti Sosial SBC Makassar: Pemeriksaan Kesehatan Gratis untuk 400 Warga',
    excerpt:
      'Dokter, perawat, dan relawan SBC Makassar melayani pemeriksaan kesehatan, imunisasi kejar, dan pembagian paket sembako di kawasan pesisir kota.',
    category: 'kegiatan',
    tags: ['relawan', 'lansia', 'imunisasi'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 9,
    html: `<p>Sejak pagi, halaman sebuah sekolah dasar di kawasan pesisir Makassar sudah dipadati warga. Mereka datang untuk mengikuti bakti sosial yang digelar SBC Makassar bersama puskesmas setempat. Hingga siang hari, tercatat lebih dari 400 warga mendapatkan layanan, mulai dari balita hingga lansia.</p>
<h2>Layanan yang diberikan</h2>
<ul>
<li>Pemeriksaan kesehatan umum oleh 12 dokter dan 20 perawat relawan.</li>
<li>Pemeriksaan tekanan darah, gula darah, dan kolesterol bagi warga berusia di atas 40 tahun.</li>
<li>Imunisasi kejar bagi balita yang jadwal imunisasinya terlewat, dilayani petugas puskesmas.</li>
<li>Penyuluhan tentang gizi anak dan pencegahan diare.</li>
<li>Pembagian 250 paket sembako untuk keluarga prasejahtera dan lansia yang tinggal sendiri.</li>
</ul>
<p>Menurut dr. Andi Rahmawati, koordinator tim medis, keluhan yang paling banyak ditemui adalah tekanan darah tinggi, nyeri sendi, dan infeksi saluran pernapasan. "Banyak lansia yang ternyata tekanan darahnya tinggi tetapi tidak pernah memeriksakan diri. Kami catat dan rujuk ke puskesmas supaya bisa dipantau rutin, tidak berhenti di bakti sosial ini saja," tuturnya.</p>
<p>Kegiatan ini melibatkan sekitar 70 relawan, sebagian besar anggota muda SBC Makassar. Mereka bertugas sejak malam sebelumnya untuk menata tempat, mengemas paket sembako, dan menyiapkan alur pendaftaran agar warga tidak menunggu terlalu lama. Daeng Baso, salah seorang tokoh masyarakat setempat, mengapresiasi kegiatan tersebut. "Warga di sini jarang ke puskesmas karena harus bekerja melaut. Dengan layanan yang datang langsung seperti ini, kami sangat terbantu," ujarnya.</p>
<p>Ketua SBC Makassar menyebutkan bahwa dana kegiatan berasal dari infak anggota dan donasi sejumlah mitra. Ke depan, chapter berencana menjadikan kawasan tersebut sebagai wilayah binaan dengan program posyandu dan kelas kesehatan ibu dan anak setiap bulan. "Bakti sosial sehari itu baik, tetapi pendampingan yang berkelanjutan jauh lebih bermakna," katanya.</p>`,
  },
  {
    permalink: 'kajian-akbar-sbc-bandung-keluarga-madrasah-pertama',
    title: 'Kajian Akbar SBC Bandung: Keluarga sebagai Madrasah Pertama',
    excerpt:
      'Lebih dari seribu jemaah memadati kajian akbar SBC Bandung yang membahas peran ayah dan ibu dalam menanamkan iman dan akhlak di rumah.',
    category: 'kegiatan',
    tags: ['keluarga-sakinah', 'ukhuwah', 'pendidikan-anak'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 40,
    html: `<p>Masjid yang menjadi lokasi kajian akbar SBC Bandung pada Sabtu pagi lalu penuh hingga ke selasar. Lebih dari seribu jemaah, banyak di antaranya datang bersama pasangan dan anak-anak, mengikuti kajian bertema "Keluarga sebagai Madrasah Pertama". Panitia juga menyiarkan kajian secara langsung melalui kanal daring chapter bagi anggota yang berhalangan hadir.</p>
<p>Dalam kajiannya, Ustaz Hamzah Abdullah mengingatkan bahwa pendidikan anak tidak bisa sepenuhnya diserahkan kepada sekolah atau pesantren. "Sekolah mengajar beberapa jam sehari. Rumah mendidik sepanjang hayat. Anak belajar jujur bukan dari ceramah, tetapi dari melihat ayahnya menepati janji," ujarnya.</p>
<h2>Tiga pesan utama</h2>
<p>Ustaz Hamzah merangkum kajian dalam tiga pesan yang dapat langsung dipraktikkan keluarga:</p>
<ol>
<li><strong>Keteladanan sebelum perintah.</strong> Orang tua yang ingin anaknya rajin salat hendaknya lebih dulu menjaga salatnya di depan anak.</li>
<li><strong>Ayah juga pendidik.</strong> Al-Qur'an merekam nasihat Luqman kepada anaknya, sebuah dialog ayah dan anak yang penuh kelembutan. Peran ayah tidak berhenti pada mencari nafkah.</li>
<li><strong>Rumah yang hangat.</strong> Anak yang merasa dicintai di rumah tidak akan mencari pengakuan di tempat yang salah.</li>
</ol>
<p>Sesi tanya jawab berlangsung hidup. Pertanyaan yang banyak muncul berkisar pada cara mengatur penggunaan gawai, menghadapi anak remaja yang mulai sering membantah, serta membagi waktu antara pekerjaan dan keluarga. Panitia mencatat seluruh pertanyaan yang belum sempat dijawab untuk dibahas dalam kelas parenting bulanan.</p>
<p>Selama kajian berlangsung, panitia menyediakan ruang bermain anak yang dijaga relawan, sehingga para orang tua bisa menyimak dengan tenang. Di halaman masjid, pelaku UMKM anggota SBC Bandung membuka bazar makanan dan busana muslim. Ketua SBC Bandung berharap kajian akbar ini menjadi pemantik bagi keluarga-keluarga untuk terus belajar. "Kami ingin kajian tidak berhenti di masjid, tetapi berlanjut di meja makan setiap rumah," pungkasnya.</p>`,
  },
  {
    permalink: 'pelatihan-relawan-tanggap-bencana-sbc-yogyakarta',
    title: 'Pelatihan Relawan Tanggap Bencana di SBC Yogyakarta',
    excerpt:
      'Sebanyak 85 relawan dari berbagai chapter mengikuti pelatihan tanggap bencana selama dua hari, mulai dari pertolongan pertama hingga pengelolaan posko pengungsian.',
    category: 'kegiatan',
    tags: ['relawan', 'lingkungan'],
    author: 'Budi Santoso',
    publishedDaysAgo: 110,
    html: `<p>Indonesia berada di kawasan rawan bencana: gempa bumi, erupsi gunung api, banjir, dan tanah longsor bisa terjadi kapan saja. Menyadari hal itu, SBC Yogyakarta menyelenggarakan pelatihan relawan tanggap bencana selama dua hari di sebuah bumi perkemahan di lereng Merapi. Pelatihan diikuti 85 relawan dari Yogyakarta, Solo, Semarang, dan Magelang.</p>
<h2>Materi pelatihan</h2>
<p>Peserta mendapat materi dari fasilitator berpengalaman yang pernah bertugas di berbagai lokasi bencana. Materi yang diberikan meliputi:</p>
<ul>
<li>Pengenalan jenis bencana dan sistem peringatan dini di daerah masing-masing.</li>
<li>Pertolongan pertama, termasuk penanganan luka, patah tulang, dan resusitasi jantung paru.</li>
<li>Pengelolaan posko pengungsian: pendataan, dapur umum, sanitasi, dan ruang ramah anak.</li>
<li>Dukungan psikososial awal bagi penyintas.</li>
<li>Koordinasi dengan BPBD dan lembaga kemanusiaan lain agar bantuan tidak tumpang tindih.</li>
</ul>
<p>Hari kedua diisi simulasi. Peserta dibagi ke dalam beberapa tim dan harus menangani skenario gempa yang menyebabkan warga mengungsi. Ada tim evakuasi, tim medis, tim logistik, dan tim pendataan. "Simulasi ini membuka mata saya. Ternyata mendata pengungsi dengan rapi sama pentingnya dengan membagikan bantuan, karena dari data itulah kebutuhan bisa dihitung," ujar Nadia, relawan dari Semarang.</p>
<p>Koordinator pelatihan menekankan bahwa relawan bencana harus siap secara fisik dan mental, serta memahami etika kemanusiaan. Relawan wajib menjaga martabat penyintas, tidak menjadikan mereka tontonan, dan tidak menyebarkan informasi yang belum terverifikasi. "Niat baik harus dibarengi cara yang benar," katanya.</p>
<p>Di sela pelatihan, peserta juga menanam 300 bibit pohon di lahan kritis sekitar bumi perkemahan bersama warga. Kegiatan ini menjadi pengingat bahwa mitigasi bencana juga berarti menjaga lingkungan. Seluruh peserta yang lulus kini tergabung dalam tim relawan siaga SBC dan siap diberangkatkan bila terjadi bencana di wilayah mereka.</p>`,
  },
  {
    permalink: 'serah-terima-kepengurusan-sbc-medan',
    title: 'Serah Terima Kepengurusan SBC Medan Periode Baru',
    excerpt:
      'SBC Medan resmi memiliki pengurus baru. Acara serah terima berlangsung sederhana dan hangat, diisi laporan pertanggungjawaban dan doa bersama.',
    category: 'kegiatan',
    tags: ['kepemimpinan', 'ukhuwah'],
    author: 'Budi Santoso',
    publishedDaysAgo: 13,
    html: `<p>SBC Medan menggelar acara serah terima kepengurusan pada Sabtu malam di sekretariat chapter. Acara yang berlangsung sederhana namun hangat ini dihadiri anggota, pengurus lama dan baru, serta perwakilan pengurus nasional. Serah terima ditandai dengan penyerahan dokumen organisasi, laporan keuangan, dan daftar inventaris dari ketua lama kepada ketua terpilih.</p>
<h2>Evaluasi dan capaian</h2>
<p>Dalam laporan pertanggungjawabannya, ketua periode sebelumnya memaparkan sejumlah capaian selama dua tahun terakhir, antara lain:</p>
<ul>
<li>Kajian rutin pekanan yang berjalan tanpa putus, dengan rata-rata 120 jemaah setiap pertemuan.</li>
<li>Enam kali donor darah bersama PMI dan dua kali bakti sosial di Deli Serdang.</li>
<li>Penyaluran beasiswa untuk 40 pelajar dari keluarga prasejahtera.</li>
<li>Bertambahnya anggota aktif dari 210 menjadi 340 orang.</li>
</ul>
<p>Ia juga jujur menyampaikan hal-hal yang belum tercapai, seperti rencana kelas wirausaha yang tertunda dan pendataan anggota yang belum sepenuhnya tertib. "Ini bukan kegagalan, melainkan pekerjaan rumah bersama yang kami titipkan," ujarnya.</p>
<h2>Amanah, bukan kehormatan</h2>
<p>Ketua terpilih dalam sambutannya menyampaikan bahwa jabatan dalam komunitas adalah amanah yang kelak dimintai pertanggungjawaban. Ia mengutip hadis Rasulullah saw., "Setiap kalian adalah pemimpin, dan setiap kalian akan dimintai pertanggungjawaban atas yang dipimpinnya." Menurutnya, kepengurusan baru akan memprioritaskan tiga hal: pembenahan data anggota, penguatan kajian keluarga, dan pembukaan kelas wirausaha syariah.</p>
<p>Perwakilan pengurus nasional mengapresiasi tradisi serah terima yang tertib di SBC Medan. Ia berpesan agar pengurus lama tetap terlibat sebagai penasihat dan tidak menjauh setelah tidak lagi menjabat. Acara ditutup dengan doa bersama dan ramah tamah dengan hidangan khas Medan. Susunan pengurus lengkap dapat dilihat di halaman profil chapter.</p>
<p>Agenda pertama pengurus baru adalah rapat kerja pada pekan berikutnya untuk menyusun program satu tahun ke depan. Anggota diundang menyampaikan usulan kegiatan, kritik, maupun kesediaan menjadi relawan melalui sekretariat chapter. "Program yang baik lahir dari kebutuhan anggota, bukan hanya dari meja rapat pengurus," ujar ketua terpilih.</p>`,
  },

  // ───────────────────────────── Pengumuman ─────────────────────────────
  {
    permalink: 'pendaftaran-kelas-tahsin-angkatan-baru',
    title: "Pendaftaran Kelas Tahsin Al-Qur'an Angkatan Baru Dibuka",
    excerpt:
      'Kelas tahsin untuk dewasa kembali dibuka. Peserta akan belajar memperbaiki makhraj, tajwid, dan kelancaran tilawah bersama pengajar berpengalaman.',
    category: 'pengumuman',
    tags: ['literasi', 'ukhuwah'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 1,
    html: `<p>Komunitas SBC kembali membuka pendaftaran Kelas Tahsin Al-Qur'an untuk peserta dewasa. Kelas ini dirancang bagi anggota maupun masyarakat umum yang ingin memperbaiki kualitas pembacaan Al-Qur'an, baik yang baru mulai belajar maupun yang sudah lancar tetapi ingin menyempurnakan tajwidnya.</p>
<h2>Materi dan format kelas</h2>
<p>Selama satu semester, peserta akan belajar secara bertahap mulai dari pengenalan huruf hijaiah dan makhraj, sifat-sifat huruf, hukum nun mati dan tanwin, hukum mad, hingga praktik tilawah surah-surah pilihan. Setiap pertemuan terdiri atas penjelasan materi, contoh dari pengajar, dan setoran individu agar kesalahan dapat langsung diperbaiki.</p>
<p>Kelas ini cocok bagi peserta yang masih sering tertukar melafalkan huruf-huruf yang mirip, seperti ha dan kha atau sin dan syin, yang belum yakin dengan panjang pendek mad, atau yang ingin mempersiapkan diri menjadi imam salat di rumah. Peserta yang sudah lancar dapat bergabung di kelompok lanjutan yang berfokus pada kefasihan dan irama tilawah.</p>
<ul>
<li><strong>Waktu:</strong> sepekan sekali selama 90 menit; tersedia kelas Sabtu pagi dan Rabu malam.</li>
<li><strong>Format:</strong> tatap muka di sekretariat chapter, serta kelas daring bagi peserta dari kota yang belum memiliki kelas tatap muka.</li>
<li><strong>Kelompok:</strong> maksimal 10 peserta per kelompok, dipisahkan antara peserta laki-laki dan perempuan.</li>
<li><strong>Biaya:</strong> anggota cukup memberikan infak sukarela; peserta umum dikenakan kontribusi terjangkau untuk operasional kelas.</li>
</ul>
<h2>Cara mendaftar</h2>
<p>Pendaftaran dilakukan melalui halaman kelas di situs ini atau melalui sekretariat chapter terdekat. Setelah mendaftar, peserta akan dijadwalkan mengikuti tes penempatan singkat untuk menentukan kelompok yang sesuai dengan kemampuan awal. Tes ini bukan seleksi, sehingga tidak perlu merasa khawatir atau malu.</p>
<p>Kuota setiap kelompok terbatas agar pembelajaran tetap efektif. Bagi yang belum mendapat tempat, panitia akan memasukkan nama ke daftar tunggu untuk angkatan berikutnya. Mari manfaatkan kesempatan ini untuk mendekatkan diri kepada Al-Qur'an. Rasulullah saw. bersabda bahwa sebaik-baik kalian adalah orang yang mempelajari Al-Qur'an dan mengajarkannya (HR Bukhari).</p>`,
  },
  {
    permalink: 'penyesuaian-jadwal-kajian-selama-ramadan',
    title: 'Penyesuaian Jadwal Kajian Rutin Selama Ramadan',
    excerpt:
      'Selama bulan Ramadan, kajian rutin pekanan di seluruh chapter dipindahkan ke waktu menjelang berbuka dan dilengkapi program khusus.',
    category: 'pengumuman',
    tags: ['ramadan', 'ukhuwah'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 280,
    html: `<p>Menyambut bulan suci Ramadan, pengurus nasional Komunitas SBC menyampaikan penyesuaian jadwal kajian rutin di seluruh chapter. Penyesuaian ini dilakukan agar kegiatan komunitas tidak mengganggu ibadah anggota, sekaligus memberi ruang bagi program-program khusus yang hanya ada di bulan Ramadan.</p>
<h2>Perubahan jadwal</h2>
<ul>
<li><strong>Kajian rutin pekanan</strong> dipindahkan ke waktu menjelang berbuka, pukul 16.30 hingga waktu Magrib, dan ditutup dengan buka puasa bersama.</li>
<li><strong>Kajian Ahad pagi</strong> ditiadakan selama Ramadan dan akan dimulai kembali sepekan setelah Idulfitri.</li>
<li><strong>Kelas daring malam hari</strong> digeser ke waktu setelah salat Tarawih, pukul 21.00 WIB, dengan durasi lebih singkat.</li>
<li><strong>Kelas tahsin</strong> tetap berjalan sesuai jadwal masing-masing kelompok.</li>
</ul>
<h2>Program khusus Ramadan</h2>
<p>Selain kajian, setiap chapter diharapkan menyelenggarakan setidaknya satu program sosial, misalnya berbagi takjil, buka puasa bersama anak yatim, atau penyaluran paket sembako bagi keluarga prasejahtera. Anggota juga diajak mengikuti program khatam Al-Qur'an bersama, di mana setiap peserta mendapat bagian juz yang diselesaikan dalam sebulan.</p>
<p>Untuk anak-anak dan remaja, beberapa chapter menyiapkan pesantren kilat pada akhir pekan, berisi hafalan surah pendek, praktik salat, kisah para sahabat, dan permainan edukatif. Orang tua yang ingin mendaftarkan anaknya dapat menghubungi sekretariat chapter paling lambat sepekan sebelum Ramadan.</p>
<p>Pada sepuluh malam terakhir, beberapa chapter akan menyelenggarakan iktikaf bersama di masjid mitra. Informasi lokasi, kuota, dan perlengkapan yang perlu dibawa akan disampaikan oleh pengurus chapter masing-masing. Peserta iktikaf diminta mendaftar terlebih dahulu agar panitia dapat menyiapkan hidangan sahur dengan baik.</p>
<p>Zakat fitrah, zakat mal, infak, dan sedekah dapat disalurkan melalui unit pengumpul zakat mitra yang bekerja sama dengan SBC. Pengurus mengingatkan agar anggota berhati-hati terhadap ajakan donasi yang mengatasnamakan komunitas tanpa melalui rekening resmi. Semoga Ramadan tahun ini menjadi momentum memperbaiki diri dan mempererat ukhuwah di antara kita semua.</p>`,
  },
];
