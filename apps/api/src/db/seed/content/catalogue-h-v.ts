import { type SeedArticle } from './types';

/** Disease catalogue, part 2 (H–V). Re-exported through catalogue.ts. */

const CATALOGUE_NOTE =
  '<p><em>Catatan: Katalog penyakit ini disusun oleh Tim Kesehatan SBC sebagai edukasi kesehatan umum. Informasi di dalamnya tidak menggantikan pemeriksaan, diagnosis, dan pengobatan oleh dokter atau tenaga kesehatan.</em></p>';

const AUTHOR = 'Tim Kesehatan SBC';
const CATEGORY = 'penyakit-katalog';

export const catalogueEntriesHV: SeedArticle[] = [
  {
    permalink: 'hepatitis-a',
    title: 'Hepatitis A',
    excerpt:
      'Hepatitis A adalah peradangan hati akibat virus yang menular melalui makanan dan minuman yang tercemar.',
    html: `<p>Hepatitis A sering muncul sebagai kejadian luar biasa di sekolah, pesantren, atau asrama. Berbeda dengan hepatitis B dan C, hepatitis A tidak berlanjut menjadi penyakit hati menahun dan umumnya sembuh sempurna, tetapi penderitanya memerlukan istirahat yang cukup.</p>
<h2>Gejala</h2>
<ul>
<li>Demam, lemas, mual, muntah, dan hilang nafsu makan.</li>
<li>Nyeri atau rasa tidak nyaman di perut kanan atas.</li>
<li>Air kencing berwarna gelap seperti teh.</li>
<li>Kulit dan bagian putih mata menguning.</li>
<li>Tinja berwarna pucat.</li>
<li>Anak kecil sering tidak menunjukkan gejala, tetapi tetap dapat menularkan.</li>
</ul>
<h2>Penyebab</h2>
<p>Virus hepatitis A keluar bersama tinja penderita dan menular ketika tertelan melalui makanan atau minuman yang tercemar, tangan yang tidak dicuci, jajanan yang diolah secara tidak higienis, atau es batu dari air mentah.</p>
<h2>Pencegahan</h2>
<ul>
<li>Cuci tangan pakai sabun sebelum makan, sebelum mengolah makanan, dan setelah buang air besar.</li>
<li>Minum air matang atau air minum yang terjamin kebersihannya.</li>
<li>Pilih jajanan yang bersih dan tertutup.</li>
<li>Jangan berbagi alat makan dan minum dengan penderita.</li>
<li>Vaksin hepatitis A tersedia untuk anak mulai usia satu tahun dan orang dewasa; konsultasikan dengan dokter.</li>
<li>Juru masak dan penjamah makanan yang sedang sakit tidak boleh menyiapkan makanan untuk orang lain.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan diri bila kulit atau mata menguning dan air kencing berwarna gelap. Hindari obat-obatan, jamu, dan suplemen yang tidak dianjurkan dokter karena dapat membebani hati. Segera ke IGD bila muntah terus sehingga tidak bisa makan dan minum, tampak bingung atau sangat mengantuk, atau muncul perdarahan.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 152,
    contentType: 'article',
  },
  {
    permalink: 'hipertensi',
    title: 'Hipertensi',
    excerpt:
      'Hipertensi adalah tekanan darah yang menetap pada 140/90 mmHg atau lebih dan sering dijuluki pembunuh senyap karena jarang menimbulkan gejala.',
    html: `<p>Hipertensi atau tekanan darah tinggi adalah faktor risiko utama stroke, serangan jantung, dan gagal ginjal. Banyak orang baru mengetahuinya setelah terjadi komplikasi, padahal pemeriksaannya sederhana dan dapat dilakukan di posbindu, puskesmas, maupun di rumah.</p>
<h2>Gejala</h2>
<ul>
<li>Sebagian besar penderita tidak merasakan keluhan apa pun; satu-satunya cara mengetahuinya adalah dengan mengukur tekanan darah.</li>
<li>Sakit kepala atau rasa berat di tengkuk.</li>
<li>Pusing dan mudah lelah.</li>
<li>Penglihatan kabur.</li>
<li>Jantung berdebar atau mimisan pada tekanan darah yang sangat tinggi.</li>
</ul>
<h2>Penyebab</h2>
<p>Sebagian besar hipertensi tidak memiliki satu penyebab tunggal. Risikonya meningkat karena bertambahnya usia, riwayat keluarga, konsumsi garam berlebih, berat badan berlebih, kurang aktivitas fisik, merokok, alkohol, stres, dan kurang tidur. Sebagian kecil kasus disebabkan penyakit lain, misalnya penyakit ginjal, gangguan hormon, atau efek obat tertentu.</p>
<h2>Pencegahan</h2>
<ul>
<li>Batasi garam maksimal satu sendok teh (5 gram) per hari, termasuk garam dari kecap, saus, penyedap, dan makanan olahan.</li>
<li>Perbanyak sayur dan buah setiap hari.</li>
<li>Lakukan aktivitas fisik minimal 30 menit, lima hari dalam seminggu.</li>
<li>Jaga berat badan ideal dan berhenti merokok.</li>
<li>Ukur tekanan darah secara rutin, minimal sebulan sekali bila berusia di atas 40 tahun.</li>
<li>Bagi penderita, minum obat secara teratur sesuai resep meskipun merasa sehat; jangan berhenti sendiri.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila hasil pengukuran tekanan darah 140/90 mmHg atau lebih pada dua kali pengukuran di waktu berbeda. Segera ke IGD bila tekanan darah sangat tinggi (180/120 mmHg atau lebih) disertai nyeri dada, sesak napas, sakit kepala hebat, lemah pada separuh badan, atau bicara pelo.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 146,
    contentType: 'article',
  },
  {
    permalink: 'influenza',
    title: 'Influenza',
    excerpt:
      'Influenza adalah infeksi virus pada saluran napas yang datang mendadak dengan demam, nyeri otot, dan batuk.',
    html: `<p>Influenza sering disamakan dengan pilek biasa, padahal keluhannya umumnya lebih berat dan datang lebih mendadak. Pada lansia, ibu hamil, anak kecil, dan penderita penyakit kronis, influenza dapat berlanjut menjadi radang paru.</p>
<h2>Gejala</h2>
<ul>
<li>Demam yang muncul tiba-tiba.</li>
<li>Nyeri otot dan sendi di seluruh tubuh.</li>
<li>Sakit kepala.</li>
<li>Batuk kering, sakit tenggorokan, dan pilek.</li>
<li>Badan sangat lemas hingga sulit beraktivitas.</li>
</ul>
<h2>Penyebab</h2>
<p>Influenza disebabkan virus influenza tipe A dan B yang menular melalui percikan saat batuk, bersin, dan berbicara, serta melalui tangan yang menyentuh permukaan tercemar. Virus ini terus berubah, sehingga komposisi vaksinnya diperbarui setiap tahun.</p>
<h2>Pencegahan</h2>
<ul>
<li>Dapatkan vaksin influenza setiap tahun, terutama bagi lansia, ibu hamil, anak, penderita penyakit kronis, tenaga kesehatan, serta calon jemaah haji dan umrah.</li>
<li>Tutup mulut dan hidung dengan tisu atau lengan atas saat batuk dan bersin.</li>
<li>Cuci tangan pakai sabun secara rutin.</li>
<li>Kenakan masker dan beristirahat di rumah saat sakit agar tidak menulari orang lain.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Sebagian besar penderita membaik dalam satu minggu dengan istirahat, banyak minum, dan parasetamol untuk meredakan demam. Antibiotik tidak bekerja melawan virus influenza. Periksakan ke dokter bila Anda termasuk kelompok berisiko, demam lebih dari tiga hari, atau keluhan sempat membaik lalu memburuk lagi. Segera ke IGD bila sesak napas, nyeri dada, bibir kebiruan, atau tampak bingung.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 139,
    contentType: 'article',
  },
  {
    permalink: 'ispa',
    title: 'ISPA (Infeksi Saluran Pernapasan Akut)',
    excerpt:
      'ISPA adalah infeksi pada saluran napas atas maupun bawah yang berlangsung hingga 14 hari dan sangat sering dialami anak-anak.',
    html: `<p>ISPA mencakup berbagai infeksi, mulai dari pilek dan radang tenggorokan hingga radang paru. Kasusnya biasanya meningkat pada musim pancaroba, saat polusi udara tinggi, dan ketika terjadi kabut asap kebakaran hutan.</p>
<h2>Gejala</h2>
<ul>
<li>Batuk, pilek, dan hidung tersumbat.</li>
<li>Sakit tenggorokan dan nyeri saat menelan.</li>
<li>Demam.</li>
<li>Suara serak.</li>
<li>Pada kasus berat: napas cepat, sesak, dan tarikan dinding dada ke dalam.</li>
</ul>
<h2>Penyebab</h2>
<p>Sebagian besar ISPA disebabkan virus, sebagian kecil oleh bakteri. Risikonya meningkat karena asap rokok di dalam rumah, asap dapur dari kayu bakar, polusi kendaraan, kabut asap, ventilasi rumah yang buruk, gizi kurang, serta imunisasi yang tidak lengkap.</p>
<h2>Pencegahan</h2>
<ul>
<li>Jadikan rumah bebas asap rokok.</li>
<li>Buka jendela setiap hari agar udara dan sinar matahari masuk.</li>
<li>Kenakan masker saat polusi tinggi atau terjadi kabut asap.</li>
<li>Cuci tangan pakai sabun dan terapkan etika batuk.</li>
<li>Penuhi gizi seimbang, berikan ASI eksklusif, dan lengkapi imunisasi anak.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>ISPA ringan umumnya sembuh sendiri dalam 7–10 hari dengan istirahat dan cukup minum, dan antibiotik tidak diperlukan untuk infeksi virus. Periksakan ke dokter bila demam lebih dari tiga hari, batuk lebih dari dua minggu, atau muncul nyeri telinga. Segera bawa ke fasilitas kesehatan bila napas cepat atau sesak, tampak tarikan dinding dada ke dalam, bibir kebiruan, atau anak tidak mau minum.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 133,
    contentType: 'article',
  },
  {
    permalink: 'kolesterol-tinggi',
    title: 'Kolesterol Tinggi',
    excerpt:
      'Kolesterol tinggi adalah kadar lemak darah yang berlebihan dan menjadi salah satu faktor risiko utama penyakit jantung dan stroke.',
    html: `<p>Kolesterol diperlukan tubuh, tetapi kadar kolesterol LDL yang berlebihan dapat menumpuk di dinding pembuluh darah dan menyempitkannya. Karena tidak menimbulkan keluhan, kolesterol tinggi hanya dapat diketahui melalui pemeriksaan darah.</p>
<h2>Gejala</h2>
<ul>
<li>Umumnya tidak ada gejala sama sekali.</li>
<li>Pegal di tengkuk yang sering dikaitkan dengan kolesterol tidak dapat dijadikan patokan.</li>
<li>Pada kolesterol sangat tinggi akibat faktor keturunan, dapat muncul benjolan lemak kekuningan di kelopak mata atau di sekitar tendon.</li>
<li>Keluhan baru muncul bila sudah terjadi komplikasi, misalnya nyeri dada akibat penyakit jantung koroner atau gejala stroke.</li>
</ul>
<h2>Penyebab</h2>
<p>Kolesterol tinggi dipengaruhi pola makan tinggi lemak jenuh dan lemak trans (gorengan, santan kental berlebihan, jeroan, daging berlemak, makanan olahan), kurang aktivitas fisik, berat badan berlebih, merokok, dan faktor keturunan. Penyakit seperti diabetes dan gangguan tiroid juga dapat meningkatkan kadar kolesterol.</p>
<h2>Pencegahan</h2>
<ul>
<li>Batasi gorengan dan pilih cara memasak dengan merebus, mengukus, atau memanggang.</li>
<li>Perbanyak serat dari sayur, buah, kacang-kacangan, dan biji-bijian utuh.</li>
<li>Pilih ikan, ayam tanpa kulit, tahu, dan tempe sebagai lauk.</li>
<li>Batasi lemak maksimal 5 sendok makan minyak per hari.</li>
<li>Berolahraga teratur dan berhenti merokok.</li>
<li>Periksa profil lemak darah secara berkala, lebih sering bila berusia di atas 40 tahun atau memiliki faktor risiko.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Konsultasikan hasil pemeriksaan yang tinggi dengan dokter untuk menentukan perlu tidaknya obat, terutama bila ada anggota keluarga yang mengalami serangan jantung atau stroke di usia muda. Jangan menghentikan obat penurun kolesterol tanpa berkonsultasi. Segera ke IGD bila mengalami nyeri dada yang menjalar disertai keringat dingin, atau gejala stroke seperti wajah mencong dan lemah separuh badan.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 127,
    contentType: 'article',
  },
  {
    permalink: 'kusta',
    title: 'Kusta',
    excerpt:
      'Kusta adalah infeksi bakteri kronis yang menyerang kulit dan saraf tepi, dan dapat disembuhkan dengan pengobatan gratis di puskesmas.',
    html: `<p>Indonesia masih termasuk negara dengan jumlah kasus kusta baru yang tinggi. Kusta tidak mudah menular dan bukan penyakit kutukan atau keturunan. Stigma justru membuat penderita terlambat berobat hingga timbul kecacatan yang sebenarnya dapat dicegah.</p>
<h2>Gejala</h2>
<ul>
<li>Bercak kulit berwarna putih atau kemerahan yang mati rasa, tidak gatal, dan tidak sakit.</li>
<li>Bercak tidak berkeringat dan rambut di atasnya rontok.</li>
<li>Kesemutan atau baal di tangan dan kaki.</li>
<li>Penebalan saraf, misalnya di siku atau belakang lutut.</li>
<li>Kelemahan otot tangan dan kaki, jari-jari membengkok, atau luka yang tidak terasa sakit.</li>
</ul>
<h2>Penyebab</h2>
<p>Kusta disebabkan bakteri <em>Mycobacterium leprae</em> yang menular melalui percikan saluran napas dari penderita yang belum diobati, dan umumnya memerlukan kontak erat dalam waktu lama. Sebagian besar orang memiliki kekebalan alami. Masa inkubasinya panjang, rata-rata sekitar lima tahun.</p>
<h2>Pencegahan</h2>
<ul>
<li>Temukan dan obati sedini mungkin; obat kusta (MDT) tersedia gratis di puskesmas.</li>
<li>Setelah mulai minum obat secara teratur, penderita dengan cepat tidak lagi menularkan.</li>
<li>Ikuti pemeriksaan kontak serumah dan obat pencegahan bila ditawarkan petugas kesehatan.</li>
<li>Periksa tangan dan kaki setiap hari untuk mencegah luka pada bagian yang mati rasa.</li>
<li>Jangan mengucilkan penderita; dukungan keluarga dan lingkungan membantu pengobatan tuntas.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Segera periksakan ke puskesmas bila menemukan bercak kulit yang mati rasa atau kesemutan yang menetap di tangan dan kaki. Obat harus diminum tuntas selama 6 bulan atau 12 bulan sesuai jenis kusta. Bila selama pengobatan muncul bercak yang memerah dan nyeri, demam, atau tangan dan kaki tiba-tiba lemah, segera kembali ke petugas kesehatan.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 121,
    contentType: 'article',
  },
  {
    permalink: 'leptospirosis',
    title: 'Leptospirosis',
    excerpt:
      'Leptospirosis adalah infeksi bakteri yang berasal dari air kencing tikus dan kasusnya sering meningkat setelah banjir.',
    html: `<p>Leptospirosis perlu diwaspadai oleh warga di daerah rawan banjir serta relawan yang membersihkan rumah dan lingkungan pascabanjir. Gejala awalnya mirip flu, tetapi dapat berkembang menjadi gangguan ginjal, hati, dan paru yang berat.</p>
<h2>Gejala</h2>
<ul>
<li>Demam tinggi mendadak disertai menggigil.</li>
<li>Nyeri otot hebat, terutama di betis.</li>
<li>Mata merah tanpa kotoran mata.</li>
<li>Sakit kepala, mual, dan muntah.</li>
<li>Pada kasus berat: kulit dan mata kuning, air kencing sedikit, perdarahan, atau sesak napas.</li>
</ul>
<h2>Penyebab</h2>
<p>Leptospirosis disebabkan bakteri <em>Leptospira</em> yang keluar bersama air kencing hewan terinfeksi, terutama tikus. Bakteri masuk ke tubuh melalui luka atau lecet di kulit, atau melalui mata, hidung, dan mulut saat bersentuhan dengan air banjir, lumpur, atau genangan yang tercemar.</p>
<h2>Pencegahan</h2>
<ul>
<li>Hindari berjalan atau bermain di air banjir dan genangan.</li>
<li>Bila harus masuk ke air atau lumpur, gunakan sepatu bot dan sarung tangan karet.</li>
<li>Tutup luka dengan plester kedap air sebelum beraktivitas di daerah banjir.</li>
<li>Segera cuci tangan dan kaki dengan sabun setelah terkena air banjir.</li>
<li>Kendalikan tikus: simpan makanan dalam wadah tertutup dan buang sampah pada tempatnya.</li>
<li>Bersihkan lantai dan perabot pascabanjir dengan cairan disinfektan.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan diri bila mengalami demam dalam beberapa hari hingga beberapa minggu setelah terkena air banjir atau lumpur, dan sampaikan riwayat tersebut kepada dokter karena pengobatan antibiotik sejak dini sangat menentukan. Segera ke IGD bila kulit atau mata menguning, air kencing sangat sedikit, muncul perdarahan, atau sesak napas.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 114,
    contentType: 'article',
  },
  {
    permalink: 'malaria',
    title: 'Malaria',
    excerpt:
      'Malaria adalah penyakit parasit yang ditularkan melalui gigitan nyamuk Anopheles dan ditandai demam menggigil yang berulang.',
    html: `<p>Malaria masih ditemukan di sejumlah wilayah Indonesia, terutama Papua, Nusa Tenggara Timur, Maluku, serta sebagian Kalimantan dan Sumatra. Orang yang bepergian atau bertugas di daerah tersebut juga perlu waspada, termasuk setelah kembali ke rumah.</p>
<h2>Gejala</h2>
<ul>
<li>Demam tinggi yang naik turun, disertai menggigil lalu berkeringat banyak.</li>
<li>Sakit kepala dan nyeri otot.</li>
<li>Mual dan muntah.</li>
<li>Lemas dan pucat.</li>
<li>Pada malaria berat: kejang, penurunan kesadaran, kulit kuning, air kencing sedikit atau berwarna gelap, dan sesak napas.</li>
</ul>
<h2>Penyebab</h2>
<p>Malaria disebabkan parasit <em>Plasmodium</em> yang ditularkan melalui gigitan nyamuk <em>Anopheles</em> betina. Nyamuk ini aktif menggigit pada malam hari, dari senja hingga menjelang subuh.</p>
<h2>Pencegahan</h2>
<ul>
<li>Tidur di bawah kelambu berinsektisida.</li>
<li>Gunakan losion antinyamuk serta pakaian lengan panjang dan celana panjang pada malam hari.</li>
<li>Pasang kasa nyamuk pada jendela dan ventilasi.</li>
<li>Bersihkan genangan air, parit, dan tempat berkembang biak nyamuk di sekitar rumah.</li>
<li>Bila akan bepergian ke daerah endemis, konsultasikan obat pencegahan dengan dokter sebelum berangkat.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Segera periksakan darah di puskesmas atau rumah sakit bila mengalami demam saat atau setelah tinggal di daerah endemis malaria, meskipun kejadiannya beberapa minggu hingga beberapa bulan sebelumnya. Obat malaria harus diminum tuntas sesuai resep agar parasit benar-benar hilang. Penderita dengan tanda malaria berat harus segera dibawa ke IGD.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 108,
    contentType: 'article',
  },
  {
    permalink: 'migrain',
    title: 'Migrain',
    excerpt:
      'Migrain adalah sakit kepala berdenyut yang kambuhan, sering di satu sisi kepala, dan dapat disertai mual serta peka terhadap cahaya.',
    html: `<p>Migrain lebih dari sekadar sakit kepala biasa. Serangannya dapat berlangsung berjam-jam hingga beberapa hari dan membuat penderitanya tidak mampu beraktivitas. Migrain lebih sering dialami perempuan dan cenderung diturunkan dalam keluarga.</p>
<h2>Gejala</h2>
<ul>
<li>Nyeri kepala berdenyut dengan intensitas sedang hingga berat, sering di satu sisi kepala.</li>
<li>Serangan berlangsung antara 4 hingga 72 jam bila tidak diobati.</li>
<li>Nyeri memburuk saat beraktivitas, misalnya naik tangga.</li>
<li>Mual atau muntah.</li>
<li>Peka terhadap cahaya, suara, dan bau.</li>
<li>Sebagian penderita mengalami aura sebelum nyeri, seperti kilatan cahaya, garis berkelok, atau kesemutan.</li>
</ul>
<h2>Penyebab</h2>
<p>Penyebab pastinya belum sepenuhnya dipahami, tetapi melibatkan perubahan aktivitas saraf dan pembuluh darah di otak serta kecenderungan keturunan. Serangan sering dipicu oleh kurang atau kelebihan tidur, telat makan, stres, perubahan hormon menjelang menstruasi, cahaya silau, bau menyengat, serta konsumsi kafein yang berlebihan atau berhenti minum kopi secara mendadak.</p>
<h2>Pencegahan</h2>
<ul>
<li>Catat waktu serangan dan kemungkinan pemicunya dalam buku harian.</li>
<li>Tidur dan makan dengan jadwal yang teratur.</li>
<li>Cukupi kebutuhan minum setiap hari.</li>
<li>Olahraga ringan secara teratur dan kelola stres.</li>
<li>Batasi obat sakit kepala; penggunaan lebih dari 10–15 hari dalam sebulan justru dapat memicu sakit kepala akibat obat.</li>
<li>Bila serangan sering terjadi, dokter dapat memberikan obat pencegahan.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Konsultasikan ke dokter bila migrain kambuh lebih dari empat kali sebulan atau mengganggu pekerjaan dan sekolah. Segera ke IGD bila sakit kepala datang mendadak dan terasa paling hebat yang pernah dialami, disertai demam dan leher kaku, lemah separuh badan, bicara pelo, kejang, terjadi setelah benturan di kepala, atau bila sakit kepala jenis baru muncul setelah usia 50 tahun.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 101,
    contentType: 'article',
  },
  {
    permalink: 'obesitas',
    title: 'Obesitas',
    excerpt:
      'Obesitas adalah penumpukan lemak tubuh berlebih yang meningkatkan risiko diabetes, hipertensi, penyakit jantung, dan gangguan sendi.',
    html: `<p>Pada orang dewasa, obesitas dinilai dengan indeks massa tubuh (IMT), yaitu berat badan dalam kilogram dibagi kuadrat tinggi badan dalam meter. Menurut pedoman Kementerian Kesehatan, IMT 25–27 termasuk berat badan lebih dan IMT di atas 27 termasuk obesitas. Contohnya, orang dengan berat 80 kg dan tinggi 160 cm memiliki IMT sekitar 31.</p>
<h2>Gejala</h2>
<ul>
<li>IMT di atas 27, atau lingkar perut lebih dari 90 cm pada laki-laki dan 80 cm pada perempuan.</li>
<li>Mudah lelah dan terengah-engah saat beraktivitas.</li>
<li>Mendengkur keras atau napas terhenti sesaat ketika tidur.</li>
<li>Nyeri lutut, pinggang, atau punggung.</li>
<li>Pada anak, kegemukan dinilai dengan kurva pertumbuhan di buku KIA, bukan dengan batas IMT orang dewasa.</li>
</ul>
<h2>Penyebab</h2>
<p>Obesitas terjadi ketika energi yang masuk dari makanan dan minuman lebih besar daripada yang digunakan tubuh dalam jangka panjang. Pendorongnya antara lain minuman manis, gorengan, porsi makan besar, camilan di depan layar, kurang gerak, kurang tidur, dan stres. Faktor keturunan, gangguan hormon, dan obat tertentu juga dapat berperan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Ikuti panduan Isi Piringku: setengah piring berisi sayur dan buah, setengah lainnya makanan pokok dan lauk-pauk.</li>
<li>Batasi minuman manis, termasuk teh manis, sirup, dan kopi susu kekinian.</li>
<li>Lakukan aktivitas fisik minimal 150 menit per minggu untuk dewasa dan 60 menit setiap hari untuk anak.</li>
<li>Batasi waktu di depan layar dan cukupi waktu tidur.</li>
<li>Turunkan berat badan secara bertahap, sekitar 0,5–1 kg per minggu.</li>
<li>Jangan menggunakan obat pelangsing yang tidak memiliki izin edar BPOM.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Konsultasikan ke dokter atau ahli gizi bila IMT di atas 27, terutama jika disertai tekanan darah tinggi, gula darah tinggi, atau kolesterol tinggi. Periksakan juga bila sering mendengkur keras disertai kantuk berat di siang hari, atau bila berat badan anak naik sangat cepat dibandingkan tinggi badannya.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['gizi'],
    author: AUTHOR,
    publishedDaysAgo: 95,
    contentType: 'article',
  },
  {
    permalink: 'pneumonia',
    title: 'Pneumonia',
    excerpt:
      'Pneumonia adalah infeksi yang menyebabkan peradangan kantong udara di paru-paru dan menjadi salah satu penyebab utama kematian balita.',
    html: `<p>Pneumonia atau radang paru dapat dialami siapa saja, tetapi paling berbahaya bagi balita, lansia, dan orang dengan penyakit kronis. Mengenali napas cepat pada anak adalah kunci untuk membawanya berobat tepat waktu.</p>
<h2>Gejala</h2>
<ul>
<li>Batuk, dapat disertai dahak kuning atau hijau.</li>
<li>Demam dan menggigil.</li>
<li>Napas cepat dan sesak.</li>
<li>Nyeri dada saat menarik napas atau batuk.</li>
<li>Pada balita: napas 50 kali per menit atau lebih pada usia 2–12 bulan, atau 40 kali per menit atau lebih pada usia 1–5 tahun, serta tarikan dinding dada bagian bawah ke dalam.</li>
<li>Pada lansia: dapat muncul sebagai lemas dan bingung tanpa demam tinggi.</li>
</ul>
<h2>Penyebab</h2>
<p>Pneumonia dapat disebabkan bakteri seperti <em>Streptococcus pneumoniae</em> dan <em>Haemophilus influenzae</em>, virus seperti influenza dan RSV, serta jamur. Risikonya meningkat pada balita dengan gizi kurang, bayi yang tidak mendapat ASI, orang yang merokok atau terpapar asap rokok, lansia, dan penderita penyakit kronis.</p>
<h2>Pencegahan</h2>
<ul>
<li>Lengkapi imunisasi bayi, terutama PCV, DPT-HB-Hib, dan MR, sesuai jadwal di buku KIA.</li>
<li>Lansia dan penderita penyakit kronis dapat mendiskusikan vaksin pneumokokus dan influenza dengan dokter.</li>
<li>Berikan ASI eksklusif selama enam bulan dan gizi seimbang setelahnya.</li>
<li>Jadikan rumah bebas asap rokok dan asap dapur.</li>
<li>Biasakan cuci tangan pakai sabun.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Segera bawa ke dokter atau puskesmas bila batuk disertai napas cepat atau sesak. Bawa ke IGD bila bibir kebiruan, anak tidak bisa minum atau menyusu, kejang, atau sangat mengantuk dan sulit dibangunkan. Bila dokter meresepkan antibiotik, minumlah sampai habis sesuai petunjuk.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 88,
    contentType: 'article',
  },
  {
    permalink: 'rabies',
    title: 'Rabies',
    excerpt:
      'Rabies adalah infeksi virus pada otak dan saraf yang ditularkan melalui gigitan hewan; hampir selalu fatal bila gejala sudah muncul, tetapi dapat dicegah.',
    html: `<p>Rabies masih ditemukan di banyak provinsi di Indonesia. Kabar baiknya, rabies dapat dicegah sepenuhnya bila luka gigitan segera dicuci dan korban mendapat vaksin antirabies tepat waktu.</p>
<h2>Gejala</h2>
<ul>
<li>Gejala awal: demam, lemas, serta nyeri, gatal, atau kesemutan di sekitar bekas gigitan.</li>
<li>Gelisah, cemas, dan sulit tidur.</li>
<li>Takut air dan takut angin atau cahaya.</li>
<li>Air liur berlebihan.</li>
<li>Kejang, kelumpuhan, hingga koma.</li>
<li>Tanda pada hewan: perilaku berubah, menjadi galak atau justru menyendiri, air liur menetes, dan menggigit benda apa saja.</li>
</ul>
<h2>Penyebab</h2>
<p>Rabies disebabkan virus yang terdapat dalam air liur hewan penular rabies. Di Indonesia, penular utamanya adalah anjing, disusul kucing dan kera. Virus masuk melalui gigitan, cakaran, atau jilatan pada kulit yang terluka. Gejala biasanya muncul beberapa minggu hingga beberapa bulan setelah gigitan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Vaksinasi anjing, kucing, dan kera peliharaan setiap tahun.</li>
<li>Ajari anak untuk tidak mengganggu atau mendekati hewan yang tidak dikenal.</li>
<li>Setelah digigit, segera cuci luka dengan sabun di bawah air mengalir selama 15 menit, lalu beri antiseptik seperti povidon iodin.</li>
<li>Pergi ke puskesmas atau rabies center pada hari yang sama untuk mendapatkan vaksin antirabies dan, bila diperlukan, serum antirabies.</li>
<li>Laporkan hewan yang menggigit kepada petugas kesehatan hewan untuk diamati selama 14 hari; jangan langsung membunuhnya.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Setiap gigitan, cakaran, atau jilatan pada luka oleh hewan yang berpotensi menularkan rabies harus segera diperiksakan hari itu juga, tanpa menunggu munculnya gejala. Lengkapi seluruh dosis vaksin sesuai jadwal yang diberikan petugas.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 81,
    contentType: 'article',
  },
  {
    permalink: 'rubella',
    title: 'Rubella',
    excerpt:
      'Rubella atau campak Jerman umumnya ringan pada anak, tetapi sangat berbahaya bila menginfeksi ibu hamil karena dapat menyebabkan cacat bawaan pada janin.',
    html: `<p>Rubella sering tidak disadari karena gejalanya ringan atau bahkan tidak ada. Bahaya terbesarnya adalah sindrom rubela kongenital pada bayi yang ibunya terinfeksi saat hamil, terutama pada trimester pertama.</p>
<h2>Gejala</h2>
<ul>
<li>Ruam merah muda halus yang dimulai dari wajah lalu menyebar ke tubuh, biasanya hilang dalam sekitar tiga hari.</li>
<li>Demam ringan.</li>
<li>Pembengkakan kelenjar getah bening di belakang telinga dan leher.</li>
<li>Mata merah.</li>
<li>Nyeri sendi, terutama pada perempuan dewasa.</li>
<li>Banyak orang yang terinfeksi tidak menunjukkan gejala sama sekali.</li>
</ul>
<h2>Penyebab</h2>
<p>Rubella disebabkan virus rubela yang menular melalui percikan saat batuk dan bersin. Bila ibu hamil terinfeksi, virus dapat menular ke janin dan menyebabkan katarak, gangguan pendengaran, kelainan jantung, serta gangguan perkembangan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Lengkapi imunisasi MR pada usia 9 bulan, 18 bulan, dan kelas 1 SD.</li>
<li>Perempuan usia subur yang belum pernah mendapat imunisasi dapat berkonsultasi dengan dokter sebelum merencanakan kehamilan.</li>
<li>Setelah vaksinasi, tunda kehamilan setidaknya satu bulan; vaksin ini tidak diberikan kepada ibu hamil.</li>
<li>Ibu hamil sebaiknya menghindari kontak dengan orang yang sedang demam disertai ruam.</li>
<li>Penderita tidak masuk sekolah atau bekerja hingga tujuh hari setelah ruam muncul.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Ibu hamil yang mengalami ruam atau pernah kontak dengan penderita rubela perlu segera memeriksakan diri ke dokter. Anak yang mengalami demam disertai ruam sebaiknya diperiksakan ke puskesmas agar dapat dipastikan dan dilaporkan sesuai program pengendalian campak-rubela.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 74,
    contentType: 'article',
  },
  {
    permalink: 'skabies',
    title: 'Skabies',
    excerpt:
      'Skabies atau kudis adalah penyakit kulit menular akibat tungau yang menimbulkan gatal hebat, terutama pada malam hari.',
    html: `<p>Skabies mudah menyebar di lingkungan yang padat seperti asrama, pondok pesantren, dan panti. Anggapan bahwa gatal-gatal seperti ini wajar dialami santri baru tidaklah benar; skabies adalah penyakit yang dapat dicegah dan diobati.</p>
<h2>Gejala</h2>
<ul>
<li>Gatal hebat, terutama pada malam hari.</li>
<li>Bintil kecil kemerahan, lenting, atau garis halus berkelok di sela jari tangan, pergelangan tangan, siku, ketiak, sekitar pusar, pinggang, bokong, dan kemaluan.</li>
<li>Lecet akibat garukan yang dapat bernanah.</li>
<li>Beberapa orang yang tinggal serumah atau sekamar mengalami gatal serupa.</li>
</ul>
<h2>Penyebab</h2>
<p>Skabies disebabkan tungau <em>Sarcoptes scabiei</em> yang menggali terowongan di lapisan atas kulit. Tungau menular melalui kontak kulit yang lama dan erat, misalnya tidur bersama, serta melalui pakaian, handuk, sarung, dan sprei yang dipakai bergantian.</p>
<h2>Pencegahan</h2>
<ul>
<li>Jangan bertukar handuk, pakaian, sarung, mukena, atau bantal.</li>
<li>Cuci pakaian dan sprei dengan air panas, lalu jemur di bawah sinar matahari.</li>
<li>Masukkan barang yang tidak bisa dicuci ke dalam kantong plastik tertutup selama tiga hari.</li>
<li>Jemur kasur dan bantal secara berkala.</li>
<li>Obati semua orang yang tinggal bersama secara serentak, meskipun belum merasa gatal.</li>
<li>Jaga ventilasi kamar dan hindari hunian yang terlalu padat.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter atau puskesmas bila gatal di malam hari berlangsung lebih dari seminggu atau ada beberapa orang dengan keluhan serupa. Dokter biasanya memberikan krim permetrin yang dioleskan ke seluruh tubuh dari leher ke bawah sesuai petunjuk. Rasa gatal dapat bertahan dua sampai empat minggu setelah pengobatan; kembali ke dokter bila muncul ruam baru atau luka bernanah.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 66,
    contentType: 'article',
  },
  {
    permalink: 'stroke',
    title: 'Stroke',
    excerpt:
      'Stroke terjadi ketika aliran darah ke otak tersumbat atau pembuluh darah otak pecah, dan setiap menit sangat berharga untuk penanganannya.',
    html: `<p>Stroke adalah salah satu penyebab utama kematian dan kecacatan di Indonesia. Kementerian Kesehatan memperkenalkan singkatan SeGeRa Ke RS agar masyarakat mudah mengenali gejalanya dan segera membawa penderita ke rumah sakit.</p>
<h2>Gejala</h2>
<ul>
<li><strong>Se</strong>nyum tidak simetris atau wajah mencong.</li>
<li><strong>Ge</strong>rak separuh anggota tubuh melemah atau tidak dapat digerakkan.</li>
<li>Bica<strong>ra</strong> pelo, tiba-tiba tidak dapat bicara, atau tidak mengerti pembicaraan.</li>
<li><strong>Ke</strong>bas atau baal pada separuh tubuh.</li>
<li><strong>R</strong>abun atau pandangan kabur mendadak.</li>
<li><strong>S</strong>akit kepala hebat yang muncul tiba-tiba atau gangguan keseimbangan.</li>
</ul>
<h2>Penyebab</h2>
<p>Sebagian besar stroke terjadi karena sumbatan pembuluh darah otak (stroke iskemik), sisanya karena pembuluh darah otak pecah (stroke perdarahan). Faktor risiko utamanya adalah tekanan darah tinggi, diikuti diabetes, kolesterol tinggi, merokok, gangguan irama jantung, obesitas, kurang aktivitas fisik, usia lanjut, dan riwayat keluarga.</p>
<h2>Pencegahan</h2>
<ul>
<li>Terapkan CERDIK: Cek kesehatan berkala, Enyahkan asap rokok, Rajin aktivitas fisik, Diet seimbang, Istirahat cukup, dan Kelola stres.</li>
<li>Kendalikan tekanan darah, gula darah, dan kolesterol; minum obat secara teratur bila sudah didiagnosis.</li>
<li>Batasi gula, garam, dan lemak dalam makanan sehari-hari.</li>
<li>Periksakan diri bila jantung sering berdebar tidak teratur.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Stroke adalah keadaan darurat. Bila muncul salah satu gejala di atas, segera bawa penderita ke IGD rumah sakit atau hubungi 119, sebaiknya dalam waktu kurang dari empat setengah jam sejak gejala muncul agar peluang pengobatan lebih besar. Jangan memberi makan atau minum, jangan menusuk jari dengan jarum, dan jangan menunggu gejala hilang. Gejala yang hilang sendiri dalam beberapa menit tetap harus diperiksakan karena dapat menjadi tanda akan terjadi stroke.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 58,
    contentType: 'article',
  },
  {
    permalink: 'tifus',
    title: 'Tifus (Demam Tifoid)',
    excerpt:
      'Demam tifoid adalah infeksi bakteri Salmonella Typhi dari makanan atau minuman tercemar yang ditandai demam berhari-hari.',
    html: `<p>Masyarakat sering menyebut setiap demam yang disertai sakit perut sebagai "gejala tifus", padahal diagnosisnya perlu dipastikan dokter. Hasil satu kali tes Widal saja tidak cukup untuk memastikan seseorang menderita tifoid.</p>
<h2>Gejala</h2>
<ul>
<li>Demam yang naik bertahap, lebih tinggi pada sore dan malam hari, dan berlangsung lebih dari seminggu bila tidak diobati.</li>
<li>Sakit kepala dan badan lemas.</li>
<li>Nyeri perut, sembelit, atau diare.</li>
<li>Mual dan nafsu makan menurun.</li>
<li>Lidah tampak kotor keputihan di bagian tengah.</li>
</ul>
<h2>Penyebab</h2>
<p>Demam tifoid disebabkan bakteri <em>Salmonella</em> Typhi yang menular melalui makanan atau minuman yang tercemar tinja penderita atau pembawa kuman. Sebagian orang yang sudah sembuh dapat tetap membawa kuman tanpa gejala dan menularkannya, terutama bila bekerja sebagai penjamah makanan.</p>
<h2>Pencegahan</h2>
<ul>
<li>Cuci tangan pakai sabun sebelum makan dan setelah buang air besar.</li>
<li>Minum air matang atau air minum yang terjamin kebersihannya.</li>
<li>Makan makanan yang dimasak hingga matang dan masih hangat.</li>
<li>Hindari jajanan yang tidak higienis dan es batu dari air mentah.</li>
<li>Gunakan jamban sehat.</li>
<li>Vaksin tifoid tersedia untuk usia dua tahun ke atas dan perlu diulang setiap tiga tahun; konsultasikan dengan dokter.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila demam berlangsung lebih dari tiga hari. Bila didiagnosis tifoid, minum antibiotik sampai habis sesuai resep dan beristirahat cukup. Segera ke IGD bila muncul nyeri perut hebat, tinja hitam atau berdarah, atau penurunan kesadaran, karena dapat menandakan komplikasi pada usus.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 49,
    contentType: 'article',
  },
  {
    permalink: 'tuberkulosis',
    title: 'Tuberkulosis',
    excerpt:
      'Tuberkulosis (TBC) adalah penyakit menular yang disebabkan bakteri Mycobacterium tuberculosis dan dapat disembuhkan dengan pengobatan tuntas.',
    html: `<p>Indonesia termasuk negara dengan jumlah kasus TBC tertinggi di dunia. TBC paling sering menyerang paru, tetapi juga dapat mengenai kelenjar, tulang, dan organ lain. Pemeriksaan dan obat TBC tersedia gratis di puskesmas dan rumah sakit pemerintah.</p>
<h2>Gejala</h2>
<ul>
<li>Batuk selama dua minggu atau lebih, dapat berdahak atau bercampur darah.</li>
<li>Demam meriang yang berlangsung lama.</li>
<li>Berkeringat pada malam hari tanpa beraktivitas.</li>
<li>Berat badan dan nafsu makan menurun.</li>
<li>Sesak napas, nyeri dada, dan lemas.</li>
<li>Pada anak: berat badan tidak naik selama dua bulan, demam lama, atau benjolan di leher.</li>
</ul>
<h2>Penyebab</h2>
<p>TBC disebabkan bakteri <em>Mycobacterium tuberculosis</em> yang menyebar melalui udara ketika penderita TBC paru batuk, bersin, atau berbicara. Risiko tertular dan sakit lebih tinggi pada orang yang tinggal serumah dengan penderita, penderita HIV dan diabetes, orang dengan gizi kurang, perokok, serta penghuni rumah dengan ventilasi buruk.</p>
<h2>Pencegahan</h2>
<ul>
<li>Berikan imunisasi BCG pada bayi sebelum berusia satu bulan.</li>
<li>Terapkan etika batuk; penderita memakai masker sampai dinyatakan tidak menular.</li>
<li>Buka jendela agar udara segar dan sinar matahari masuk ke dalam rumah.</li>
<li>Anggota keluarga yang serumah dengan penderita perlu diperiksa dan dapat diberi terapi pencegahan TBC sesuai anjuran petugas.</li>
<li>Penderita minum obat hingga tuntas, minimal enam bulan, agar sembuh dan tidak menjadi TBC kebal obat.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Segera ke puskesmas bila batuk berlangsung dua minggu atau lebih, atau bila ada anggota keluarga yang sedang menjalani pengobatan TBC. Petugas akan memeriksa dahak dan, bila perlu, melakukan rontgen dada. Jangan berhenti minum obat meskipun sudah merasa sehat, dan laporkan efek samping seperti mual berat, kulit kuning, atau gangguan penglihatan kepada petugas.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: ['imunisasi'],
    author: AUTHOR,
    publishedDaysAgo: 41,
    contentType: 'article',
  },
  {
    permalink: 'vertigo',
    title: 'Vertigo',
    excerpt:
      'Vertigo adalah sensasi berputar pada diri sendiri atau lingkungan sekitar yang umumnya berasal dari gangguan keseimbangan di telinga dalam.',
    html: `<p>Vertigo adalah gejala, bukan penyakit tersendiri. Sebagian besar vertigo berasal dari gangguan telinga dalam yang tidak berbahaya dan dapat ditangani, tetapi sebagian kecil merupakan tanda gangguan di otak yang memerlukan pertolongan segera.</p>
<h2>Gejala</h2>
<ul>
<li>Sensasi berputar, terutama saat mengubah posisi kepala, misalnya bangun tidur, berbalik di kasur, atau mendongak.</li>
<li>Mual dan muntah.</li>
<li>Kehilangan keseimbangan dan sulit berjalan lurus.</li>
<li>Gerakan bola mata yang tidak terkendali.</li>
<li>Pada sebagian kasus: telinga berdenging, terasa penuh, atau pendengaran menurun.</li>
</ul>
<h2>Penyebab</h2>
<p>Penyebab tersering adalah BPPV, yaitu kristal kalsium kecil di telinga dalam yang bergeser dari tempatnya. Penyebab lain meliputi radang saraf keseimbangan yang sering terjadi setelah infeksi virus, penyakit Meniere, migrain vestibular, dan yang lebih jarang gangguan di otak seperti stroke.</p>
<h2>Pencegahan</h2>
<ul>
<li>Bangun dari tidur secara perlahan: duduk dulu sejenak sebelum berdiri.</li>
<li>Hindari gerakan kepala yang mendadak.</li>
<li>Cukupi kebutuhan minum dan tidur.</li>
<li>Untuk lansia, pasang pegangan di kamar mandi dan singkirkan benda yang dapat membuat tersandung.</li>
<li>Saat serangan, segera duduk atau berbaring, pejamkan mata, dan jangan mengemudi.</li>
<li>Untuk BPPV, gerakan reposisi yang diajarkan dokter atau fisioterapis terbukti efektif.</li>
</ul>
<h2>Kapan ke Dokter</h2>
<p>Periksakan ke dokter bila vertigo sering kambuh, berlangsung lama, atau disertai gangguan pendengaran. Segera ke IGD bila vertigo disertai sakit kepala hebat, penglihatan ganda, bicara pelo, wajah mencong, lemah atau baal separuh badan, atau tidak dapat berdiri sama sekali, karena gejala tersebut dapat menandakan stroke.</p>
${CATALOGUE_NOTE}`,
    category: CATEGORY,
    tags: [],
    author: AUTHOR,
    publishedDaysAgo: 34,
    contentType: 'article',
  },
];
