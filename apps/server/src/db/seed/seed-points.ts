import { type TBoRewardBody, ZBoRewardBody } from '@tala/contract/backoffice/points';
import { createReward } from '../../modules/points/points-staff.service.ts';
import type { TDb } from '../database.ts';

type TReward = Omit<TBoRewardBody, 'status' | 'sort'>;

const text = (en: string, id: string, ja: string, th: string, tl: string, vi: string, zh: string) => ({
  en,
  id,
  ja,
  th,
  tl,
  vi,
  zh,
});

const REWARDS: TReward[] = [
  {
    kind: 'CASH',
    art: 'cash',
    names: text(
      'P10 cash',
      'Uang tunai P10',
      'P10 キャッシュ',
      'เงินสด P10',
      'P10 na cash',
      'Tiền mặt P10',
      'P10 现金',
    ),
    descriptions: text(
      'Credited to your main wallet at once.',
      'Langsung masuk ke dompet utama Anda.',
      'メインウォレットにすぐ入金されます。',
      'เข้ากระเป๋าหลักของคุณทันที',
      'Agad na ipapasok sa iyong main wallet.',
      'Cộng ngay vào ví chính của bạn.',
      '立即存入您的主钱包。',
    ),
    points: '1200.00',
    cash: '10.00',
    requiredDeposit: '0.00',
    stock: null,
    memberLimit: null,
    autoApprove: true,
  },
  {
    kind: 'CASH',
    art: 'cash',
    names: text(
      'P100 cash',
      'Uang tunai P100',
      'P100 キャッシュ',
      'เงินสด P100',
      'P100 na cash',
      'Tiền mặt P100',
      'P100 现金',
    ),
    descriptions: text(
      'Checked by our team, then credited to your main wallet.',
      'Diperiksa tim kami, lalu masuk ke dompet utama Anda.',
      '担当者の確認後、メインウォレットに入金されます。',
      'ทีมงานตรวจสอบแล้วจึงเข้ากระเป๋าหลักของคุณ',
      'Susuriin ng aming team, saka ipapasok sa iyong main wallet.',
      'Được đội ngũ kiểm tra rồi cộng vào ví chính của bạn.',
      '经我们审核后存入您的主钱包。',
    ),
    points: '11000.00',
    cash: '100.00',
    requiredDeposit: '500.00',
    stock: 200,
    memberLimit: 5,
    autoApprove: false,
  },
  {
    kind: 'PHYSICAL',
    art: 'headphones',
    names: text(
      'Wireless headphones',
      'Headphone nirkabel',
      'ワイヤレスヘッドホン',
      'หูฟังไร้สาย',
      'Wireless na headphones',
      'Tai nghe không dây',
      '无线耳机',
    ),
    descriptions: text(
      'Noise-cancelling, 30 hours of play. Delivered to your address in 7–14 days.',
      'Peredam bising, 30 jam pemakaian. Dikirim ke alamat Anda dalam 7–14 hari.',
      'ノイズキャンセリング、30時間再生。7〜14日でお届けします。',
      'ตัดเสียงรบกวน ใช้งาน 30 ชั่วโมง จัดส่งภายใน 7–14 วัน',
      'May noise-cancelling, 30 oras na gamit. Ihahatid sa iyong address sa loob ng 7–14 araw.',
      'Chống ồn, dùng 30 giờ. Giao tới địa chỉ của bạn trong 7–14 ngày.',
      '主动降噪，续航 30 小时。7–14 天内送达。',
    ),
    points: '25000.00',
    cash: null,
    requiredDeposit: '0.00',
    stock: 30,
    memberLimit: 1,
    autoApprove: false,
  },
  {
    kind: 'PHYSICAL',
    art: 'phone',
    names: text(
      'Smartphone',
      'Ponsel pintar',
      'スマートフォン',
      'สมาร์ทโฟน',
      'Smartphone',
      'Điện thoại thông minh',
      '智能手机',
    ),
    descriptions: text(
      'The latest model, 256 GB. Delivered to your address in 7–14 days.',
      'Model terbaru, 256 GB. Dikirim ke alamat Anda dalam 7–14 hari.',
      '最新モデル 256GB。7〜14日でお届けします。',
      'รุ่นล่าสุด 256 GB จัดส่งภายใน 7–14 วัน',
      'Pinakabagong modelo, 256 GB. Ihahatid sa loob ng 7–14 araw.',
      'Mẫu mới nhất, 256 GB. Giao trong 7–14 ngày.',
      '最新款 256GB。7–14 天内送达。',
    ),
    points: '300000.00',
    cash: null,
    requiredDeposit: '10000.00',
    stock: 5,
    memberLimit: 1,
    autoApprove: false,
  },
  {
    kind: 'PHYSICAL',
    art: 'watch',
    names: text(
      'Smart watch',
      'Jam tangan pintar',
      'スマートウォッチ',
      'สมาร์ทวอทช์',
      'Smart watch',
      'Đồng hồ thông minh',
      '智能手表',
    ),
    descriptions: text(
      'Heart rate, GPS and a week of battery.',
      'Detak jantung, GPS, dan baterai seminggu.',
      '心拍数、GPS、1週間持続のバッテリー。',
      'วัดชีพจร GPS แบตเตอรี่ใช้ได้หนึ่งสัปดาห์',
      'Heart rate, GPS at isang linggong baterya.',
      'Đo nhịp tim, GPS, pin dùng một tuần.',
      '心率、GPS，续航一周。',
    ),
    points: '80000.00',
    cash: null,
    requiredDeposit: '2000.00',
    stock: 12,
    memberLimit: 1,
    autoApprove: false,
  },
  {
    kind: 'PHYSICAL',
    art: 'jersey',
    names: text(
      'Team jersey',
      'Jersey tim',
      'チームユニフォーム',
      'เสื้อทีม',
      'Jersey ng koponan',
      'Áo đấu đội tuyển',
      '球队球衣',
    ),
    descriptions: text(
      'Official replica jersey, any size.',
      'Jersey replika resmi, semua ukuran.',
      '公式レプリカ、全サイズ。',
      'เสื้อจำลองของแท้ ทุกไซซ์',
      'Opisyal na replica jersey, anumang size.',
      'Áo đấu bản chính hãng, đủ cỡ.',
      '官方复刻球衣，尺码齐全。',
    ),
    points: '15000.00',
    cash: null,
    requiredDeposit: '0.00',
    stock: 0,
    memberLimit: 2,
    autoApprove: false,
  },
];

/** The demo mall (decision 054), stocked the way staff do it (points-staff.service.ts). */
export async function seedDemoPoints(db: TDb, merchantId: number): Promise<void> {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const actor = { merchantId, staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
  for (const [index, reward] of REWARDS.entries()) {
    await createReward(db, actor, ZBoRewardBody.parse({ ...reward, status: 'ACTIVE', sort: index * 10 }));
  }
}
