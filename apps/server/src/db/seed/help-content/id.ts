import type { THelpSeedTexts } from './help-seed-texts.ts';

/** The default help centre in id (decision 056): the site's former help topics, the beginner guide. */
export const HELP_TEXTS_ID: THelpSeedTexts = {
  emailFallback: 'layanan pelanggan kami',
  categories: {
    'getting-started': 'Memulai',
    payments: 'Deposit dan penarikan',
    rules: 'Aturan dan kebijakan',
    contact: 'Kontak dan kemitraan',
  },
  articles: {
    'beginner-guide': {
      title: 'Panduan pemula',
      html: '<p>Baru di {{name}}? Panduan ini membawa Anda dari kunjungan pertama hingga penarikan pertama dalam beberapa menit.</p><h2>1. Buat akun Anda</h2><p>Pilih <strong>Daftar</strong> di bagian atas halaman, tentukan nama pengguna dan kata sandi, lalu konfirmasi bahwa Anda sudah cukup umur. Jika di sana juga ada <strong>Demo gratis</strong>, Anda bisa mencoba permainan dengan uang mainan terlebih dahulu tanpa mendaftar.</p><h2>2. Amankan akun Anda</h2><p>Buka menu akun lalu pilih <strong>Akun saya</strong>. Tambahkan nama asli, tautkan nomor ponsel atau e-mail, dan buat kata sandi penarikan: penarikan memerlukannya, dan semua itu melindungi saldo Anda meskipun orang lain mengetahui kata sandi login Anda.</p><h2>3. Lakukan deposit pertama</h2><p>Pilih <strong>Deposit</strong> di menu akun, pilih metode pembayaran, lalu masukkan jumlahnya. Sebagian besar deposit masuk dalam beberapa menit. Lihat <strong>Promosi</strong> sebelum deposit: beberapa bonus harus diikuti terlebih dahulu.</p><h2>4. Pilih permainan</h2><p>Menu di bagian atas mengelompokkan permainan: kasino langsung, olahraga, slot, tembak ikan, permainan kartu, lotre, dan lainnya. Setiap permainan menjelaskan aturannya, dan permainan kami sendiri terbukti adil: setelah satu ronde Anda dapat memeriksa hasilnya sendiri.</p><h2>5. Pantau permainan Anda</h2><p><strong>Riwayat taruhan</strong> dan <strong>Riwayat akun</strong> di menu akun mencatat setiap taruhan dan setiap pergerakan uang Anda. Tentukan anggaran sebelum bermain dan baca saran <a href="/help?topic=responsible-gaming">permainan bertanggung jawab</a> kami.</p><h2>6. Tarik kemenangan Anda</h2><p>Pilih <strong>Penarikan</strong>, masukkan jumlah dan kata sandi penarikan. Uang dibayarkan ke rekening bank atas nama Anda sendiri, biasanya dalam beberapa jam.</p><h2>7. Butuh bantuan?</h2><p>Cari di pusat bantuan ini, mengobrol dengan layanan pelanggan dari bilah samping kapan saja, atau tulis kepada kami melalui <strong>Masukan</strong> di menu akun: jawabannya akan masuk ke pesan Anda.</p>',
    },
    'about-us': {
      title: 'Tentang Perusahaan',
      html: '<p>{{name}} adalah platform hiburan daring: semua permainan di situs ini dimainkan dengan satu akun dan satu dompet.</p><p>Setiap kategori permainan mencantumkan penyedianya. Permainan kami sendiri terbukti adil: setelah setiap ronde Anda dapat memeriksa hasilnya dengan seed yang diungkapkan permainan.</p><p>Tim kami berkomitmen memberikan pengalaman bermain yang aman, transparan, dan bertanggung jawab bagi setiap pemain.</p>',
    },
    'contact-us': {
      title: 'Hubungi Kami',
      html: '<p>Layanan pelanggan kami tersedia 24 jam sehari, 7 hari seminggu melalui live chat di bilah samping setiap halaman.</p><p>Anda juga dapat menulis ke {{email}}. Sertakan nama pengguna Anda, tetapi jangan pernah kata sandi.</p><p>Untuk pertanyaan kemitraan dan afiliasi, lihat bagian Afiliasi atau halaman Bergabung.</p>',
    },
    'terms-and-conditions': {
      title: 'Syarat dan Ketentuan Umum',
      html: '<p>Dengan mendaftar akun di {{name}}, Anda menyatakan telah cukup umur, informasi yang Anda berikan akurat, dan Anda menerima ketentuan ini.</p><p>Setiap orang hanya boleh memiliki satu akun. Akun bersifat pribadi dan tidak boleh dibagikan, dijual, atau dialihkan. Kami dapat menangguhkan akun yang terlibat penipuan, penyalahgunaan promosi, atau taruhan tidak wajar.</p><p>Taruhan bersifat final setelah diterima. Jika terjadi kesalahan nyata atau gangguan teknis, taruhan yang terdampak dapat dibatalkan dan taruhan dikembalikan. Kami dapat memperbarui ketentuan ini; penggunaan berkelanjutan berarti Anda menerima versi terbaru.</p>',
    },
    'responsible-gaming': {
      title: 'Bermain Bertanggung Jawab',
      html: '<p>Permainan seharusnya menjadi hiburan, bukan cara mencari uang. Tetapkan anggaran sebelum bermain dan jangan mengejar kekalahan.</p><p>Jika Anda merasa kehilangan kendali, hubungi layanan pelanggan untuk menetapkan batas deposit atau beristirahat dengan pengecualian diri sementara atau permanen.</p><p>Anak di bawah umur tidak boleh menggunakan layanan kami. Kami memeriksa usia dan identitas, serta menganjurkan orang tua memakai perangkat lunak penyaring pada perangkat bersama.</p><h2>Tanda-tanda yang perlu diwaspadai</h2><ul><li>Anda menghabiskan waktu atau uang lebih banyak dari rencana.</li><li>Anda bermain untuk memenangkan kembali apa yang hilang.</li><li>Anda meminjam uang atau menunda tagihan agar bisa terus bermain.</li><li>Bermain membuat Anda cemas, atau mengganggu pekerjaan, keluarga, atau tidur.</li></ul><p>Jika salah satu terasa akrab, beristirahatlah dan bicarakan dengan orang yang Anda percayai.</p>',
    },
    'privacy-policy': {
      title: 'Kebijakan Privasi',
      html: '<p>Kami hanya mengumpulkan data pribadi yang diperlukan untuk menjalankan akun Anda: data diri, transaksi, dan data teknis untuk keamanan.</p><p>Data Anda dienkripsi saat dikirim dan disimpan, dan kata sandi disimpan dalam bentuk yang tidak dapat dibalik. Kami tidak pernah menjual data pribadi Anda.</p><p>Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda kapan saja melalui layanan pelanggan, sesuai kewajiban hukum penyimpanan catatan kami.</p>',
    },
    'affiliate-programme': {
      title: 'Afiliasi',
      html: '<p>Program afiliasi kami memberi Anda komisi atas aktivitas pemain yang Anda bawa ke {{name}}.</p><p>Afiliasi mendapatkan pusat agen khusus dengan laporan tim waktu nyata, laporan pendapatan, dan alat untuk mengelola akun downline.</p><p>Untuk mendaftar, buat akun lalu hubungi layanan pelanggan, atau kunjungi halaman Bergabung untuk detailnya.</p>',
    },
    'refund-policy': {
      title: 'Kebijakan Pengembalian Dana',
      html: '<p>Deposit yang masuk ke dompet Anda dapat digunakan untuk bermain atau ditarik, sesuai syarat taruhan bonus yang Anda terima.</p><p>Jika dana terpotong tetapi deposit tidak masuk, hubungi layanan pelanggan dengan referensi pembayaran. Kami akan memeriksa lalu mengkreditkan atau mengembalikannya, biasanya dalam 24 jam.</p><p>Taruhan yang sudah diselesaikan dan dana bonus yang sudah dipakai tidak dapat dikembalikan, kecuali ronde permainan dibatalkan karena gangguan teknis.</p>',
    },
    faq: {
      title: 'FAQ',
      html: '<p>Bagaimana cara mendaftar? Pilih Daftar di bagian atas halaman, isi formulir, dan konfirmasi bahwa Anda cukup umur. Kurang dari satu menit.</p><p>Lupa kata sandi? Pilih Lupa kata sandi di jendela login dan atur ulang melalui email atau kode yang dikirim ke ponsel Anda.</p><p>Mengapa permainan tidak bisa dibuka? Beberapa penyedia mungkin sedang pemeliharaan; coba lagi nanti atau pilih penyedia lain.</p>',
    },
    'how-to-deposit': {
      title: 'Cara deposit',
      html: '<p>Masuk, buka menu akun, lalu pilih Deposit. Pilih metode pembayaran, masukkan jumlah, dan ikuti petunjuknya.</p><p>Sebagian besar deposit masuk dalam hitungan menit. Selalu gunakan akun pembayaran atas nama Anda sendiri.</p><p>Jika deposit belum muncul setelah 30 menit, hubungi layanan pelanggan dengan referensi pembayaran Anda.</p>',
    },
    'how-to-withdraw': {
      title: 'Cara penarikan',
      html: '<p>Masuk, buka menu akun, lalu pilih Penarikan. Pertama kali, layar menampilkan apa saja yang diperlukan — nama asli, kata sandi penarikan, dan rekening bank — dan Anda melengkapinya langsung di sana.</p><p>Penarikan dibayarkan ke rekening bank atas nama Anda sendiri: penerimanya selalu nama asli Anda.</p><p>Sebagian besar penarikan diproses dalam beberapa jam. Anda akan diminta mengonfirmasi setelah menerima dana.</p>',
    },
  },
};
