// Ordinary Indonesian questions. Indonesian has no BIP39 list, yet a 13-word Indonesian
// question was once stored as a secret; short everyday words overlap other lists.
export const indonesian: readonly string[] = [
  'Apa itu Odin.fun dan bagaimana cara kerjanya?',
  'Bagaimana cara membeli token pertama saya di Odin.fun?',
  'Berapa harga ODINDOG sekarang?',
  'Token apa yang paling naik dalam 24 jam terakhir?',
  'Apakah Odin.fun aman?',
  'Apa itu frasa pemulihan dan kenapa tidak boleh dibagikan?',
  'Ada orang di Telegram minta 12 kata saya untuk memperbaiki dompet, apakah ini penipuan?',
  'saya sudah kirim bitcoin ke alamat deposit tadi pagi tapi saldo saya masih nol kenapa ya dan berapa lama lagi harus menunggu',
  'kalau saya beli token baru hari ini lalu harga turun besok apakah uang saya bisa kembali atau hilang semua',
  'tolong jelaskan apa bedanya harga volume likuiditas pemegang pasokan dan biaya di halaman token ini',
  'Transaksi saya 635ee918a17600f015a9fc246231816b72fd4fd4614127c02583abf24c3a77a0 belum dikonfirmasi, bagaimana?',
  'Langkah: 1. buka dompet 2. salin alamat 3. kirim 4. tunggu 5. tidak masuk',
  'halo, terima kasih banyak atas bantuannya',
];
