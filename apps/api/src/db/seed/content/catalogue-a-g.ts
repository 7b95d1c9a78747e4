import { type SeedArticle } from './types';

/** Disease catalogue, part 1 (A–G). Re-exported through catalogue.ts. */

const CATALOGUE_NOTE =
  '<p><em>Catatan: Katalog penyakit ini disusun oleh Tim Kesehatan SBC sebagai edukasi kesehatan umum. Informasi di dalamnya tidak menggantikan pemeriksaan, diagnosis, dan pengobatan oleh dokter atau tenaga kesehatan.</em></p>';

const AUTHOR = 'Tim Kesehatan SBC';
const CATEGORY = 'penyakit-katalog';

export const catalogueEntriesAG: SeedArticle[] = [
  {
    permalink: 'anemia',
    title: 'Anemia',
    excerpt:
      'Anemia terjadi ketika kadar hemoglobin dalam darah lebih rendah dari normal sehingga tubuh kekurangan pasokan oksigen.',
    html: `<p>Anemia adalah kondisi ketika jumlah sel darah merah atau kadar hemoglobin berada di bawah batas normal. Di Indonesia, anemia banyak dialami remaja putri, ibu hamil, dan anak balita, dan sebagian besar disebabkan kekurangan zat besi.</p>
<h2>Gejala</h2>
<ul>
<li>Mudah lelah, lesu, dan kurang bertenaga meskipun sudah cukup tidur.</li>
<li>Kulit, bibir, bagian dalam kelopak mata, dan kuku tampak pucat.</li>
<li>Pusing atau pandangan berkunang-kunang, terutama saat berdiri tiba-tiba.</li>
<li>Jantung berdebar dan napas terengah-engah saat melakukan aktivitas ringan.</li>
<li>Sulit berkonsentrasi; tangan dan kaki sering terasa dingin.</li>
</ul>
<h2>Penyebab</h2>
<p>Penyebab tersering adalah kekurangan zat besi, baik karena asupan makanan yang kurang, kehilangan darah (misalnya menstruasi yang banyak atau perdarahan saluran cerna), kebutuhan yang meningkat saat hamil, maupun infeksi cacing. Penyebab lainnya antara lain kekurangan vitamin B12 dan asam folat, penyakit kronis seperti penyakit ginjal, serta kelainan darah bawaan seperti talasemia.</p>
<h2>Pencegahan</h2>
<ul>
<li>Makan sumber zat besi setiap hari: hati, daging merah, ikan, telur, kacang-kacangan, dan sayuran berwarna hijau tua.</li>
<li>Sertakan sumber vitamin C seperti jeruk atau jambu biji saat makan untuk membantu penyerapan zat besi.</li>
<li>Beri jeda sekitar satu jam antara makan dan minum teh atau kopi.</li>
<li>Remaja putri minum tablet tambah darah satu tablet setiap minggu, dan ibu hamil minimal 90 tablet selama kehamilan, sesuai program pemerintah.</li>
<li>Minum obat cacing secara berkala sesuai anjuran puskesmas.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan diri bila lemas dan pucat berlangsung lebih dari dua minggu, menstruasi sangat banyak, tinja berwarna hitam, atau bila anemia dialami ibu hamil. Segera ke IGD bila muncul sesak napas, nyeri dada, atau pingsan. Dokter akan memeriksa darah untuk menentukan jenis dan penyebab anemia; jangan minum suplemen zat besi dosis tinggi dalam jangka panjang tanpa pemeriksaan, karena tidak semua anemia disebabkan kekurangan zat besi.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 284,
    contentType: 'article',
  },
  {
    permalink: 'asma',
    title: 'Asma',
    excerpt:
      'Asma adalah peradangan kronis pada saluran napas yang menyebabkan sesak, mengi, dan batuk yang kambuh-kambuhan.',
    html: `<p>Asma merupakan penyakit menahun saluran napas yang dapat dialami anak-anak maupun orang dewasa. Saat kambuh, saluran napas menyempit, membengkak, dan menghasilkan lendir berlebih. Asma belum dapat disembuhkan sepenuhnya, tetapi dapat dikendalikan sehingga penderitanya tetap bisa beraktivitas normal.</p>
<h2>Gejala</h2>
<ul>
<li>Sesak napas yang sering muncul pada malam atau dini hari.</li>
<li>Bunyi mengi atau "ngik-ngik" saat mengembuskan napas.</li>
<li>Batuk berulang yang memburuk pada malam hari, setelah olahraga, atau saat udara dingin.</li>
<li>Dada terasa berat atau tertekan.</li>
</ul>
<h2>Penyebab</h2>
<p>Asma dipengaruhi faktor keturunan, misalnya riwayat asma atau alergi dalam keluarga, serta faktor lingkungan. Serangan biasanya dipicu oleh debu rumah dan tungau, bulu hewan, serbuk sari, asap rokok, asap kendaraan atau pembakaran sampah, udara dingin, infeksi saluran napas, aktivitas fisik berat, dan stres.</p>
<h2>Pencegahan</h2>
<ul>
<li>Kenali pemicu serangan Anda dan hindari sebisa mungkin.</li>
<li>Jadikan rumah bebas asap rokok; jangan merokok di dalam rumah maupun di dekat anak.</li>
<li>Cuci sprei dan sarung bantal setiap minggu dan jemur kasur secara berkala untuk mengurangi tungau.</li>
<li>Gunakan obat pengontrol secara teratur sesuai resep, meskipun sedang tidak kambuh.</li>
<li>Selalu bawa inhaler pelega ke mana pun pergi.</li>
<li>Diskusikan vaksin influenza tahunan dengan dokter untuk mengurangi risiko serangan akibat infeksi.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Konsultasikan ke dokter bila batuk atau mengi sering berulang, atau bila inhaler pelega dipakai lebih dari dua kali seminggu, karena itu tanda asma belum terkendali. Segera ke IGD bila sesak sangat berat hingga sulit berbicara, bibir atau kuku tampak kebiruan, sesak tidak membaik setelah memakai inhaler pelega, atau pada anak terlihat tarikan dinding dada ke dalam saat bernapas.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 276,
    contentType: 'article',
  },
  {
    permalink: 'batuk-rejan',
    title: 'Batuk Rejan (Pertusis)',
    excerpt:
      'Batuk rejan adalah infeksi bakteri pada saluran napas yang ditandai batuk keras beruntun dan sangat berbahaya bagi bayi.',
    html: `<p>Batuk rejan atau pertusis dikenal juga sebagai "batuk seratus hari" karena batuknya dapat berlangsung berminggu-minggu hingga berbulan-bulan. Penyakit ini sangat menular dan paling berbahaya bagi bayi yang imunisasinya belum lengkap.</p>
<h2>Gejala</h2>
<ul>
<li>Tahap awal selama 1–2 minggu mirip pilek biasa: hidung berair, demam ringan, dan batuk ringan.</li>
<li>Selanjutnya muncul batuk keras beruntun tanpa jeda, diakhiri tarikan napas panjang yang berbunyi melengking.</li>
<li>Muntah, wajah memerah, atau kebiruan setelah serangan batuk.</li>
<li>Sangat lelah setelah batuk, sementara di antara serangan anak bisa tampak sehat.</li>
<li>Pada bayi, batuknya bisa tidak khas, tetapi muncul henti napas sesaat atau tubuh tampak kebiruan.</li>
</ul>
<h2>Penyebab</h2>
<p>Batuk rejan disebabkan bakteri <em>Bordetella pertussis</em> yang menular melalui percikan ludah saat penderita batuk atau bersin. Remaja dan orang dewasa yang kekebalannya sudah menurun sering mengalami gejala ringan sehingga tanpa sadar menularkannya kepada bayi di rumah.</p>
<h2>Pencegahan</h2>
<ul>
<li>Lengkapi imunisasi DPT-HB-Hib pada usia 2, 3, dan 4 bulan, dilanjutkan imunisasi lanjutan pada usia 18 bulan.</li>
<li>Ibu hamil dapat mendiskusikan vaksin Tdap dengan dokter untuk membantu melindungi bayi sejak lahir.</li>
<li>Tutup mulut dan hidung saat batuk, dan kenakan masker bila sedang batuk.</li>
<li>Jauhkan bayi dari siapa pun yang sedang batuk.</li>
<li>Penderita dan kontak erat dapat diberi antibiotik oleh dokter untuk mencegah penularan lebih lanjut.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Bawa ke dokter bila batuk berlangsung lebih dari dua minggu, batuk beruntun hingga muntah, atau ada riwayat kontak dengan penderita batuk rejan. Bayi di bawah enam bulan yang batuk disertai henti napas, kebiruan, atau sulit menyusu harus segera dibawa ke IGD.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 262,
    contentType: 'article',
  },
  {
    permalink: 'cacar-air',
    title: 'Cacar Air',
    excerpt:
      'Cacar air adalah infeksi virus varicella-zoster yang menimbulkan ruam lenting berisi cairan dan terasa gatal di seluruh tubuh.',
    html: `<p>Cacar air paling sering menyerang anak-anak dan umumnya sembuh sendiri dalam satu hingga dua minggu. Pada orang dewasa, ibu hamil, bayi, dan orang dengan daya tahan tubuh lemah, penyakit ini dapat berlangsung lebih berat.</p>
<h2>Gejala</h2>
<ul>
<li>Demam, lemas, sakit kepala, dan nafsu makan menurun satu sampai dua hari sebelum ruam muncul.</li>
<li>Bintik merah yang berubah menjadi lenting berisi cairan bening, biasanya dimulai dari wajah, dada, dan punggung lalu menyebar.</li>
<li>Rasa gatal pada kulit yang terkena.</li>
<li>Lenting pecah lalu mengering menjadi keropeng; ruam baru dan lama dapat muncul bersamaan.</li>
</ul>
<h2>Penyebab</h2>
<p>Cacar air disebabkan virus varicella-zoster yang menular melalui udara dan kontak dengan cairan lenting. Penderita dapat menularkan sejak satu sampai dua hari sebelum ruam muncul hingga seluruh lenting mengering. Setelah sembuh, virus dapat menetap di saraf dan bertahun-tahun kemudian aktif kembali sebagai herpes zoster (cacar ular).</p>
<h2>Pencegahan</h2>
<ul>
<li>Berikan imunisasi varisela mulai usia satu tahun sesuai jadwal yang dianjurkan dokter anak.</li>
<li>Penderita beristirahat di rumah dan tidak masuk sekolah atau bekerja sampai seluruh lenting mengering.</li>
<li>Jauhkan penderita dari ibu hamil, bayi baru lahir, dan orang dengan daya tahan tubuh lemah.</li>
<li>Cuci tangan dengan sabun dan jangan berbagi handuk, pakaian, atau alat makan.</li>
<li>Potong kuku anak agar tidak menggaruk lenting, karena garukan dapat menimbulkan infeksi dan bekas luka.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila penderita adalah bayi, ibu hamil, orang dewasa, atau orang dengan penyakit yang menurunkan daya tahan tubuh. Periksakan juga bila demam tinggi lebih dari empat hari atau lenting menjadi bernanah, merah, bengkak, dan nyeri. Segera ke IGD bila muncul sesak napas, leher kaku, kejang, atau anak sangat mengantuk. Untuk menurunkan demam anak gunakan parasetamol; jangan berikan aspirin.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 251,
    contentType: 'article',
  },
  {
    permalink: 'cacingan',
    title: 'Cacingan',
    excerpt:
      'Cacingan adalah infeksi cacing usus yang dapat mengganggu gizi, pertumbuhan, dan prestasi belajar anak.',
    html: `<p>Cacingan masih sering ditemukan pada anak usia sekolah, terutama di lingkungan dengan sanitasi yang kurang baik. Infeksi ringan sering tidak menimbulkan keluhan, tetapi dalam jangka panjang dapat menyebabkan anemia, gangguan gizi, dan hambatan tumbuh kembang.</p>
<h2>Gejala</h2>
<ul>
<li>Nafsu makan menurun, perut buncit, atau sering sakit perut.</li>
<li>Mual atau diare.</li>
<li>Lemas, pucat, dan sulit berkonsentrasi di sekolah.</li>
<li>Gatal di sekitar anus, terutama pada malam hari, yang khas untuk cacing kremi.</li>
<li>Berat badan sulit naik, atau cacing terlihat keluar bersama tinja.</li>
</ul>
<h2>Penyebab</h2>
<p>Telur cacing gelang dan cacing cambuk masuk ke tubuh melalui tangan, makanan, atau minuman yang tercemar tanah. Larva cacing tambang menembus kulit kaki yang tidak memakai alas kaki. Cacing kremi menular melalui tangan yang tidak dicuci setelah menggaruk daerah anus, lalu menyebar ke anggota keluarga lain.</p>
<h2>Pencegahan</h2>
<ul>
<li>Biasakan cuci tangan pakai sabun sebelum makan dan setelah buang air besar.</li>
<li>Gunakan alas kaki saat bermain atau bekerja di luar rumah.</li>
<li>Buang air besar di jamban yang sehat.</li>
<li>Cuci sayur dan buah dengan air mengalir, dan masak makanan hingga matang.</li>
<li>Potong kuku anak pendek dan bersih.</li>
<li>Minum obat cacing secara berkala sesuai program di posyandu atau sekolah, umumnya setiap enam bulan.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Bawa anak ke dokter atau puskesmas bila tampak pucat dan lemas, berat badannya tidak naik, sering diare atau sakit perut, atau terlihat cacing pada tinjanya. Segera ke IGD bila anak mengalami sakit perut hebat disertai muntah berulang dan perut kembung keras, karena dapat menandakan sumbatan usus.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 243,
    contentType: 'article',
  },
  {
    permalink: 'campak',
    title: 'Campak',
    excerpt:
      'Campak adalah penyakit virus yang sangat menular, ditandai demam tinggi dan ruam merah, dan dapat dicegah dengan imunisasi.',
    html: `<p>Campak bukan penyakit ringan. Komplikasinya dapat berupa diare berat, radang paru, radang otak, hingga kematian, terutama pada anak dengan gizi kurang. Indonesia terus berupaya mengeliminasi campak dan rubela melalui imunisasi MR.</p>
<h2>Gejala</h2>
<ul>
<li>Demam tinggi.</li>
<li>Batuk, pilek, serta mata merah dan berair.</li>
<li>Bercak putih kecil di bagian dalam pipi.</li>
<li>Ruam merah kecokelatan yang muncul tiga sampai lima hari setelah demam, dimulai di belakang telinga dan wajah, lalu menyebar ke seluruh tubuh.</li>
<li>Ruam berubah menjadi kehitaman dan kulit mengelupas pada masa penyembuhan.</li>
</ul>
<h2>Penyebab</h2>
<p>Campak disebabkan virus campak yang menular sangat mudah melalui udara saat penderita batuk atau bersin. Satu orang penderita dapat menularkan kepada hampir semua orang di sekitarnya yang belum memiliki kekebalan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Berikan imunisasi MR (campak-rubela) pada usia 9 bulan, 18 bulan, dan kelas 1 SD melalui Bulan Imunisasi Anak Sekolah.</li>
<li>Periksa catatan imunisasi di buku KIA dan lengkapi yang tertinggal.</li>
<li>Berikan vitamin A sesuai jadwal di posyandu setiap Februari dan Agustus.</li>
<li>Penderita beristirahat di rumah dan menghindari kontak dengan orang lain sampai empat hari setelah ruam muncul.</li>
<li>Penuhi gizi anak dengan makanan beragam.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Segera bawa anak ke puskesmas atau dokter bila demam disertai ruam, terutama jika imunisasinya belum lengkap. Tanda bahaya yang memerlukan penanganan segera adalah sesak napas, diare terus-menerus, tidak mau minum, kejang, dan penurunan kesadaran. Kasus campak perlu dilaporkan ke puskesmas agar petugas dapat melacak dan mencegah penularan di sekitarnya.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 237,
    contentType: 'article',
  },
  {
    permalink: 'demam-berdarah-dengue',
    title: 'Demam Berdarah Dengue',
    excerpt:
      'Demam berdarah dengue adalah infeksi virus yang ditularkan nyamuk Aedes aegypti dan dapat menyebabkan syok bila terlambat ditangani.',
    html: `<p>Demam berdarah dengue (DBD) meningkat setiap musim hujan di berbagai daerah di Indonesia. Fase paling berbahaya justru sering terjadi ketika demam mulai turun, biasanya sekitar hari ketiga sampai kelima, sehingga penderita perlu dipantau dengan cermat.</p>
<h2>Gejala</h2>
<ul>
<li>Demam tinggi mendadak selama dua sampai tujuh hari.</li>
<li>Sakit kepala, nyeri di belakang mata, serta nyeri otot dan sendi.</li>
<li>Mual, muntah, dan nafsu makan menurun.</li>
<li>Bintik merah di kulit, mimisan, atau gusi berdarah.</li>
<li>Tanda bahaya: nyeri perut hebat, muntah terus-menerus, sangat lemas atau gelisah, tangan dan kaki dingin, serta jarang buang air kecil.</li>
</ul>
<h2>Penyebab</h2>
<p>DBD disebabkan virus dengue yang ditularkan melalui gigitan nyamuk <em>Aedes aegypti</em> dan <em>Aedes albopictus</em> betina. Nyamuk ini aktif menggigit pada pagi hingga sore hari dan berkembang biak di genangan air jernih, seperti bak mandi, ember, tempat minum burung, vas bunga, dan barang bekas yang menampung air hujan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Lakukan 3M Plus: menguras dan menutup tempat penampungan air, serta memanfaatkan atau mendaur ulang barang bekas.</li>
<li>Taburkan larvasida pada penampungan air yang sulit dikuras atau pelihara ikan pemakan jentik.</li>
<li>Gunakan losion antinyamuk, pakaian lengan panjang, dan kelambu, terutama untuk anak.</li>
<li>Dukung gerakan Satu Rumah Satu Jumantik dengan memeriksa jentik di rumah setiap minggu.</li>
<li>Vaksin dengue sudah tersedia di Indonesia untuk kelompok usia tertentu; konsultasikan dengan dokter.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan diri bila demam tinggi berlangsung lebih dari dua hari agar dokter dapat melakukan pemeriksaan darah. Selama demam, perbanyak minum dan gunakan parasetamol untuk menurunkan panas; hindari ibuprofen dan aspirin karena dapat meningkatkan risiko perdarahan. Segera ke IGD bila muncul salah satu tanda bahaya, meskipun demamnya sudah turun.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 225,
    contentType: 'article',
  },
  {
    permalink: 'depresi',
    title: 'Depresi',
    excerpt:
      'Depresi adalah gangguan suasana perasaan yang membuat seseorang merasa sedih dan kehilangan minat secara menetap, bukan sekadar sedang bersedih.',
    html: `<p>Setiap orang pernah merasa sedih, tetapi depresi berbeda: perasaan itu menetap setidaknya dua minggu dan mengganggu pekerjaan, sekolah, ibadah, maupun hubungan dengan orang lain. Depresi bukan tanda lemah iman atau kurang bersyukur; ini kondisi kesehatan yang dapat ditangani.</p>
<h2>Gejala</h2>
<ul>
<li>Merasa sedih, hampa, atau putus asa hampir sepanjang hari.</li>
<li>Kehilangan minat pada hal-hal yang biasanya disukai.</li>
<li>Nafsu makan dan berat badan berubah drastis.</li>
<li>Sulit tidur atau justru tidur berlebihan.</li>
<li>Lelah dan tidak bertenaga.</li>
<li>Merasa tidak berharga atau bersalah secara berlebihan.</li>
<li>Sulit berkonsentrasi dan mengambil keputusan.</li>
<li>Muncul pikiran tentang kematian atau keinginan menyakiti diri.</li>
</ul>
<h2>Penyebab</h2>
<p>Depresi biasanya muncul dari gabungan beberapa faktor: biologis (perubahan zat kimia otak, riwayat keluarga, penyakit kronis, perubahan hormon seperti setelah melahirkan), psikologis (pengalaman traumatis, pola pikir yang sangat kritis terhadap diri sendiri), dan sosial (kehilangan orang tercinta, masalah ekonomi, kesepian, atau perundungan).</p>
<h2>Pencegahan</h2>
<ul>
<li>Jaga rutinitas tidur, makan, dan aktivitas fisik.</li>
<li>Tetap terhubung dengan keluarga, sahabat, dan komunitas.</li>
<li>Ceritakan beban kepada orang yang dipercaya; tidak perlu menanggung semuanya sendiri.</li>
<li>Hindari alkohol dan narkoba sebagai pelarian.</li>
<li>Kenali tanda-tanda awal dan cari bantuan sedini mungkin.</li>
<li>Bila orang terdekat tampak berubah, dengarkan tanpa menghakimi dan temani ia mencari pertolongan.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Carilah bantuan bila gejala berlangsung lebih dari dua minggu dan mengganggu kegiatan sehari-hari. Layanan kesehatan jiwa tersedia di puskesmas, dan Anda juga dapat menemui psikolog atau psikiater. Bila seseorang memiliki pikiran atau rencana untuk mengakhiri hidup, jangan tinggalkan ia sendirian; segera bawa ke IGD terdekat atau hubungi layanan darurat 119.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['kesehatan-mental'],
    author: AUTHOR,
    publishedDaysAgo: 214,
    contentType: 'article',
  },
  {
    permalink: 'diabetes-melitus',
    title: 'Diabetes Melitus',
    excerpt:
      'Diabetes melitus adalah penyakit kronis dengan kadar gula darah tinggi karena tubuh kekurangan insulin atau tidak dapat menggunakannya dengan baik.',
    html: `<p>Diabetes tipe 2 adalah jenis yang paling banyak ditemukan dan erat kaitannya dengan pola makan serta kurang bergerak. Banyak penderita tidak menyadarinya selama bertahun-tahun sampai muncul komplikasi pada jantung, ginjal, mata, dan saraf.</p>
<h2>Gejala</h2>
<ul>
<li>Sering haus dan sering buang air kecil, terutama pada malam hari.</li>
<li>Cepat lapar.</li>
<li>Berat badan turun tanpa sebab yang jelas.</li>
<li>Mudah lelah.</li>
<li>Luka sulit sembuh.</li>
<li>Kesemutan atau baal di tangan dan kaki.</li>
<li>Pandangan kabur, serta infeksi kulit atau keputihan yang berulang.</li>
</ul>
<h2>Penyebab</h2>
<p>Pada diabetes tipe 1, sistem kekebalan tubuh merusak sel pankreas penghasil insulin, biasanya sejak usia anak atau remaja. Pada diabetes tipe 2, sel-sel tubuh tidak lagi peka terhadap insulin. Faktor risikonya antara lain berat badan berlebih terutama lingkar perut yang besar, kurang aktivitas fisik, pola makan tinggi gula dan tepung olahan, riwayat keluarga, usia di atas 40 tahun, dan riwayat diabetes saat hamil.</p>
<h2>Pencegahan</h2>
<ul>
<li>Batasi gula maksimal 50 gram atau sekitar 4 sendok makan per hari, termasuk gula dalam minuman kemasan.</li>
<li>Perbanyak sayur, pilih nasi merah atau makanan berserat, dan kurangi camilan manis.</li>
<li>Lakukan aktivitas fisik minimal 150 menit per minggu, misalnya jalan cepat 30 menit lima kali seminggu.</li>
<li>Jaga lingkar perut di bawah 90 cm untuk laki-laki dan di bawah 80 cm untuk perempuan.</li>
<li>Periksa gula darah setidaknya setahun sekali bila berusia 40 tahun ke atas atau memiliki faktor risiko, misalnya di posbindu.</li>
<li>Berhenti merokok.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan gula darah bila mengalami gejala di atas. Penderita diabetes perlu kontrol rutin, minum obat sesuai anjuran, serta memeriksakan mata dan kaki secara berkala. Segera ke IGD bila penderita gemetar, berkeringat dingin, bingung, atau pingsan (tanda gula darah terlalu rendah), atau bila napas cepat dan dalam disertai muntah dan penurunan kesadaran.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 205,
    contentType: 'article',
  },
  {
    permalink: 'diare',
    title: 'Diare',
    excerpt:
      'Diare adalah buang air besar cair tiga kali atau lebih dalam sehari yang perlu diwaspadai terutama karena dapat menyebabkan dehidrasi.',
    html: `<p>Diare paling sering disebabkan infeksi dan umumnya membaik dalam beberapa hari. Yang perlu diwaspadai adalah kehilangan cairan tubuh, terutama pada bayi, balita, dan lansia.</p>
<h2>Gejala</h2>
<ul>
<li>Buang air besar cair atau lembek tiga kali atau lebih dalam sehari.</li>
<li>Mulas dan kram perut.</li>
<li>Mual, muntah, atau demam.</li>
<li>Tanda kekurangan cairan: sangat haus, mulut kering, air kencing sedikit dan pekat, mata cekung, dan lemas.</li>
<li>Pada bayi: ubun-ubun cekung, rewel, dan menangis tanpa air mata.</li>
</ul>
<h2>Penyebab</h2>
<p>Sebagian besar diare disebabkan infeksi virus seperti rotavirus dan norovirus, bakteri seperti <em>E. coli</em>, <em>Salmonella</em>, dan <em>Shigella</em>, atau parasit, yang masuk melalui makanan, minuman, dan tangan yang tercemar. Penyebab lainnya adalah keracunan makanan, intoleransi laktosa, dan efek samping obat.</p>
<h2>Pencegahan</h2>
<ul>
<li>Cuci tangan pakai sabun sebelum menyiapkan makanan, sebelum makan, dan setelah buang air besar.</li>
<li>Minum air yang sudah dimasak hingga mendidih atau air minum yang terjamin kebersihannya.</li>
<li>Masak makanan hingga matang dan simpan dalam wadah tertutup.</li>
<li>Berikan ASI eksklusif selama enam bulan pertama.</li>
<li>Lengkapi imunisasi rotavirus pada bayi sesuai jadwal.</li>
<li>Gunakan jamban sehat dan jaga kebersihan sumber air.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Saat diare, segera berikan oralit dan minum lebih banyak dari biasanya; anak juga perlu tablet zinc selama sepuluh hari sesuai anjuran petugas kesehatan, dan tetap diberi ASI serta makanan. Segera ke dokter atau puskesmas bila muncul tanda kekurangan cairan, tinja berdarah, demam tinggi, muntah terus sehingga tidak bisa minum, diare lebih dari tiga hari, atau bila yang mengalami diare adalah bayi dan lansia.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 198,
    contentType: 'article',
  },
  {
    permalink: 'eksim',
    title: 'Eksim (Dermatitis Atopik)',
    excerpt:
      'Eksim atau dermatitis atopik adalah peradangan kulit kronis yang membuat kulit kering, gatal, dan kemerahan secara kambuh-kambuhan.',
    html: `<p>Dermatitis atopik sering mulai muncul pada bayi dan anak-anak, dan sebagian berlanjut hingga dewasa. Penyakit ini tidak menular. Dengan perawatan kulit yang tepat, kekambuhannya dapat dikurangi.</p>
<h2>Gejala</h2>
<ul>
<li>Kulit sangat kering dan bersisik.</li>
<li>Gatal yang sering memburuk pada malam hari.</li>
<li>Bercak merah: pada bayi di pipi, dahi, dan kulit kepala; pada anak dan dewasa di lipatan siku, belakang lutut, leher, dan pergelangan.</li>
<li>Kulit menebal dan menggelap akibat sering digaruk.</li>
<li>Kulit bisa basah dan berkerak bila terjadi infeksi.</li>
</ul>
<h2>Penyebab</h2>
<p>Eksim terjadi karena lapisan pelindung kulit tidak bekerja dengan baik dan sistem kekebalan tubuh bereaksi berlebihan. Kecenderungannya sering diturunkan dalam keluarga yang memiliki riwayat asma, rinitis alergi, atau eksim. Kekambuhan dapat dipicu sabun yang keras, deterjen, keringat, udara panas atau kering, pakaian berbahan kasar, debu dan tungau, stres, serta infeksi.</p>
<h2>Pencegahan</h2>
<ul>
<li>Oleskan pelembap minimal dua kali sehari, terutama segera setelah mandi.</li>
<li>Mandi dengan air suam-suam kuku, tidak terlalu lama, dan gunakan sabun lembut tanpa pewangi.</li>
<li>Kenakan pakaian katun yang longgar dan menyerap keringat.</li>
<li>Potong kuku pendek agar garukan tidak melukai kulit.</li>
<li>Catat dan hindari pemicu kekambuhan.</li>
<li>Jangan memakai krim racikan atau salep kortikosteroid dalam jangka panjang tanpa pengawasan dokter.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila gatal mengganggu tidur atau aktivitas, ruam tidak membaik dengan pelembap, atau kulit tampak bernanah, berkerak kuning, dan nyeri. Segera cari pertolongan bila muncul lenting-lenting kecil berkelompok yang nyeri disertai demam, karena dapat menandakan infeksi virus yang memerlukan pengobatan cepat.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 187,
    contentType: 'article',
  },
  {
    permalink: 'gangguan-kecemasan',
    title: 'Gangguan Kecemasan',
    excerpt:
      'Gangguan kecemasan adalah rasa cemas atau khawatir berlebihan yang menetap dan mengganggu kehidupan sehari-hari.',
    html: `<p>Rasa cemas adalah reaksi wajar saat menghadapi ujian, wawancara kerja, atau masalah keluarga. Kecemasan menjadi gangguan bila muncul berlebihan, berlangsung lama, dan membuat seseorang sulit menjalani aktivitas sehari-hari.</p>
<h2>Gejala</h2>
<ul>
<li>Khawatir berlebihan tentang banyak hal dan sulit dikendalikan.</li>
<li>Gelisah, tegang, dan mudah tersinggung.</li>
<li>Jantung berdebar, napas pendek, berkeringat, atau gemetar.</li>
<li>Sulit tidur, otot tegang, sakit kepala, atau perut tidak nyaman.</li>
<li>Serangan panik: rasa takut hebat yang datang tiba-tiba disertai dada sesak, berdebar, dan perasaan akan pingsan atau kehilangan kendali, memuncak dalam beberapa menit.</li>
<li>Menghindari tempat atau situasi tertentu karena takut cemasnya kambuh.</li>
</ul>
<h2>Penyebab</h2>
<p>Gangguan kecemasan muncul dari gabungan faktor keturunan, perubahan zat kimia otak, sifat kepribadian, pengalaman hidup yang berat atau traumatis, serta stres berkepanjangan karena pekerjaan, keuangan, atau keluarga. Kondisi fisik seperti gangguan tiroid, konsumsi kafein berlebihan, dan penggunaan zat tertentu juga dapat menimbulkan atau memperberat kecemasan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Latih pernapasan perlahan: tarik napas dalam empat hitungan, lalu embuskan dalam enam hitungan, ulangi beberapa menit.</li>
<li>Lakukan aktivitas fisik secara teratur.</li>
<li>Tidur cukup dan teratur.</li>
<li>Batasi kopi, minuman berenergi, serta waktu membaca berita dan media sosial.</li>
<li>Bagikan beban pikiran kepada orang yang dipercaya.</li>
<li>Jangan meredakan cemas dengan alkohol atau obat penenang tanpa resep dokter.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Carilah bantuan psikolog, psikiater, atau layanan kesehatan jiwa di puskesmas bila kecemasan mengganggu pekerjaan, sekolah, atau hubungan dengan orang lain selama beberapa minggu, atau bila serangan panik terjadi berulang. Konseling dan psikoterapi terbukti efektif, dan bila perlu dokter dapat memberikan obat. Nyeri dada dan sesak yang baru pertama kali dialami sebaiknya tetap diperiksa dokter untuk memastikan tidak ada gangguan jantung.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['kesehatan-mental'],
    author: AUTHOR,
    publishedDaysAgo: 176,
    contentType: 'article',
  },
  {
    permalink: 'gastritis',
    title: 'Gastritis',
    excerpt:
      'Gastritis atau yang sering disebut maag adalah peradangan pada dinding lambung yang menimbulkan nyeri ulu hati, mual, dan kembung.',
    html: `<p>Keluhan maag sangat umum dan sering dianggap sepele. Sebagian besar membaik dengan perbaikan pola makan dan gaya hidup, tetapi gastritis yang dibiarkan dapat berlanjut menjadi luka pada lambung dan perdarahan.</p>
<h2>Gejala</h2>
<ul>
<li>Nyeri atau perih di ulu hati.</li>
<li>Perut kembung dan cepat kenyang.</li>
<li>Mual atau muntah.</li>
<li>Sering bersendawa.</li>
<li>Nafsu makan menurun.</li>
</ul>
<h2>Penyebab</h2>
<p>Penyebab utama gastritis adalah infeksi bakteri <em>Helicobacter pylori</em> dan penggunaan obat antinyeri seperti ibuprofen, asam mefenamat, atau aspirin dalam jangka panjang. Alkohol, rokok, dan stres berat juga berperan. Jadwal makan yang tidak teratur, makanan pedas dan asam, serta kopi dapat memicu atau memperberat keluhan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Makan teratur dengan porsi kecil tetapi sering.</li>
<li>Batasi makanan pedas, asam, berlemak, kopi, dan minuman bersoda.</li>
<li>Beri jarak dua sampai tiga jam antara makan malam dan waktu tidur.</li>
<li>Jangan minum obat antinyeri tanpa anjuran dokter, dan minumlah setelah makan.</li>
<li>Kelola stres dan tidur cukup.</li>
<li>Saat berpuasa, jangan melewatkan sahur dan berbukalah secara bertahap, dimulai dengan air putih dan makanan ringan.</li>
<li>Berhenti merokok.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan diri bila keluhan berlangsung lebih dari dua minggu, sering kambuh meskipun sudah minum obat maag, atau disertai berat badan turun dan sulit menelan. Segera ke IGD bila muntah darah atau cairan hitam seperti ampas kopi, tinja berwarna hitam, atau nyeri perut hebat yang datang mendadak. Nyeri ulu hati yang disertai keringat dingin, sesak, atau nyeri menjalar ke lengan kiri dapat merupakan serangan jantung dan harus segera ditangani.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 168,
    contentType: 'article',
  },
  {
    permalink: 'gondongan',
    title: 'Gondongan',
    excerpt:
      'Gondongan adalah infeksi virus yang menyebabkan pembengkakan kelenjar ludah di bawah telinga.',
    html: `<p>Gondongan atau parotitis umumnya dialami anak usia sekolah dan sembuh dalam satu sampai dua minggu. Pada remaja dan orang dewasa, komplikasinya dapat lebih berat, misalnya peradangan pada buah zakar atau indung telur.</p>
<h2>Gejala</h2>
<ul>
<li>Demam, sakit kepala, lemas, dan nyeri otot.</li>
<li>Bengkak dan nyeri pada salah satu atau kedua pipi di bawah telinga.</li>
<li>Nyeri saat mengunyah atau menelan.</li>
<li>Mulut terasa kering.</li>
</ul>
<h2>Penyebab</h2>
<p>Gondongan disebabkan virus mumps yang menular melalui percikan ludah saat batuk, bersin, atau berbicara, serta melalui alat makan yang dipakai bersama. Penderita dapat menularkan sejak beberapa hari sebelum pembengkakan muncul hingga sekitar lima hari setelahnya.</p>
<h2>Pencegahan</h2>
<ul>
<li>Imunisasi MMR (campak, gondongan, rubela) dapat diberikan sesuai anjuran dokter anak; imunisasi MR dalam program pemerintah tidak mencakup gondongan.</li>
<li>Penderita beristirahat di rumah hingga lima hari setelah pembengkakan muncul.</li>
<li>Jangan berbagi gelas, sendok, atau botol minum.</li>
<li>Cuci tangan dengan sabun dan terapkan etika batuk.</li>
<li>Menempelkan blau atau kapur pada pipi tidak menyembuhkan gondongan; cukup kompres hangat atau dingin untuk meredakan nyeri.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila demam tinggi tidak turun, nyeri sangat mengganggu, atau anak tidak mau makan dan minum. Segera cari pertolongan bila muncul sakit kepala hebat dengan leher kaku, muntah terus-menerus, nyeri dan bengkak pada buah zakar, nyeri perut hebat, atau gangguan pendengaran.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 159,
    contentType: 'article',
  },
];
