import type { TAppDeps } from '../../app-deps.ts';
import { composeMessage, type TComposeInput } from '../../modules/messages/messages-staff.service.ts';
import { demoStaffActor } from './seed-actor.ts';

const DAY_MS = 86_400_000;

/** A promotion announcement to every member: the demo's daily reload and weekly raffle (seed-promotions.ts). */
const PROMOTION_NEWS: Omit<TComposeInput, 'sendAt'> = {
  audience: 'EVERYONE',
  username: null,
  title: {
    en: 'This week: daily reload and the weekly raffle',
    tl: 'Ngayong linggo: daily reload at ang lingguhang raffle',
    zh: '本周：每日续存红利与每周抽奖',
    ja: '今週：デイリーリロードと週間抽選',
    th: 'สัปดาห์นี้: โบนัสฝากรายวันและลุ้นรางวัลประจำสัปดาห์',
    vi: 'Tuần này: thưởng nạp hằng ngày và quay số hằng tuần',
    id: 'Minggu ini: reload harian dan undian mingguan',
  },
  bodyHtml: {
    en: '<p>Join the <strong>daily reload</strong> and deposit P100 or more: 20% extra up to P1,000, with only 3× wagering.</p><p>Every deposit this week also earns tickets for the <strong>weekly raffle</strong>. See <a href="/promotions">Promotions</a> for the details.</p>',
    tl: '<p>Sumali sa <strong>daily reload</strong> at magdeposito ng P100 o higit pa: dagdag na 20% hanggang P1,000, 3× lang ang taya.</p><p>Bawat deposito ngayong linggo ay may ticket din sa <strong>lingguhang raffle</strong>. Tingnan ang <a href="/promotions">Mga Promo</a> para sa detalye.</p>',
    zh: '<p>参加<strong>每日续存</strong>并存款 P100 以上：额外 20%，最高 P1,000，仅需 3 倍流水。</p><p>本周每笔存款还可获得<strong>每周抽奖</strong>的奖券。详情请见<a href="/promotions">优惠活动</a>。</p>',
    ja: '<p><strong>デイリーリロード</strong>に参加してP100以上入金すると、20%（最大P1,000）を上乗せ。賭け条件はわずか3倍です。</p><p>今週の入金ごとに<strong>週間抽選</strong>のチケットももらえます。詳しくは<a href="/promotions">プロモーション</a>へ。</p>',
    th: '<p>เข้าร่วม<strong>โบนัสฝากรายวัน</strong>และฝาก P100 ขึ้นไป รับเพิ่ม 20% สูงสุด P1,000 ทำเทิร์นเพียง 3 เท่า</p><p>ทุกยอดฝากในสัปดาห์นี้ยังได้ตั๋ว<strong>ลุ้นรางวัลประจำสัปดาห์</strong> ดูรายละเอียดที่<a href="/promotions">โปรโมชั่น</a></p>',
    vi: '<p>Tham gia <strong>thưởng nạp hằng ngày</strong> và nạp từ P100: thêm 20% tối đa P1,000, chỉ cần cược 3 lần.</p><p>Mỗi lần nạp trong tuần này còn nhận vé <strong>quay số hằng tuần</strong>. Xem chi tiết tại <a href="/promotions">Khuyến mãi</a>.</p>',
    id: '<p>Ikuti <strong>reload harian</strong> dan deposit P100 atau lebih: tambahan 20% hingga P1.000, turnover hanya 3×.</p><p>Setiap deposit minggu ini juga mendapat tiket <strong>undian mingguan</strong>. Lihat detailnya di <a href="/promotions">Promosi</a>.</p>',
  },
};

/** A personal welcome from support to the demo player. */
const WELCOME: Omit<TComposeInput, 'sendAt'> = {
  audience: 'MEMBER',
  username: 'demo_player',
  title: {
    en: 'Welcome to Tala',
    tl: 'Maligayang pagdating sa Tala',
    zh: '欢迎来到 Tala',
    ja: 'Talaへようこそ',
    th: 'ยินดีต้อนรับสู่ Tala',
    vi: 'Chào mừng đến với Tala',
    id: 'Selamat datang di Tala',
  },
  bodyHtml: {
    en: '<p>Hi, and welcome! Your account is ready.</p><ul><li>Set a withdrawal password in <strong>My account</strong> before your first withdrawal.</li><li>New members get a 100% first deposit bonus: see <a href="/promotions">Promotions</a>.</li></ul><p>Questions? Our support team answers around the clock.</p>',
    tl: '<p>Kumusta, at maligayang pagdating! Handa na ang iyong account.</p><ul><li>Magtakda ng withdrawal password sa <strong>Aking account</strong> bago ang unang withdrawal.</li><li>May 100% bonus sa unang deposito ang mga bagong miyembro: tingnan ang <a href="/promotions">Mga Promo</a>.</li></ul><p>May tanong? Sumasagot ang aming support team anumang oras.</p>',
    zh: '<p>您好，欢迎加入！您的账户已准备就绪。</p><ul><li>首次提款前，请在<strong>我的账户</strong>中设置提款密码。</li><li>新会员可享首存 100% 红利：请查看<a href="/promotions">优惠活动</a>。</li></ul><p>有疑问？我们的客服团队全天候为您解答。</p>',
    ja: '<p>こんにちは、ようこそ！アカウントの準備ができました。</p><ul><li>初めての出金の前に<strong>マイアカウント</strong>で出金パスワードを設定してください。</li><li>新規会員は初回入金100%ボーナスがもらえます：<a href="/promotions">プロモーション</a>をご覧ください。</li></ul><p>ご不明な点はサポートチームが24時間お答えします。</p>',
    th: '<p>สวัสดีและยินดีต้อนรับ! บัญชีของคุณพร้อมใช้งานแล้ว</p><ul><li>ตั้งรหัสผ่านถอนเงินใน<strong>บัญชีของฉัน</strong>ก่อนถอนเงินครั้งแรก</li><li>สมาชิกใหม่รับโบนัสเงินฝากครั้งแรก 100%: ดูที่<a href="/promotions">โปรโมชั่น</a></li></ul><p>มีคำถาม? ทีมซัพพอร์ตของเราพร้อมตอบตลอด 24 ชั่วโมง</p>',
    vi: '<p>Xin chào và chào mừng bạn! Tài khoản của bạn đã sẵn sàng.</p><ul><li>Hãy đặt mật khẩu rút tiền trong <strong>Tài khoản của tôi</strong> trước lần rút đầu tiên.</li><li>Thành viên mới nhận thưởng 100% lần nạp đầu: xem <a href="/promotions">Khuyến mãi</a>.</li></ul><p>Có thắc mắc? Đội hỗ trợ luôn sẵn sàng 24/7.</p>',
    id: '<p>Hai, selamat datang! Akun Anda sudah siap.</p><ul><li>Atur kata sandi penarikan di <strong>Akun saya</strong> sebelum penarikan pertama.</li><li>Member baru mendapat bonus deposit pertama 100%: lihat <a href="/promotions">Promosi</a>.</li></ul><p>Ada pertanyaan? Tim dukungan kami siap membantu kapan saja.</p>',
  },
};

/** To demo_agent's team (every level under it). */
const TEAM_NEWS: Omit<TComposeInput, 'sendAt'> = {
  audience: 'AGENT_TEAM',
  username: 'demo_agent',
  title: { en: 'Team night this Friday', zh: '本周五团队之夜', tl: 'Team night ngayong Biyernes' },
  bodyHtml: {
    en: '<p>Your agent invites the whole team to play together this Friday from 8 pm. Bring a friend!</p>',
    zh: '<p>您的代理邀请全体团队成员本周五晚 8 点起一起游戏。欢迎带上朋友！</p>',
    tl: '<p>Iniimbitahan ng iyong ahente ang buong team na maglaro nang sabay ngayong Biyernes mula 8 pm. Magsama ng kaibigan!</p>',
  },
};

/** Next week's news, scheduled: the back office shows it waiting, and it arrives on its own if the demo runs on. */
const SCHEDULED_NEWS: Omit<TComposeInput, 'sendAt'> = {
  audience: 'EVERYONE',
  username: null,
  title: { en: 'Lottery week starts today', zh: '彩票周今天开始' },
  bodyHtml: {
    en: '<p>Lottery week is on: bets on every lottery count double towards the week\'s prizes. See <a href="/promotions">Promotions</a>.</p>',
    zh: '<p>彩票周开始了：本周所有彩票投注按双倍计入周奖励。详情见<a href="/promotions">优惠活动</a>。</p>',
  },
};

/**
 * The demo's inbox (decision 055), written the way staff write it: support's welcome to demo_player, an admin's
 * promotion news to everyone and to demo_agent's team, and next week's news scheduled. System messages come only from
 * events the seed makes happen (the help centre's answered feedback, seed-help.ts).
 */
export async function seedDemoMessages(deps: Pick<TAppDeps, 'db'>, merchantId: number): Promise<void> {
  const { db } = deps;
  const admin = await demoStaffActor(db, merchantId, 'admin');
  const support = await demoStaffActor(db, merchantId, 'support');
  await composeMessage(db, admin, { ...PROMOTION_NEWS, sendAt: null });
  await composeMessage(db, admin, { ...TEAM_NEWS, sendAt: null });
  await composeMessage(db, admin, {
    ...SCHEDULED_NEWS,
    sendAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  });
  // Last, so it is the newest: the first thing demo_player sees in the inbox.
  await composeMessage(db, support, { ...WELCOME, sendAt: null });
}
