import { type SeedArticle } from './types';

/** Blog-section articles: dakwah-renungan, motivasi and sejarah-wawasan (each filed under a regular category). */
export const articlesSections: SeedArticle[] = [
  // ───────────────────────────── Dakwah & Renungan ─────────────────────────────
  {
    permalink: 'ikhlas-dalam-amal-amal-kecil',
    title: 'Ikhlas dalam Amal-Amal Kecil',
    excerpt:
      'Amal kecil yang dilakukan dengan ikhlas bisa bernilai besar di sisi Allah. Sebaliknya, amal besar bisa hampa jika niatnya keliru.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['akhlak', 'sedekah'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 0,
    html: `<p>Kita sering mengukur kebaikan dari besarnya: jumlah sumbangan, luasnya tanah wakaf, atau banyaknya orang yang hadir di kajian. Padahal, di sisi Allah, nilai sebuah amal tidak hanya ditentukan oleh ukurannya, tetapi oleh niat yang menggerakkannya. Rasulullah saw. bersabda, "Sesungguhnya setiap amal tergantung pada niatnya, dan setiap orang akan mendapatkan sesuai dengan apa yang ia niatkan" (HR Bukhari dan Muslim).</p>
<p>Dalam hadis lain, Rasulullah saw. menceritakan seorang laki-laki yang diampuni dosanya karena menyingkirkan dahan berduri dari jalan agar tidak melukai orang yang lewat (HR Bukhari dan Muslim). Ada pula kisah tentang seseorang yang memberi minum anjing yang kehausan, lalu Allah berterima kasih kepadanya dan mengampuninya. Amal-amal itu tampak sederhana, bahkan mungkin tidak disaksikan siapa pun. Namun, karena dilakukan dengan tulus, nilainya menjadi sangat besar.</p>
<h2>Tanda-tanda ikhlas</h2>
<p>Ikhlas adalah urusan hati yang hanya Allah yang mengetahuinya secara pasti. Namun, para ulama menyebutkan beberapa tanda yang bisa kita jadikan bahan muhasabah:</p>
<ul>
<li>Semangat beramal tidak berubah, baik ketika dilihat orang maupun ketika sendirian.</li>
<li>Tidak kecewa ketika kebaikan kita tidak dipuji atau nama kita tidak disebut.</li>
<li>Lebih senang dengan amal yang tersembunyi daripada amal yang diketahui banyak orang.</li>
<li>Tetap berbuat baik kepada orang yang tidak membalas kebaikan kita.</li>
</ul>
<p>Di era media sosial, ujian keikhlasan semakin halus. Keinginan untuk membagikan setiap kebaikan kadang muncul tanpa disadari. Tentu tidak semua unggahan tentang kebaikan itu salah; ada kalanya kita menceritakan kegiatan sosial agar orang lain terdorong ikut berbuat baik. Yang perlu terus dijaga adalah niat di balik unggahan itu, serta kehormatan orang yang kita bantu.</p>
<p>Mari mulai hari ini dengan satu amal kecil yang hanya kita dan Allah yang tahu: mendoakan saudara tanpa sepengetahuannya, menyisihkan sedekah di waktu Subuh, atau membantu pekerjaan rumah tanpa diminta. Semoga amal-amal kecil itu menjadi pemberat timbangan kebaikan kita kelak.</p>`,
  },
  {
    permalink: 'sabar-bukan-berarti-diam',
    title: 'Sabar Bukan Berarti Diam',
    excerpt:
      'Sabar sering disalahpahami sebagai pasrah tanpa berbuat apa-apa. Padahal sabar adalah kekuatan untuk tetap teguh sambil terus berikhtiar.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['akhlak', 'kesehatan-mental'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 8,
    editorChoice: true,
    html: `<p>Ketika seseorang tertimpa musibah, nasihat yang paling sering ia dengar adalah "Yang sabar, ya." Nasihat ini benar, tetapi kadang dipahami keliru. Sabar dianggap sama dengan diam, menerima keadaan tanpa berbuat apa-apa, atau menahan perasaan sampai tidak boleh menangis. Padahal, sabar dalam Islam memiliki makna yang jauh lebih aktif dan lebih manusiawi.</p>
<h2>Makna sabar</h2>
<p>Secara bahasa, sabar berarti menahan. Para ulama membagi sabar menjadi tiga: sabar dalam menjalankan ketaatan, sabar dalam menjauhi maksiat, dan sabar dalam menghadapi takdir yang menyakitkan. Ketiganya menuntut kekuatan jiwa. Orang yang sabar bukan orang yang tidak merasakan sakit, melainkan orang yang tidak membiarkan rasa sakit itu menjerumuskannya pada keputusasaan atau perbuatan yang dilarang.</p>
<p>Rasulullah saw. sendiri menangis ketika putranya, Ibrahim, wafat. Ketika seorang sahabat heran, beliau menjelaskan bahwa air mata itu adalah rahmat, lalu bersabda, "Mata boleh menangis, hati boleh bersedih, tetapi kami tidak mengucapkan kecuali yang diridai Tuhan kami" (HR Bukhari). Dari sini kita belajar bahwa menangis dan bersedih tidak bertentangan dengan kesabaran.</p>
<h2>Sabar yang bergerak</h2>
<p>Sabar juga tidak berarti berhenti berikhtiar. Orang yang sakit tetap berobat, orang yang kehilangan pekerjaan tetap mencari nafkah, dan orang yang diperlakukan tidak adil tetap boleh memperjuangkan haknya dengan cara yang baik. Allah Swt. berfirman, "Wahai orang-orang yang beriman, mohonlah pertolongan dengan sabar dan salat. Sungguh, Allah beserta orang-orang yang sabar" (QS Al-Baqarah: 153). Sabar dan salat adalah sumber kekuatan, bukan alasan untuk berpangku tangan.</p>
<blockquote>Sabar adalah tetap melangkah dengan hati yang tenang, meski jalan di depan belum sepenuhnya terang.</blockquote>
<p>Dalam kondisi tertentu, bersabar juga berarti berani meminta bantuan. Seseorang yang terus-menerus merasa tertekan, sulit tidur, dan kehilangan harapan membutuhkan pertolongan, baik dari keluarga, ustaz yang dipercaya, maupun tenaga kesehatan jiwa. Mengakui bahwa kita sedang tidak baik-baik saja adalah langkah pertama untuk bangkit. Semoga Allah menjadikan kita hamba-hamba yang sabar, dan kesabaran itu membawa kita semakin dekat kepada-Nya.</p>`,
  },
  {
    permalink: 'menjaga-lisan-di-media-sosial',
    title: 'Menjaga Lisan di Media Sosial',
    excerpt:
      'Jari-jari kita kini menjadi lisan kedua. Apa yang kita ketik dan bagikan akan dimintai pertanggungjawaban, sama seperti apa yang kita ucapkan.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['akhlak', 'remaja'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 20,
    html: `<p>Rasulullah saw. bersabda, "Barang siapa beriman kepada Allah dan hari akhir, hendaklah ia berkata baik atau diam" (HR Bukhari dan Muslim). Di zaman ini, perkataan tidak lagi hanya keluar dari mulut. Komentar, status, pesan berantai, dan video pendek adalah bentuk perkataan yang jangkauannya bisa jauh lebih luas daripada suara kita sendiri.</p>
<h2>Dosa yang mudah tersebar</h2>
<p>Satu komentar yang merendahkan bisa dilihat ribuan orang. Satu kabar bohong yang kita teruskan bisa menyebar ke ratusan grup dalam hitungan jam. Di sinilah bahayanya: kita mungkin merasa hanya menekan tombol "bagikan", tetapi dampaknya bisa melukai kehormatan seseorang, memicu kebencian, atau menimbulkan kepanikan. Allah Swt. memerintahkan kita untuk memeriksa kebenaran berita yang dibawa orang fasik agar tidak menimpakan musibah kepada suatu kaum tanpa mengetahui keadaannya (QS Al-Hujurat: 6).</p>
<h2>Sebelum mengetik dan membagikan</h2>
<p>Ada tiga pertanyaan sederhana yang bisa kita ajukan kepada diri sendiri sebelum menulis atau meneruskan sesuatu:</p>
<ol>
<li><strong>Apakah ini benar?</strong> Jika tidak yakin akan kebenarannya, lebih baik berhenti di tangan kita.</li>
<li><strong>Apakah ini bermanfaat?</strong> Informasi yang benar pun belum tentu perlu disebarkan, terutama jika menyangkut aib orang lain.</li>
<li><strong>Apakah cara penyampaiannya baik?</strong> Kritik yang benar bisa kehilangan maknanya jika disampaikan dengan cacian.</li>
</ol>
<p>Perlu diingat pula bahwa gibah tetaplah gibah meski dilakukan di grup percakapan tertutup. Membicarakan keburukan orang lain, menyebarkan tangkapan layar percakapan pribadi, atau menertawakan kesalahan seseorang adalah perbuatan tercela, meskipun dikemas sebagai candaan.</p>
<p>Bagi orang tua dan pendidik, adab bermedia sosial perlu diajarkan kepada remaja sejak dini, dan tentu dicontohkan. Remaja yang melihat orang tuanya santun di dunia maya akan lebih mudah meniru. Mari jadikan akun media sosial kita sebagai ladang kebaikan: menyebarkan ilmu yang bermanfaat, kabar yang menenangkan, dan doa-doa untuk sesama. Setiap huruf yang kita tulis kelak akan kita jumpai kembali di hadapan Allah.</p>`,
  },
  {
    permalink: 'rumah-sebagai-tempat-pulang-yang-menenangkan',
    title: 'Rumah sebagai Tempat Pulang yang Menenangkan',
    excerpt:
      'Rumah yang sakinah bukan rumah tanpa masalah, melainkan rumah tempat setiap penghuninya merasa aman untuk pulang.',
    category: 'keluarga',
    section: 'dakwah-renungan',
    tags: ['keluarga-sakinah', 'akhlak'],
    author: 'Nurul Hidayah',
    publishedDaysAgo: 60,
    html: `<p>Ada rumah yang besar dan megah, tetapi penghuninya enggan pulang. Ada pula rumah sederhana yang selalu dirindukan. Bedanya bukan pada luas bangunan atau mahalnya perabot, melainkan pada suasana di dalamnya. Al-Qur'an menyebut bahwa Allah menjadikan rumah-rumah kita sebagai tempat tinggal, <em>sakanan</em>, yang seakar dengan kata sakinah atau ketenangan (QS An-Nahl: 80). Rumah semestinya menjadi tempat melepas lelah, bukan menambah beban.</p>
<h2>Ketenangan yang diupayakan</h2>
<p>Ketenangan rumah tidak datang dengan sendirinya. Ia lahir dari upaya kecil setiap anggota keluarga. Suami yang pulang kerja menyapa dengan senyum meski lelah. Istri yang menyambut tanpa langsung menyampaikan daftar keluhan. Anak-anak yang belajar meminta maaf dan berterima kasih. Setiap orang menyumbang bagian ketenangan, sekecil apa pun.</p>
<p>Rasulullah saw. adalah teladan terbaik dalam hal ini. Aisyah r.a. menceritakan bahwa beliau di rumah biasa membantu pekerjaan keluarganya, dan ketika waktu salat tiba, beliau keluar untuk salat (HR Bukhari). Beliau menjahit bajunya sendiri, memperbaiki sandalnya, dan bercanda dengan keluarganya. Rumah beliau sederhana, tetapi penuh kehangatan.</p>
<h2>Yang membuat rumah kehilangan ketenangan</h2>
<ul>
<li>Kata-kata kasar dan bentakan yang menjadi kebiasaan.</li>
<li>Membanding-bandingkan anak atau pasangan dengan orang lain.</li>
<li>Masalah yang dipendam bertahun-tahun tanpa pernah dibicarakan.</li>
<li>Kehadiran fisik tanpa kehadiran hati karena semua sibuk dengan layar masing-masing.</li>
</ul>
<p>Masalah pasti ada di setiap rumah. Keluarga yang sakinah bukan keluarga yang tidak pernah berselisih, melainkan keluarga yang tahu cara kembali berdamai. Mereka memaafkan lebih cepat, tidak mengungkit kesalahan lama, dan tetap saling mendoakan bahkan di hari-hari yang sulit.</p>
<p>Mari bertanya kepada diri sendiri malam ini: apakah kehadiran saya membuat rumah lebih tenang atau lebih tegang? Jawaban jujur atas pertanyaan ini bisa menjadi awal perubahan yang besar. Semoga Allah menjadikan rumah-rumah kita tempat pulang yang dirindukan di dunia, dan jalan menuju rumah abadi di surga-Nya.</p>`,
  },
  {
    permalink: 'sedekah-tidak-akan-mengurangi-harta',
    title: 'Sedekah Tidak Akan Mengurangi Harta',
    excerpt:
      'Secara hitungan, sedekah mengurangi isi dompet. Namun Rasulullah saw. menegaskan bahwa sedekah tidak akan mengurangi harta. Bagaimana memahaminya?',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['sedekah', 'zakat', 'ramadan'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 140,
    html: `<p>"Sedekah tidak akan mengurangi harta" (HR Muslim). Hadis ini sering kita dengar, tetapi diam-diam kita bertanya: bukankah setelah bersedekah uang di dompet memang berkurang? Pertanyaan ini wajar. Untuk menjawabnya, kita perlu melihat harta bukan hanya dari angka, tetapi juga dari keberkahan dan manfaatnya.</p>
<h2>Tiga cara memahami janji ini</h2>
<p>Para ulama menjelaskan bahwa harta yang disedekahkan tidak berkurang setidaknya dalam tiga pengertian. <strong>Pertama</strong>, Allah memberkahi harta yang tersisa sehingga terasa cukup dan membawa kebaikan, meskipun jumlahnya lebih sedikit. <strong>Kedua</strong>, Allah mengganti sedekah itu dengan rezeki lain, sebagaimana firman-Nya, "Apa saja yang kamu infakkan, Allah akan menggantinya, dan Dialah pemberi rezeki yang terbaik" (QS Saba': 39). <strong>Ketiga</strong>, pahala sedekah adalah harta sejati yang tersimpan dan tidak akan hilang, bahkan dilipatgandakan.</p>
<blockquote>Perumpamaan orang yang menginfakkan hartanya di jalan Allah seperti sebutir biji yang menumbuhkan tujuh tangkai, pada setiap tangkai ada seratus biji. (QS Al-Baqarah: 261)</blockquote>
<h2>Sedekah yang tidak harus berupa uang</h2>
<p>Sedekah tidak terbatas pada harta. Rasulullah saw. mengajarkan bahwa senyum kepada saudara adalah sedekah, menyingkirkan gangguan dari jalan adalah sedekah, dan kata-kata yang baik adalah sedekah. Dengan begitu, tidak ada seorang pun yang tidak mampu bersedekah. Orang yang hartanya terbatas tetap bisa bersedekah dengan tenaga, waktu, ilmu, dan akhlaknya.</p>
<h2>Membiasakan diri</h2>
<p>Cara terbaik membangun kebiasaan bersedekah adalah memulainya dengan jumlah kecil tetapi rutin. Sisihkan sedekah di awal bulan bersamaan dengan zakat, bukan dari sisa belanja. Bulan Ramadan adalah waktu terbaik untuk melatihnya, karena suasana berbagi terasa di mana-mana. Rasulullah saw. adalah orang yang paling dermawan, dan kedermawanan beliau semakin besar di bulan Ramadan (HR Bukhari).</p>
<p>Sedekah juga menghapus kesalahan sebagaimana air memadamkan api (HR Tirmidzi), dan melembutkan hati pemberinya. Ketika kita berbagi, kita sedang mengingatkan diri bahwa harta hanyalah titipan. Pemilik sejatinya adalah Allah, dan kita hanya diminta menyalurkannya ke tempat yang Ia ridai.</p>`,
  },
  {
    permalink: 'menyambut-ramadan-dengan-persiapan',
    title: 'Menyambut Ramadan dengan Persiapan, Bukan Sekadar Semangat',
    excerpt:
      'Para ulama salaf berdoa berbulan-bulan agar dipertemukan dengan Ramadan. Persiapan yang matang membuat semangat di awal bulan tidak padam di pertengahan.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['ramadan', 'akhlak'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 290,
    html: `<p>Setiap tahun, kita menyambut Ramadan dengan semangat yang membara. Masjid penuh di malam-malam pertama, target khatam Al-Qur'an dicanangkan, dan jadwal kajian disusun. Namun, tidak jarang semangat itu meredup di pertengahan bulan. Saf tarawih mulai maju, tilawah tertinggal, dan sepuluh malam terakhir justru dihabiskan di pusat perbelanjaan. Salah satu penyebabnya adalah kurangnya persiapan.</p>
<p>Para ulama salaf memberi teladan yang indah. Diriwayatkan bahwa mereka berdoa selama enam bulan agar dipertemukan dengan Ramadan, dan enam bulan berikutnya agar amal Ramadan mereka diterima. Ramadan bagi mereka bukan peristiwa yang datang tiba-tiba, melainkan tamu agung yang dinantikan dan dipersiapkan.</p>
<h2>Persiapan yang bisa dimulai sekarang</h2>
<ul>
<li><strong>Lunasi utang puasa.</strong> Jika masih ada puasa Ramadan tahun lalu yang belum diganti, segera tunaikan.</li>
<li><strong>Berlatih dengan puasa sunah.</strong> Puasa Senin-Kamis atau puasa di bulan Syakban membantu tubuh beradaptasi. Rasulullah saw. banyak berpuasa di bulan Syakban.</li>
<li><strong>Biasakan tilawah harian.</strong> Dengan kebiasaan yang sudah terbentuk, target khatam di bulan Ramadan tidak terasa berat.</li>
<li><strong>Atur pekerjaan dan keuangan.</strong> Selesaikan urusan yang bisa diselesaikan lebih awal, dan siapkan anggaran zakat serta sedekah.</li>
<li><strong>Periksa kesehatan.</strong> Bagi penderita penyakit kronis seperti diabetes, konsultasikan pengaturan obat dan pola makan selama berpuasa dengan dokter.</li>
<li><strong>Bersihkan hati.</strong> Maafkan dan mintalah maaf, agar kita memasuki bulan suci tanpa membawa dendam.</li>
</ul>
<h2>Menjaga semangat hingga akhir</h2>
<p>Tetapkan target yang realistis. Lebih baik menjalankan amalan yang sedikit tetapi konsisten daripada target besar yang hanya bertahan sepekan. Rasulullah saw. bersabda bahwa amalan yang paling dicintai Allah adalah yang terus-menerus meskipun sedikit (HR Bukhari dan Muslim). Libatkan keluarga agar saling mengingatkan, dan cari teman seperjalanan di komunitas yang bisa menjadi penyemangat.</p>
<p>Ramadan adalah madrasah yang datang setahun sekali. Siapa yang mempersiapkan diri dengan baik akan keluar darinya sebagai pribadi yang lebih bertakwa. Semoga Allah memanjangkan umur kita hingga berjumpa kembali dengan Ramadan, dan menjadikannya bulan perubahan bagi kita semua.</p>`,
  },
  {
    permalink: 'ukhuwah-itu-dirawat-bukan-ditunggu',
    title: 'Ukhuwah Itu Dirawat, Bukan Ditunggu',
    excerpt:
      'Persaudaraan sesama muslim adalah anugerah, tetapi ia juga membutuhkan perawatan: saling menyapa, menjenguk, memaafkan, dan mendoakan.',
    category: 'kajian',
    section: 'dakwah-renungan',
    tags: ['ukhuwah', 'akhlak'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 380,
    html: `<p>"Sesungguhnya orang-orang mukmin itu bersaudara, karena itu damaikanlah antara kedua saudaramu" (QS Al-Hujurat: 10). Ayat ini menegaskan bahwa ukhuwah adalah ikatan yang Allah tetapkan di antara orang-orang beriman. Namun, seperti tanaman, ikatan itu bisa layu jika tidak disiram. Banyak persahabatan yang dulu erat menjadi renggang bukan karena pertengkaran, melainkan karena dibiarkan.</p>
<h2>Hak seorang muslim atas saudaranya</h2>
<p>Rasulullah saw. menyebutkan beberapa hak seorang muslim atas muslim lainnya: menjawab salamnya, menjenguknya ketika sakit, mengantarkan jenazahnya, memenuhi undangannya, dan mendoakannya ketika ia bersin (HR Bukhari dan Muslim). Hak-hak ini tampak sederhana, tetapi justru dari hal-hal sederhana itulah persaudaraan dibangun.</p>
<p>Di komunitas, kita sering sibuk dengan program dan acara. Rapat demi rapat digelar, kegiatan demi kegiatan dijalankan. Tanpa disadari, kita mengenal teman seperjuangan hanya sebatas perannya dalam kepanitiaan. Kita tahu siapa yang menjadi bendahara, tetapi tidak tahu bahwa ia sedang merawat ibunya yang sakit. Kita tahu siapa yang jarang hadir, tetapi tidak bertanya mengapa.</p>
<h2>Merawat ukhuwah dalam keseharian</h2>
<ul>
<li>Sapa dan tanyakan kabar, bukan hanya ketika ada perlu.</li>
<li>Jenguk yang sakit, hadiri yang berduka, dan ikut berbahagia atas kebahagiaan saudara.</li>
<li>Berlapang dada terhadap perbedaan pendapat dalam hal-hal yang tidak prinsip.</li>
<li>Hindari gibah, prasangka buruk, dan mencari-cari kesalahan, sebagaimana dilarang dalam QS Al-Hujurat: 12.</li>
<li>Doakan saudara secara diam-diam; malaikat akan mengaminkan dan mendoakan kebaikan yang sama untuk kita (HR Muslim).</li>
</ul>
<p>Ketika terjadi perselisihan, jangan biarkan berlarut-larut. Rasulullah saw. melarang seorang muslim mendiamkan saudaranya lebih dari tiga hari, dan yang terbaik di antara keduanya adalah yang lebih dulu mengucapkan salam (HR Bukhari dan Muslim). Memulai berdamai bukan tanda kalah, melainkan tanda hati yang lapang.</p>
<p>Ukhuwah adalah kekuatan umat. Dengan persaudaraan yang kokoh, beban terasa lebih ringan dan kebaikan lebih mudah diwujudkan. Mari mulai hari ini dengan menghubungi satu saudara yang sudah lama tidak kita sapa.</p>`,
  },

  // ───────────────────────────── Motivasi ─────────────────────────────
  {
    permalink: 'mulai-dari-yang-kecil-lalu-istikamah',
    title: 'Mulai dari yang Kecil, lalu Istikamah',
    excerpt:
      'Perubahan besar jarang terjadi dalam semalam. Ia lahir dari langkah kecil yang diulang setiap hari dengan sabar.',
    category: 'pendidikan',
    section: 'motivasi',
    tags: ['akhlak', 'remaja'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 4,
    html: `<p>Setiap awal tahun, banyak dari kita menyusun daftar resolusi yang panjang: ingin lebih rajin beribadah, lebih sehat, lebih produktif, lebih hemat. Namun, beberapa pekan kemudian, sebagian besar daftar itu terlupakan. Bukan karena kita tidak bersungguh-sungguh, melainkan karena target yang kita pasang terlalu besar untuk dijalani sekaligus.</p>
<h2>Kekuatan langkah kecil</h2>
<p>Rasulullah saw. bersabda, "Amalan yang paling dicintai Allah adalah yang paling konsisten meskipun sedikit" (HR Bukhari dan Muslim). Hadis ini mengandung rahasia perubahan yang sering kita abaikan. Tilawah satu halaman Al-Qur'an setiap hari berarti lebih dari tiga ratus halaman dalam setahun. Menyisihkan sepuluh ribu rupiah setiap hari berarti lebih dari tiga setengah juta rupiah dalam setahun. Jalan kaki lima belas menit setiap hari lebih bermanfaat daripada olahraga berat sebulan sekali.</p>
<p>Langkah kecil memiliki keunggulan: mudah dimulai, tidak membuat cepat lelah, dan karena itu lebih sulit ditinggalkan. Ketika sebuah kebiasaan kecil sudah tertanam, kita bisa menambahnya sedikit demi sedikit.</p>
<h2>Menjaga istikamah</h2>
<ol>
<li><strong>Tempelkan pada kebiasaan yang sudah ada.</strong> Misalnya, tilawah satu halaman setiap selesai salat Subuh, atau berzikir sambil menunggu kendaraan.</li>
<li><strong>Buat mudah dilakukan.</strong> Letakkan mushaf di tempat yang terlihat, siapkan sepatu olahraga di dekat pintu.</li>
<li><strong>Catat kemajuan.</strong> Tanda centang sederhana di kalender memberi rasa puas dan motivasi untuk melanjutkan.</li>
<li><strong>Jangan putus dua kali.</strong> Jika suatu hari terlewat, maafkan diri sendiri dan pastikan besok kembali ke jalur.</li>
<li><strong>Cari teman.</strong> Kebiasaan lebih mudah dijaga bersama-sama, seperti kelompok tilawah atau teman jalan pagi.</li>
</ol>
<p>Bagi para remaja, prinsip ini sangat berharga. Prestasi besar dalam pelajaran, olahraga, atau hafalan Al-Qur'an tidak dicapai dalam semalam. Teman yang tampak hebat hari ini sesungguhnya sedang menuai hasil dari latihan kecil yang ia ulangi selama bertahun-tahun, saat tidak ada yang melihat.</p>
<p>Jadi, jangan menunggu momen yang sempurna untuk berubah. Pilih satu kebiasaan baik yang paling sederhana, mulai hari ini, dan jaga hingga menjadi bagian dari diri. Dengan izin Allah, langkah kecil yang istikamah akan membawa kita sampai ke tempat yang jauh.</p>`,
  },
  {
    permalink: 'gagal-bukan-akhir-cerita',
    title: 'Gagal Bukan Akhir Cerita',
    excerpt:
      'Tidak lulus seleksi, ditolak kerja, atau usaha yang bangkrut terasa menyakitkan. Namun kegagalan bisa menjadi guru terbaik jika kita mau belajar darinya.',
    category: 'pendidikan',
    section: 'motivasi',
    tags: ['remaja', 'kesehatan-mental'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 11,
    html: `<p>Pengumuman hasil seleksi masuk perguruan tinggi selalu menyisakan dua cerita: sorak bahagia mereka yang diterima dan kesedihan mereka yang belum berhasil. Bagi yang gagal, dunia seakan runtuh. Rasa malu kepada orang tua, iri melihat teman, dan takut masa depan suram bercampur menjadi satu. Perasaan itu wajar, tetapi jangan biarkan ia menjadi akhir cerita.</p>
<h2>Belajar dari Uhud</h2>
<p>Sejarah Islam mencatat kekalahan kaum muslimin dalam Perang Uhud. Sebagian pasukan pemanah meninggalkan posnya, dan akibatnya sangat pahit: banyak sahabat gugur dan Rasulullah saw. sendiri terluka. Namun, Al-Qur'an tidak menyuruh mereka tenggelam dalam kesedihan. Allah berfirman, "Janganlah kamu merasa lemah dan jangan pula bersedih hati, sebab kamu paling tinggi derajatnya jika kamu orang beriman" (QS Ali 'Imran: 139). Kekalahan itu dijadikan pelajaran tentang disiplin dan ketaatan, dan umat Islam bangkit kembali.</p>
<h2>Cara sehat menghadapi kegagalan</h2>
<ul>
<li><strong>Izinkan diri bersedih, tetapi beri batas waktu.</strong> Menangis dan kecewa itu manusiawi. Setelah itu, bangkitlah.</li>
<li><strong>Pisahkan peristiwa dari harga diri.</strong> "Saya gagal dalam ujian" berbeda dengan "Saya orang yang gagal."</li>
<li><strong>Evaluasi dengan jujur.</strong> Apa yang kurang dari persiapan? Apa yang bisa diperbaiki?</li>
<li><strong>Cari jalan lain.</strong> Tidak diterima di satu kampus bukan berarti pintu pendidikan tertutup. Ada jalur lain, kesempatan tahun depan, atau bidang yang ternyata lebih cocok.</li>
<li><strong>Bicarakan dengan orang yang dipercaya.</strong> Jangan memikul beban sendirian.</li>
</ul>
<p>Bagi orang tua, momen kegagalan anak adalah saat yang menentukan. Kalimat yang diucapkan akan diingat lama. Alih-alih membandingkan dengan anak tetangga, peluk dan katakan bahwa cinta orang tua tidak ditentukan oleh hasil ujian. Anak yang merasa aman akan lebih cepat bangkit.</p>
<p>Perhatikan pula bila kesedihan tidak kunjung reda, disertai sulit tidur, tidak mau makan, atau menarik diri dari semua orang selama berminggu-minggu. Kondisi ini perlu ditangani bersama tenaga kesehatan. Ingatlah, takdir Allah selalu mengandung hikmah. Boleh jadi kita membenci sesuatu padahal ia amat baik bagi kita (QS Al-Baqarah: 216). Kegagalan hari ini bisa menjadi jalan menuju keberhasilan yang lebih baik.</p>`,
  },
  {
    permalink: 'menjadi-relawan-menemukan-makna',
    title: 'Menjadi Relawan, Menemukan Makna',
    excerpt:
      'Banyak relawan awalnya datang untuk membantu, tetapi pulang dengan merasa dibantu. Kisah ini tentang menemukan makna hidup lewat melayani.',
    category: 'kajian',
    section: 'motivasi',
    tags: ['relawan', 'donor-darah'],
    author: 'Fitri Handayani',
    publishedDaysAgo: 35,
    html: `<p>Maya, seorang karyawan swasta di Jakarta, pertama kali datang ke kegiatan SBC karena diajak teman untuk mendonorkan darah. Ia tidak berniat lebih dari itu. Namun, di sela antrean, ia melihat para relawan yang sibuk mendata pendonor, menyiapkan minuman, dan menenangkan peserta yang gugup. "Saya bertanya dalam hati, kenapa mereka mau capek-capek seperti itu di hari libur?" kenangnya. Beberapa bulan kemudian, ia sendiri menjadi salah satu relawan tetap.</p>
<p>Kisah seperti Maya bukan hal yang langka. Banyak relawan bermula dari rasa ingin tahu, lalu menemukan sesuatu yang tidak mereka duga: rasa bermakna. Di tengah rutinitas pekerjaan yang sering terasa hanya berputar pada target dan angka, menjadi relawan memberi kesempatan untuk melihat dampak langsung dari tenaga dan waktu yang kita berikan.</p>
<h2>Sebaik-baik manusia</h2>
<p>Rasulullah saw. bersabda, "Sebaik-baik manusia adalah yang paling bermanfaat bagi manusia lainnya" (HR Ahmad dan Thabrani). Hadis ini tidak menyebutkan syarat harus kaya atau berilmu tinggi. Setiap orang bisa bermanfaat sesuai kemampuannya: yang pandai berbicara menjadi penyuluh, yang cakap mengatur menjadi koordinator, yang kuat mengangkat menjadi tim logistik, dan yang sehat bisa mendonorkan darahnya secara rutin.</p>
<h2>Yang didapat relawan</h2>
<ul>
<li><strong>Keterampilan baru.</strong> Dari pertolongan pertama, manajemen acara, hingga berbicara di depan umum.</li>
<li><strong>Saudara baru.</strong> Persahabatan yang terjalin saat bekerja bersama untuk kebaikan sering kali lebih erat.</li>
<li><strong>Syukur yang lebih dalam.</strong> Bertemu orang-orang yang hidup dalam kesulitan membuat kita lebih menghargai nikmat yang dimiliki.</li>
<li><strong>Ketenangan hati.</strong> Memberi ternyata membahagiakan, dan kebahagiaan itu tidak bisa dibeli.</li>
</ul>
<p>Menjadi relawan juga mengajarkan kerendahan hati. Di lapangan, semua sama: direktur dan mahasiswa sama-sama mengangkat kardus, sama-sama menunggu giliran makan. Tidak ada tempat untuk merasa lebih penting dari yang lain.</p>
<p>Jika Anda ingin memulai, tidak perlu menunggu waktu luang yang panjang. Cukup satu kegiatan dalam sebulan. Hubungi pengurus chapter terdekat dan tanyakan kebutuhan relawan untuk kegiatan berikutnya. Siapa tahu, seperti Maya, Anda datang untuk membantu dan pulang dengan hati yang lebih penuh.</p>`,
  },
  {
    permalink: 'dua-nikmat-yang-sering-terlupa',
    title: 'Dua Nikmat yang Sering Terlupa: Sehat dan Waktu Luang',
    excerpt:
      'Rasulullah saw. mengingatkan bahwa banyak manusia tertipu oleh dua nikmat: sehat dan waktu luang. Bagaimana agar kita tidak termasuk di dalamnya?',
    category: 'kesehatan',
    section: 'motivasi',
    tags: ['olahraga', 'kesehatan-mental'],
    author: 'dr. Rina Marlina',
    publishedDaysAgo: 70,
    html: `<p>Dalam sebuah hadis, Rasulullah saw. bersabda, "Ada dua nikmat yang banyak manusia tertipu karenanya: kesehatan dan waktu luang" (HR Bukhari). Kata "tertipu" di sini menggambarkan orang yang memiliki modal berharga, tetapi menukarnya dengan sesuatu yang murah. Sehat dan waktu luang adalah modal itu. Sayangnya, kita sering baru menyadari nilainya setelah keduanya hilang.</p>
<h2>Ketika sehat dianggap biasa</h2>
<p>Sebagai dokter, saya sering bertemu pasien yang berkata, "Dulu saya merasa kuat, jadi tidak pernah periksa." Penyakit seperti hipertensi dan diabetes tumbuh diam-diam selama bertahun-tahun, sementara pemiliknya terus makan berlebihan, kurang bergerak, dan kurang tidur. Ketika komplikasi datang, barulah muncul penyesalan. Menjaga kesehatan bukan hanya urusan ketika sakit, tetapi keputusan-keputusan kecil yang kita ambil setiap hari.</p>
<h2>Ketika waktu luang terbuang</h2>
<p>Waktu luang pun demikian. Dahulu kita mengeluh terlalu sibuk, tetapi ketika memiliki waktu senggang, ia habis untuk menggulir layar tanpa tujuan. Waktu yang semestinya bisa dipakai untuk berolahraga, bercengkerama dengan keluarga, belajar hal baru, atau beribadah, berlalu begitu saja.</p>
<h2>Menggunakan keduanya dengan bijak</h2>
<ul>
<li>Jadwalkan aktivitas fisik sebagaimana menjadwalkan rapat: setidaknya 150 menit per pekan dengan intensitas sedang, misalnya jalan cepat 30 menit lima kali sepekan.</li>
<li>Lakukan pemeriksaan kesehatan berkala, terutama bagi yang berusia di atas 40 tahun atau memiliki riwayat penyakit dalam keluarga.</li>
<li>Tentukan jam bebas gawai setiap hari untuk keluarga dan diri sendiri.</li>
<li>Isi akhir pekan dengan kegiatan yang menyehatkan tubuh dan jiwa: olahraga bersama, kajian, atau kegiatan sosial.</li>
<li>Tidur cukup. Istirahat adalah bagian dari menjaga amanah tubuh, bukan kemalasan.</li>
</ul>
<p>Rasulullah saw. juga berpesan agar kita memanfaatkan lima perkara sebelum datang lima perkara: masa muda sebelum tua, sehat sebelum sakit, kaya sebelum miskin, waktu luang sebelum sibuk, dan hidup sebelum mati (HR Hakim). Pesan ini terasa sangat relevan. Hari ini, selagi tubuh masih kuat dan waktu masih tersedia, mari gunakan keduanya untuk hal-hal yang kelak kita syukuri.</p>`,
  },
  {
    permalink: 'merintis-usaha-dari-dapur-rumah',
    title: 'Merintis Usaha dari Dapur Rumah',
    excerpt:
      'Kisah Bu Sumarni yang memulai usaha keripik tempe dari dapur rumahnya di Malang, dan pelajaran tentang keberanian memulai, kejujuran, dan kesabaran.',
    category: 'ekonomi-syariah',
    section: 'motivasi',
    tags: ['umkm', 'ekonomi-umat'],
    author: 'Budi Santoso',
    publishedDaysAgo: 160,
    html: `<p>Lima tahun lalu, Bu Sumarni hanyalah seorang ibu rumah tangga di pinggiran Kota Malang yang pandai membuat keripik tempe. Setiap kali ada arisan atau pengajian, keripik buatannya selalu habis lebih dulu. Seorang teman di kajian SBC Malang lalu bertanya, "Kenapa tidak dijual saja, Bu?" Pertanyaan sederhana itu menjadi awal perjalanan usahanya.</p>
<h2>Memulai dengan yang ada</h2>
<p>Bu Sumarni tidak memulai dengan modal besar. Ia menggunakan peralatan dapur yang sudah dimiliki, membeli bahan sedikit demi sedikit, dan menitipkan keripiknya di warung-warung sekitar rumah. "Awalnya cuma dua puluh bungkus seminggu. Kadang ada yang tidak laku dan harus saya tarik kembali. Sedih juga, tetapi saya catat dan pelajari kenapa tidak laku," ceritanya.</p>
<p>Dari catatan sederhana itu, ia menemukan bahwa kemasan yang mudah sobek membuat keripik cepat melempem. Ia pun mengganti kemasan, menambahkan label berisi komposisi dan nomor telepon, lalu mulai menawarkan produknya melalui grup percakapan. Pesanan perlahan bertambah.</p>
<h2>Jujur sebagai modal utama</h2>
<p>Ketika ditanya rahasianya, Bu Sumarni menjawab dengan sederhana: jujur. Ia tidak pernah mengurangi isi kemasan diam-diam ketika harga kedelai naik, melainkan menyampaikan kenaikan harga secara terbuka kepada pelanggan. "Pelanggan itu menghargai kejujuran. Kalau harga naik, mereka mengerti. Tetapi kalau isinya dikurangi diam-diam, mereka kecewa dan tidak kembali," ujarnya. Prinsip ini sejalan dengan peringatan Al-Qur'an tentang celaka bagi orang-orang yang curang dalam takaran (QS Al-Muthaffifin: 1–3).</p>
<h2>Tumbuh bersama</h2>
<p>Kini, usaha Bu Sumarni telah memiliki sertifikat halal dan mempekerjakan lima orang tetangganya, sebagian besar ibu-ibu yang sebelumnya tidak memiliki penghasilan. Ia juga rutin berbagi pengalaman di kelas wirausaha SBC Malang. "Dulu saya dibantu teman-teman. Sekarang giliran saya membantu yang lain," katanya.</p>
<p>Kisah ini mengingatkan kita bahwa usaha besar sering berawal dari langkah kecil yang berani. Tidak perlu menunggu modal sempurna atau keadaan ideal. Mulailah dari keterampilan yang dimiliki, catat setiap pelajaran, jaga kejujuran, dan bersabarlah dalam prosesnya. Rezeki ada di tangan Allah, dan tugas kita adalah menjemputnya dengan cara yang halal dan baik.</p>`,
  },
  {
    permalink: 'ibu-yang-terus-belajar',
    title: 'Ibu yang Terus Belajar, Keluarga yang Tumbuh',
    excerpt:
      'Menjadi ibu bukan alasan untuk berhenti belajar. Justru ibu yang terus belajar menularkan semangat mencintai ilmu kepada seluruh keluarga.',
    category: 'keluarga',
    section: 'motivasi',
    tags: ['parenting', 'pendidikan-anak'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 200,
    html: `<p>Ada ungkapan terkenal dalam bahasa Arab: <em>al-ummu madrasatul ula</em>, ibu adalah sekolah pertama. Ungkapan ini sering kita dengar, tetapi jarang kita renungkan konsekuensinya. Jika ibu adalah sekolah, maka sekolah itu perlu terus diperbarui isinya. Seorang ibu yang terus belajar akan mampu mendampingi anak-anaknya menghadapi zaman yang terus berubah.</p>
<h2>Belajar di sela kesibukan</h2>
<p>Banyak ibu merasa tidak punya waktu untuk belajar. Pekerjaan rumah tidak pernah selesai, anak-anak membutuhkan perhatian, dan bagi ibu yang bekerja, waktu semakin sempit. Namun, belajar tidak selalu berarti duduk di ruang kelas. Mendengarkan kajian sambil memasak, mengikuti kelas daring satu jam di akhir pekan, atau berdiskusi dengan sesama ibu di majelis taklim adalah bentuk-bentuk belajar yang bisa diselipkan di tengah kesibukan.</p>
<p>Ratih, seorang ibu tiga anak di Palembang, memulai dengan mengikuti kelas parenting daring yang diadakan SBC setiap bulan. "Awalnya saya hanya ingin tahu cara menghadapi anak yang tantrum. Ternyata saya juga belajar tentang diri sendiri, tentang bagaimana mengelola emosi," ceritanya. Kini ia aktif di kelas tahsin dan mengikuti kelas gizi keluarga.</p>
<h2>Mengapa ibu perlu terus belajar</h2>
<ul>
<li>Anak-anak meniru apa yang mereka lihat. Ibu yang bersemangat mencari ilmu akan melahirkan anak yang mencintai ilmu.</li>
<li>Tantangan pengasuhan terus berubah, dari gawai hingga pergaulan remaja, dan membutuhkan pengetahuan baru.</li>
<li>Belajar menjaga kesehatan jiwa ibu: memberi ruang untuk berkembang, bertemu teman, dan merasa berdaya.</li>
<li>Ilmu yang dimiliki ibu menjadi bekal menjaga kesehatan, keuangan, dan keharmonisan keluarga.</li>
</ul>
<p>Dukungan suami sangat menentukan. Suami yang mau bergantian menjaga anak agar istrinya bisa mengikuti kajian atau kelas sedang berinvestasi untuk masa depan keluarganya sendiri. Belajar bukan hanya hak ibu, tetapi kebutuhan seluruh keluarga.</p>
<p>Sejarah Islam mencatat banyak perempuan berilmu, dari Aisyah r.a. yang menjadi rujukan para sahabat hingga para ulama perempuan di berbagai zaman. Mereka membuktikan bahwa ilmu dan peran dalam keluarga tidak saling meniadakan. Semoga para ibu hari ini pun terus tumbuh, dan dari pertumbuhan itu lahir generasi yang lebih baik.</p>`,
  },
  {
    permalink: 'memimpin-dengan-melayani',
    title: 'Memimpin dengan Melayani',
    excerpt:
      'Dalam Islam, pemimpin adalah pelayan bagi yang dipimpinnya. Prinsip ini berlaku dari rumah tangga hingga organisasi.',
    category: 'kajian',
    section: 'motivasi',
    tags: ['kepemimpinan', 'relawan'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 360,
    html: `<p>Ada sebuah ungkapan yang dikenal luas dalam khazanah Islam: <em>sayyidul qaumi khadimuhum</em>, pemimpin suatu kaum adalah pelayan mereka. Terlepas dari pembahasan ulama tentang sanadnya, maknanya sejalan dengan teladan Rasulullah saw. dan para sahabat. Kepemimpinan bukan tentang kursi dan kehormatan, melainkan tentang tanggung jawab untuk melayani.</p>
<h2>Teladan Rasulullah saw. dan para sahabat</h2>
<p>Saat kaum muslimin menggali parit menjelang Perang Khandaq, Rasulullah saw. ikut mengangkut tanah bersama para sahabat hingga debu menutupi tubuh beliau. Beliau tidak memimpin dari kejauhan, tetapi hadir dan merasakan lelah yang sama dengan pasukannya. Umar bin Khattab, ketika menjadi khalifah, dikenal berkeliling di malam hari untuk memastikan tidak ada rakyatnya yang kelaparan, bahkan memikul sendiri karung gandum untuk seorang ibu dan anak-anaknya.</p>
<h2>Ciri pemimpin yang melayani</h2>
<ul>
<li><strong>Mendengar sebelum memutuskan.</strong> Ia bermusyawarah dan menghargai pendapat anggotanya, sebagaimana perintah dalam QS Ali 'Imran: 159.</li>
<li><strong>Turun tangan.</strong> Ia tidak hanya memberi instruksi, tetapi juga ikut bekerja di lapangan.</li>
<li><strong>Menumbuhkan orang lain.</strong> Keberhasilannya diukur dari berapa banyak anggota yang berkembang dan siap menggantikannya.</li>
<li><strong>Amanah dan transparan.</strong> Ia mempertanggungjawabkan keputusan dan keuangan secara terbuka.</li>
<li><strong>Siap dikritik.</strong> Ia menganggap kritik sebagai hadiah, bukan serangan.</li>
</ul>
<p>Prinsip ini tidak hanya berlaku bagi ketua organisasi atau pejabat. Seorang ayah adalah pemimpin di rumahnya, seorang guru adalah pemimpin di kelasnya, dan seorang koordinator relawan adalah pemimpin bagi timnya. Rasulullah saw. bersabda bahwa setiap kita adalah pemimpin dan akan dimintai pertanggungjawaban atas yang dipimpinnya (HR Bukhari dan Muslim).</p>
<p>Bagi anak-anak muda di komunitas, kesempatan menjadi koordinator kegiatan adalah sekolah kepemimpinan yang berharga. Jangan menolaknya hanya karena merasa belum mampu. Kemampuan tumbuh bersama amanah yang dijalankan dengan sungguh-sungguh. Mulailah dengan melayani, maka kepercayaan untuk memimpin akan datang dengan sendirinya.</p>`,
  },

  // ───────────────────────────── Sejarah & Wawasan ─────────────────────────────
  {
    permalink: 'ibnu-sina-dan-tradisi-ilmu-kedokteran',
    title: 'Ibnu Sina dan Tradisi Ilmu Kedokteran dalam Peradaban Islam',
    excerpt:
      'Karya Ibnu Sina, Al-Qanun fi at-Thibb, menjadi rujukan pendidikan kedokteran selama berabad-abad. Apa yang bisa kita pelajari darinya hari ini?',
    category: 'kesehatan',
    section: 'sejarah-wawasan',
    tags: ['tokoh', 'sejarah-islam'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 7,
    editorChoice: true,
    html: `<p>Abu Ali al-Husain bin Abdullah bin Sina, yang di Barat dikenal sebagai Avicenna, lahir di dekat Bukhara pada tahun 980 M. Sejak kecil ia dikenal sangat cerdas. Menurut catatan riwayat hidupnya, ia telah menghafal Al-Qur'an pada usia sepuluh tahun dan mulai menekuni ilmu kedokteran pada usia belasan. Pada usia sekitar delapan belas tahun, ia sudah dipercaya mengobati Sultan Nuh bin Mansur dari Dinasti Samaniyah.</p>
<h2>Al-Qanun fi at-Thibb</h2>
<p>Karya terbesarnya di bidang kedokteran adalah <em>Al-Qanun fi at-Thibb</em> (Kanon Kedokteran), sebuah ensiklopedia dalam lima jilid yang merangkum pengetahuan medis dari tradisi Yunani, Persia, dan India, ditambah pengalaman klinis para dokter muslim. Kitab ini diterjemahkan ke dalam bahasa Latin pada abad ke-12 dan digunakan sebagai buku ajar di universitas-universitas Eropa hingga abad ke-17.</p>
<p>Di dalamnya, Ibnu Sina membahas banyak gagasan yang terasa modern. Ia menyadari bahwa sebagian penyakit dapat menular, menekankan pentingnya pengamatan gejala secara cermat, dan menyusun pedoman pengujian obat, misalnya bahwa obat harus diuji pada penyakit yang sederhana sebelum yang rumit dan efeknya harus diamati secara konsisten. Ia juga memberi perhatian besar pada pencegahan: pengaturan makan, tidur, olahraga, dan kebersihan lingkungan.</p>
<h2>Lebih dari seorang dokter</h2>
<p>Ibnu Sina juga seorang filsuf, ahli logika, dan penulis yang sangat produktif. Karya filsafatnya, <em>Kitab asy-Syifa'</em>, adalah salah satu ensiklopedia filsafat terbesar dalam sejarah. Ia berkarya di tengah kehidupan yang tidak tenang: berpindah-pindah kota, terlibat urusan pemerintahan, bahkan sempat dipenjara. Ia wafat di Hamadan pada tahun 1037 M.</p>
<h2>Pelajaran untuk hari ini</h2>
<ul>
<li><strong>Ilmu dan iman berjalan bersama.</strong> Bagi para ilmuwan muslim klasik, mempelajari tubuh manusia adalah bagian dari mengagumi ciptaan Allah.</li>
<li><strong>Pencegahan lebih utama.</strong> Jauh sebelum istilah kesehatan masyarakat dikenal, Ibnu Sina menekankan gaya hidup sehat sebagai dasar pengobatan.</li>
<li><strong>Terbuka terhadap ilmu.</strong> Ia mempelajari warisan bangsa lain secara kritis, mengambil yang benar, dan mengoreksi yang keliru.</li>
</ul>
<p>Warisan Ibnu Sina mengingatkan kita bahwa peradaban Islam pernah menjadi pusat ilmu pengetahuan dunia. Tugas generasi hari ini bukan sekadar membanggakan masa lalu, melainkan melanjutkan semangatnya: tekun belajar, cermat meneliti, dan menghadirkan ilmu untuk kemaslahatan manusia.</p>`,
  },
  {
    permalink: 'walisongo-dakwah-yang-merangkul-budaya',
    title: 'Walisongo: Dakwah yang Merangkul Budaya',
    excerpt:
      'Islam menyebar luas di Jawa bukan melalui pedang, melainkan melalui pendekatan yang bijak. Walisongo menjadi contoh dakwah yang memahami masyarakatnya.',
    category: 'kajian',
    section: 'sejarah-wawasan',
    tags: ['sejarah-islam', 'tokoh'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 14,
    html: `<p>Ketika membicarakan sejarah Islam di Jawa, nama Walisongo hampir selalu disebut. Walisongo, atau "sembilan wali", adalah sebutan bagi para ulama yang berdakwah di pesisir utara Jawa sekitar abad ke-15 hingga ke-16. Mereka adalah Sunan Gresik (Maulana Malik Ibrahim), Sunan Ampel, Sunan Bonang, Sunan Drajat, Sunan Kudus, Sunan Giri, Sunan Kalijaga, Sunan Muria, dan Sunan Gunung Jati.</p>
<h2>Dakwah yang memahami masyarakat</h2>
<p>Keberhasilan Walisongo tidak lepas dari kemampuan mereka memahami masyarakat setempat. Mereka tidak datang untuk menghapus seluruh tradisi, melainkan memilah: mana yang bertentangan dengan tauhid diluruskan, dan mana yang bisa menjadi sarana kebaikan dipertahankan serta diberi makna baru.</p>
<ul>
<li><strong>Sunan Kalijaga</strong> dikenal menggunakan wayang dan tembang sebagai media dakwah. Tembang <em>Lir-ilir</em> yang masih dinyanyikan hingga kini sering dikaitkan dengan beliau.</li>
<li><strong>Sunan Bonang</strong> memanfaatkan gamelan, termasuk alat musik bonang yang namanya melekat pada beliau.</li>
<li><strong>Sunan Kudus</strong> dikisahkan melarang penyembelihan sapi di Kudus untuk menghormati masyarakat Hindu setempat, tradisi yang masih dijaga sebagian warga hingga sekarang.</li>
<li><strong>Sunan Drajat</strong> menekankan kepedulian sosial, dengan ajaran untuk memberi tongkat kepada yang buta, makanan kepada yang lapar, pakaian kepada yang telanjang, dan tempat berteduh kepada yang kehujanan.</li>
</ul>
<h2>Pendidikan dan pesantren</h2>
<p>Selain melalui budaya, para wali membangun pusat-pusat pendidikan. Sunan Ampel mendirikan pesantren di Ampeldenta, Surabaya, yang melahirkan banyak ulama dan dai. Sunan Giri mendirikan pusat pendidikan di Giri Kedaton, Gresik, yang pengaruhnya menjangkau hingga Maluku dan Nusa Tenggara. Model pendidikan inilah yang kelak berkembang menjadi tradisi pesantren di Nusantara.</p>
<p>Perlu dicatat, banyak kisah tentang Walisongo bercampur dengan legenda, dan para sejarawan terus menelitinya secara kritis. Namun, pelajaran utamanya tetap jelas: dakwah yang berhasil adalah dakwah yang santun, memahami bahasa masyarakatnya, dan menghadirkan Islam sebagai rahmat. Di tengah masyarakat yang majemuk hari ini, pendekatan ini tetap relevan. Kita diajak berdakwah dengan hikmah dan nasihat yang baik (QS An-Nahl: 125), bukan dengan cara yang membuat orang menjauh.</p>`,
  },
  {
    permalink: 'sejarah-wakaf-dari-madinah-hingga-nusantara',
    title: 'Sejarah Wakaf dari Madinah hingga Nusantara',
    excerpt:
      'Wakaf telah membiayai masjid, sekolah, rumah sakit, hingga sumur umum selama berabad-abad. Menelusuri sejarahnya membuka wawasan tentang potensi wakaf hari ini.',
    category: 'ekonomi-syariah',
    section: 'sejarah-wawasan',
    tags: ['wakaf', 'sejarah-islam'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 50,
    html: `<p>Wakaf adalah salah satu institusi sosial tertua dalam sejarah Islam. Sejak masa Rasulullah saw., wakaf telah menjadi sarana umat untuk membangun fasilitas bersama yang manfaatnya dinikmati lintas generasi. Memahami sejarahnya membantu kita melihat bahwa wakaf bukan sekadar urusan tanah makam, melainkan pilar penting peradaban.</p>
<h2>Wakaf di masa Rasulullah saw.</h2>
<p>Salah satu kisah wakaf yang terkenal adalah wakaf sumur Rumah oleh Utsman bin Affan. Ketika kaum muslimin di Madinah kesulitan mendapatkan air bersih, pemilik sumur itu menjual airnya dengan harga tinggi. Rasulullah saw. menjanjikan surga bagi siapa saja yang membeli sumur tersebut untuk kaum muslimin. Utsman membelinya dan mewakafkannya untuk umum, sehingga siapa pun bisa mengambil airnya tanpa membayar.</p>
<p>Kisah lainnya adalah wakaf Umar bin Khattab. Ketika mendapatkan sebidang tanah yang sangat berharga di Khaibar, ia meminta nasihat Rasulullah saw. Beliau menjawab, "Jika engkau mau, tahanlah pokoknya dan sedekahkan hasilnya" (HR Bukhari dan Muslim). Umar pun mewakafkan tanah itu dengan syarat tidak dijual, tidak dihibahkan, dan tidak diwariskan, sementara hasilnya diberikan kepada fakir miskin, kerabat, pejuang di jalan Allah, tamu, dan orang yang dalam perjalanan.</p>
<h2>Masa keemasan wakaf</h2>
<p>Pada masa-masa berikutnya, wakaf berkembang pesat. Di kota-kota seperti Baghdad, Kairo, Damaskus, dan Istanbul, wakaf membiayai masjid, madrasah, perpustakaan, rumah sakit, dapur umum, penginapan bagi musafir, hingga tempat perawatan hewan. Universitas Al-Azhar di Kairo, yang berdiri sejak abad ke-10, selama berabad-abad dibiayai terutama dari hasil wakaf. Di masa Turki Utsmani, sebagian besar layanan sosial kota-kota besar dijalankan melalui lembaga wakaf.</p>
<h2>Wakaf di Nusantara</h2>
<p>Di Indonesia, tradisi wakaf tumbuh bersama penyebaran Islam. Masjid, pesantren, surau, dan makam banyak berdiri di atas tanah wakaf. Pada masa modern, organisasi seperti Muhammadiyah dan Nahdlatul Ulama mengelola ribuan sekolah, rumah sakit, dan perguruan tinggi, banyak di antaranya berdiri di atas tanah wakaf. Negara kemudian mengatur wakaf melalui Undang-Undang Nomor 41 Tahun 2004 tentang Wakaf, yang juga mengakui wakaf uang.</p>
<p>Sejarah ini menunjukkan bahwa wakaf pernah menjadi penggerak kesejahteraan umat. Tantangan kita hari ini adalah menghidupkan kembali semangat itu dengan pengelolaan yang profesional dan transparan, sehingga setiap wakaf, sekecil apa pun, menjadi amal jariyah yang terus mengalir.</p>`,
  },
  {
    permalink: 'baitul-hikmah-pusat-ilmu-yang-mengubah-dunia',
    title: 'Baitul Hikmah: Pusat Ilmu yang Mengubah Dunia',
    excerpt:
      'Di Baghdad abad ke-9, Baitul Hikmah menghimpun para penerjemah dan ilmuwan dari berbagai latar belakang. Dari sanalah lahir karya-karya yang memengaruhi ilmu pengetahuan dunia.',
    category: 'pendidikan',
    section: 'sejarah-wawasan',
    tags: ['sejarah-islam', 'tokoh', 'literasi'],
    author: 'Rizky Pratama',
    publishedDaysAgo: 100,
    html: `<p>Pada masa Dinasti Abbasiyah, Baghdad tumbuh menjadi salah satu kota terbesar dan paling maju di dunia. Di kota ini berdiri Baitul Hikmah, "Rumah Kebijaksanaan", yang berkembang pesat terutama pada masa Khalifah Harun ar-Rasyid dan putranya, Al-Ma'mun, pada akhir abad ke-8 hingga abad ke-9 Masehi.</p>
<h2>Gerakan penerjemahan</h2>
<p>Salah satu peran terpenting Baitul Hikmah adalah menjadi pusat gerakan penerjemahan. Karya-karya ilmuwan dan filsuf Yunani, Persia, dan India di bidang kedokteran, matematika, astronomi, dan filsafat diterjemahkan ke dalam bahasa Arab. Para penerjemahnya berasal dari berbagai latar belakang agama dan bangsa. Salah satu yang terkenal adalah Hunain bin Ishaq, seorang Kristen Nestorian yang menerjemahkan banyak karya kedokteran Galen dan Hippokrates.</p>
<p>Penerjemahan di sini bukan sekadar memindahkan kata. Para ilmuwan muslim mengkaji, memberi syarah, mengoreksi, dan mengembangkan ilmu-ilmu tersebut. Warisan yang nyaris hilang itu kemudian sampai ke Eropa melalui Andalusia dan Sisilia, dan menjadi salah satu fondasi kebangkitan ilmu pengetahuan di sana.</p>
<h2>Para ilmuwan yang lahir dari tradisi ini</h2>
<ul>
<li><strong>Muhammad bin Musa al-Khawarizmi</strong>, ahli matematika yang karyanya tentang <em>al-jabr</em> menjadi asal kata aljabar. Namanya sendiri menjadi asal istilah algoritma.</li>
<li><strong>Banu Musa</strong>, tiga bersaudara yang menulis tentang mekanika dan alat-alat otomatis.</li>
<li><strong>Al-Kindi</strong>, filsuf yang juga menulis tentang matematika, optik, dan ilmu memecahkan sandi.</li>
</ul>
<h2>Akhir dan warisannya</h2>
<p>Baghdad hancur ketika pasukan Mongol menyerbu kota itu pada tahun 1258 M. Banyak catatan sejarah menggambarkan betapa besar kerugian ilmu pengetahuan akibat peristiwa tersebut: naskah-naskah dimusnahkan dan para ulama terbunuh. Namun, semangat ilmu yang telah tersebar ke berbagai penjuru dunia Islam tidak ikut padam.</p>
<p>Kisah Baitul Hikmah menyimpan pelajaran berharga bagi kita. Peradaban tumbuh ketika ilmu dihargai, ketika para pemimpin mendukung riset dan pendidikan, dan ketika umat terbuka untuk belajar dari siapa pun dengan sikap kritis. Semangat literasi, yaitu tradisi menulis, mengkaji, dan berdiskusi, adalah warisan yang perlu kita hidupkan kembali, dimulai dari rumah, sekolah, dan komunitas kita sendiri.</p>`,
  },
  {
    permalink: 'jejak-pendidik-muslim-awal-abad-20',
    title: 'Jejak Para Pendidik Muslim di Awal Abad ke-20',
    excerpt:
      "K.H. Ahmad Dahlan, K.H. Hasyim Asy'ari, dan Rahmah El Yunusiyyah menjawab tantangan zamannya melalui pendidikan. Warisan mereka masih terasa hingga kini.",
    category: 'pendidikan',
    section: 'sejarah-wawasan',
    tags: ['tokoh', 'sejarah-islam'],
    author: 'Dewi Kartikasari',
    publishedDaysAgo: 170,
    html: `<p>Awal abad ke-20 adalah masa yang sulit bagi bangsa Indonesia. Di bawah penjajahan, akses pendidikan sangat terbatas, terutama bagi rakyat kecil dan kaum perempuan. Di tengah keadaan itu, sejumlah ulama dan pendidik muslim memilih jalan pendidikan untuk membangkitkan umat. Tiga di antaranya meninggalkan jejak yang masih terasa hingga hari ini.</p>
<h2>K.H. Ahmad Dahlan</h2>
<p>Pada tahun 1912 di Yogyakarta, K.H. Ahmad Dahlan mendirikan Muhammadiyah. Ia melihat bahwa umat Islam tertinggal karena pendidikan yang belum menjawab kebutuhan zaman. Ia pun memadukan pelajaran agama dengan ilmu umum di sekolah yang ia dirikan, sebuah langkah yang pada masanya dianggap berani. Kisahnya yang terkenal adalah ketika ia mengajarkan Surah Al-Ma'un berulang-ulang kepada murid-muridnya sampai mereka benar-benar mengamalkannya dengan menyantuni anak yatim dan fakir miskin.</p>
<h2>K.H. Hasyim Asy'ari</h2>
<p>Di Jombang, K.H. Hasyim Asy'ari mendirikan Pesantren Tebuireng pada tahun 1899, lalu menjadi pendiri Nahdlatul Ulama pada tahun 1926. Tebuireng melahirkan banyak ulama dan tokoh bangsa. Beliau juga dikenal melalui Resolusi Jihad pada 22 Oktober 1945 yang menyerukan kewajiban membela kemerdekaan, peristiwa yang kini diperingati sebagai Hari Santri Nasional. Karyanya, <em>Adab al-'Alim wa al-Muta'allim</em>, membahas adab guru dan murid dan masih dikaji di banyak pesantren.</p>
<h2>Rahmah El Yunusiyyah</h2>
<p>Di Padang Panjang, Sumatra Barat, Rahmah El Yunusiyyah mendirikan Diniyah Puteri pada tahun 1923, sekolah agama khusus perempuan. Ia meyakini bahwa perempuan yang terdidik akan melahirkan generasi yang kuat. Sekolahnya menarik murid dari berbagai daerah, bahkan dari Semenanjung Malaya. Universitas Al-Azhar di Kairo kemudian menganugerahinya gelar kehormatan <em>Syaikhah</em>, dan pada tahun 2023 pemerintah Indonesia menetapkannya sebagai Pahlawan Nasional.</p>
<h2>Pelajaran bagi kita</h2>
<ul>
<li>Pendidikan adalah jalan perubahan yang paling mendasar dan berjangka panjang.</li>
<li>Ilmu agama dan ilmu umum tidak perlu dipertentangkan.</li>
<li>Pendidikan perempuan adalah investasi bagi seluruh umat.</li>
<li>Perubahan besar bisa dimulai dari satu sekolah kecil dan segelintir murid.</li>
</ul>
<p>Ketiga tokoh ini hidup di tengah keterbatasan, tetapi mereka tidak menunggu keadaan membaik. Mereka bergerak dengan apa yang ada. Semangat itulah yang perlu diwarisi setiap orang tua, guru, dan pegiat komunitas hari ini.</p>`,
  },
  {
    permalink: 'piagam-madinah-dan-pelajaran-hidup-bertetangga',
    title: 'Piagam Madinah dan Pelajaran Hidup Bertetangga',
    excerpt:
      'Setibanya di Madinah, Rasulullah saw. menyusun kesepakatan yang mengatur hubungan antarkelompok. Piagam Madinah menawarkan pelajaran tentang hidup bersama dalam keberagaman.',
    category: 'kajian',
    section: 'sejarah-wawasan',
    tags: ['sejarah-islam', 'ukhuwah'],
    author: 'Ustaz Hamzah Abdullah',
    publishedDaysAgo: 250,
    html: `<p>Ketika Rasulullah saw. hijrah ke Madinah pada tahun 622 M, kota itu dihuni oleh masyarakat yang beragam: kaum Muhajirin dari Makkah, kaum Anshar dari suku Aus dan Khazraj yang sebelumnya lama bertikai, serta beberapa kabilah Yahudi. Untuk menata kehidupan bersama, beliau menyusun sebuah dokumen kesepakatan yang dikenal sebagai Piagam Madinah atau <em>Shahifah al-Madinah</em>.</p>
<h2>Isi pokok piagam</h2>
<p>Para sejarawan mencatat piagam ini dalam beberapa riwayat, dengan pembagian pasal yang berbeda-beda. Namun, beberapa prinsip pokoknya dapat dirangkum sebagai berikut:</p>
<ul>
<li>Seluruh pihak yang terikat piagam merupakan satu kesatuan masyarakat yang saling melindungi.</li>
<li>Setiap kelompok bebas menjalankan agamanya.</li>
<li>Semua pihak wajib bersama-sama mempertahankan Madinah dari serangan luar.</li>
<li>Perselisihan diselesaikan dengan dikembalikan kepada Allah dan Rasul-Nya.</li>
<li>Tidak boleh ada pihak yang melindungi pelaku kejahatan, dan keadilan ditegakkan bagi semua.</li>
</ul>
<p>Banyak pemikir menyebut Piagam Madinah sebagai salah satu konstitusi tertulis paling awal dalam sejarah. Terlepas dari perdebatan istilah, dokumen ini menunjukkan bahwa Islam sejak awal memiliki visi tentang masyarakat yang tertib, adil, dan menghormati keberagaman.</p>
<h2>Mempersaudarakan Muhajirin dan Anshar</h2>
<p>Pada masa awal di Madinah itu pula, Rasulullah saw. mempersaudarakan kaum Muhajirin dan Anshar. Kaum Anshar membuka rumah dan berbagi harta dengan saudara-saudara mereka dari Makkah yang datang tanpa membawa apa-apa. Salah satu kisah yang terkenal adalah Abdurrahman bin Auf yang ditawari separuh harta oleh saudaranya, Sa'ad bin Rabi'. Abdurrahman berterima kasih dan hanya meminta ditunjukkan jalan ke pasar. Ia pun berdagang hingga menjadi salah satu sahabat yang paling dermawan.</p>
<h2>Relevansi hari ini</h2>
<p>Indonesia adalah negeri yang majemuk. Di kampung dan kompleks perumahan, kita hidup berdampingan dengan tetangga yang berbeda suku, pandangan, bahkan agama. Piagam Madinah mengajarkan bahwa keberagaman bisa dikelola dengan kesepakatan, keadilan, dan saling menghormati. Rasulullah saw. juga bersabda bahwa tidaklah beriman dengan sempurna seseorang yang tetangganya tidak aman dari gangguannya (HR Bukhari). Menjadi tetangga yang baik, menjaga ketertiban bersama, dan ikut membantu ketika ada yang kesulitan adalah wujud nyata semangat Madinah yang bisa kita hidupkan di lingkungan masing-masing.</p>`,
  },
  {
    permalink: 'hima-dan-ihya-al-mawat-wawasan-lingkungan',
    title: "Hima dan Ihya' al-Mawat: Wawasan Islam tentang Menjaga Lingkungan",
    excerpt:
      'Jauh sebelum istilah konservasi populer, sejarah Islam mengenal kawasan lindung (hima) dan anjuran menghidupkan lahan mati. Keduanya relevan untuk krisis lingkungan hari ini.',
    category: 'kajian',
    section: 'sejarah-wawasan',
    tags: ['lingkungan', 'sejarah-islam'],
    author: 'Arif Rahman Hakim',
    publishedDaysAgo: 395,
    html: `<p>Isu lingkungan sering dianggap sebagai persoalan modern. Padahal, ajaran dan sejarah Islam menyimpan banyak wawasan tentang bagaimana manusia seharusnya memperlakukan alam. Dua di antaranya adalah konsep <em>hima</em> dan <em>ihya' al-mawat</em>.</p>
<h2>Hima: kawasan yang dilindungi</h2>
<p>Hima secara bahasa berarti tempat yang dilindungi. Dalam sejarah Islam, hima adalah kawasan yang ditetapkan untuk kepentingan bersama dan tidak boleh dikuasai secara bebas oleh perorangan. Rasulullah saw. menetapkan kawasan Naqi' di dekat Madinah sebagai hima untuk padang penggembalaan kuda kaum muslimin. Beliau juga menetapkan kawasan sekitar Madinah sebagai tanah haram yang pepohonannya tidak boleh ditebang dan hewan buruannya tidak boleh diganggu.</p>
<p>Pada masa Khalifah Umar bin Khattab, hima diperluas dan dikelola dengan aturan yang jelas. Umar berpesan kepada petugasnya agar memberi kemudahan bagi pemilik ternak yang sedikit dan miskin untuk menggembalakan ternaknya di sana, karena merekalah yang paling membutuhkan. Tradisi hima bertahan di Jazirah Arab selama berabad-abad, dan kini kembali diperkenalkan oleh sejumlah pegiat konservasi sebagai model pengelolaan kawasan berbasis masyarakat.</p>
<h2>Ihya' al-mawat: menghidupkan lahan mati</h2>
<p>Rasulullah saw. bersabda, "Barang siapa menghidupkan tanah yang mati, maka tanah itu menjadi miliknya" (HR Abu Dawud dan Tirmidzi). Hadis ini mendorong umat untuk mengolah lahan telantar menjadi produktif, misalnya dengan menanaminya, menggali sumur, atau mengairinya. Beliau juga bersabda bahwa tidaklah seorang muslim menanam tanaman, lalu tanaman itu dimakan burung, manusia, atau hewan, melainkan menjadi sedekah baginya (HR Bukhari dan Muslim).</p>
<h2>Pelajaran untuk kita</h2>
<ul>
<li>Alam adalah amanah, bukan milik mutlak manusia yang boleh dieksploitasi tanpa batas.</li>
<li>Ada sumber daya yang harus dijaga untuk kepentingan bersama dan generasi mendatang.</li>
<li>Menanam pohon dan merawat lahan adalah ibadah yang pahalanya terus mengalir.</li>
<li>Kebijakan yang adil memperhatikan kelompok yang paling lemah.</li>
</ul>
<p>Di tengah banjir, kekeringan, dan polusi yang makin sering kita rasakan, wawasan ini mengajak kita bertindak. Kita bisa memulainya dari hal kecil: menanam pohon di lingkungan rumah, menghemat air saat berwudu, mengurangi sampah plastik, dan mendukung gerakan penghijauan di komunitas. Bumi yang lestari adalah warisan terbaik untuk anak cucu kita.</p>`,
  },
];
