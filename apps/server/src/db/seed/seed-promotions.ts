import type { TBoPromotionBody } from '@tala/contract/backoffice/promotions';
import type { TEligibility } from '@tala/contract/promotions/promotion-rules';
import type { TWageringRule } from '@tala/contract/promotions/wagering-rule';
import { createPromotion, setPromotionStatus } from '../../modules/promotions/promotions-staff.service.ts';
import type { TDb } from '../database.ts';
import { demoStaffActor } from './seed-actor.ts';
import { ENVELOPE_RAIN, WEEKLY_RAFFLE } from './seed-promotion-events.ts';
import { REFER_FRIENDS } from './seed-promotion-referral.ts';

const DAY_MS = 86_400_000;

/** Every member, once each: the eligibility most demo promotions have. */
const ANYONE: TEligibility = {
  newMemberDays: null,
  depositChannels: [],
  firstDepositOnly: false,
  frequency: 'ONCE',
  onePerDeviceAndIp: false,
};

const SLOTS_FIRST: TWageringRule['weightsBp'] = { LIVE: 1_000, SPORTS: 5_000, LOTT: 5_000, ELOTT: 5_000 };

const WELCOME: TBoPromotionBody = {
  type: 'DEPOSIT_BONUS',
  category: 'DEPOSIT',
  artwork: 'welcome-bonus',
  title: {
    en: '100% first deposit bonus',
    tl: '100% bonus sa unang deposito',
    zh: '首存 100% 红利',
    ja: '初回入金100%ボーナス',
    th: 'โบนัสเงินฝากครั้งแรก 100%',
    vi: 'Thưởng 100% lần nạp đầu',
    id: 'Bonus deposit pertama 100%',
  },
  summary: {
    en: 'Join, then make your first deposit of P200 or more: we match it 100% up to P5,000.',
    tl: 'Sumali, pagkatapos ay magdeposito ng P200 o higit pa sa unang pagkakataon: dodoblehin namin ito hanggang P5,000.',
    zh: '参加后首次存款 P200 以上，即送 100% 红利，最高 P5,000。',
    ja: '参加後、P200以上の初回入金で100%（最大P5,000）のボーナス。',
    th: 'เข้าร่วมแล้วฝากครั้งแรก P200 ขึ้นไป รับโบนัส 100% สูงสุด P5,000',
    vi: 'Tham gia rồi nạp lần đầu từ P200: nhận thưởng 100% tối đa P5,000.',
    id: 'Ikuti, lalu deposit pertama P200 atau lebih: kami tambah 100% hingga P5.000.',
  },
  rulesHtml: {
    en: '<h3>How it works</h3><ol><li>Press <strong>Join</strong> on this page.</li><li>Make your first deposit of P200 or more.</li><li>The bonus (100% up to P5,000) appears in your bonus wallet.</li></ol><h3>Wagering</h3><ul><li>Bet 10× the bonus within 30 days. Slots and fishing count in full, sports and lottery 50%, live casino 10%.</li><li>Each bet counts up to P500.</li><li>A withdrawal before the wagering is done forfeits the bonus.</li></ul>',
    tl: '<h3>Paano ito gumagana</h3><ol><li>Pindutin ang <strong>Sumali</strong> sa pahinang ito.</li><li>Magdeposito ng P200 o higit pa sa unang pagkakataon.</li><li>Lalabas ang bonus (100% hanggang P5,000) sa iyong bonus wallet.</li></ol><h3>Taya</h3><ul><li>Tumaya ng 10× ng bonus sa loob ng 30 araw. Buo ang bilang ng slots at fishing, 50% ang sports at lottery, 10% ang live casino.</li><li>Hanggang P500 ang bilang ng bawat taya.</li><li>Ang pag-withdraw bago matapos ang taya ay magpapawala ng bonus.</li></ul>',
    zh: '<h3>参加方式</h3><ol><li>在本页点击<strong>参加</strong>。</li><li>首次存款 P200 以上。</li><li>红利（100%，最高 P5,000）将进入您的红利钱包。</li></ol><h3>流水要求</h3><ul><li>30 天内完成红利 10 倍流水。老虎机与捕鱼全额计算，体育与彩票 50%，真人娱乐 10%。</li><li>每注最多计算 P500。</li><li>流水完成前提款将放弃红利。</li></ul>',
    ja: '<h3>参加方法</h3><ol><li>このページで<strong>参加</strong>を押します。</li><li>P200以上の初回入金をします。</li><li>ボーナス（100%、最大P5,000）がボーナスウォレットに入ります。</li></ol><h3>賭け条件</h3><ul><li>30日以内にボーナスの10倍をベット。スロットと釣りは100%、スポーツと宝くじは50%、ライブカジノは10%換算。</li><li>1回のベットはP500まで換算。</li><li>条件達成前に出金するとボーナスは没収されます。</li></ul>',
    th: '<h3>วิธีรับ</h3><ol><li>กด<strong>เข้าร่วม</strong>ในหน้านี้</li><li>ฝากเงินครั้งแรก P200 ขึ้นไป</li><li>โบนัส (100% สูงสุด P5,000) จะเข้ากระเป๋าโบนัส</li></ol><h3>ยอดเทิร์นโอเวอร์</h3><ul><li>เดิมพัน 10 เท่าของโบนัสภายใน 30 วัน สล็อตและยิงปลานับเต็ม กีฬาและหวยนับ 50% คาสิโนสดนับ 10%</li><li>แต่ละเดิมพันนับสูงสุด P500</li><li>ถอนเงินก่อนทำยอดครบจะเสียโบนัส</li></ul>',
    vi: '<h3>Cách nhận</h3><ol><li>Nhấn <strong>Tham gia</strong> trên trang này.</li><li>Nạp lần đầu từ P200.</li><li>Tiền thưởng (100% tối đa P5,000) vào ví thưởng của bạn.</li></ol><h3>Doanh cược</h3><ul><li>Cược 10 lần tiền thưởng trong 30 ngày. Slot và bắn cá tính đủ, thể thao và xổ số 50%, casino trực tiếp 10%.</li><li>Mỗi cược tính tối đa P500.</li><li>Rút tiền trước khi hoàn thành doanh cược sẽ mất tiền thưởng.</li></ul>',
    id: '<h3>Cara ikut</h3><ol><li>Tekan <strong>Ikuti</strong> di halaman ini.</li><li>Lakukan deposit pertama P200 atau lebih.</li><li>Bonus (100% hingga P5.000) masuk ke dompet bonus Anda.</li></ol><h3>Turnover</h3><ul><li>Taruhkan 10× bonus dalam 30 hari. Slot dan tembak ikan dihitung penuh, olahraga dan lotere 50%, kasino langsung 10%.</li><li>Setiap taruhan dihitung hingga P500.</li><li>Penarikan sebelum turnover selesai membatalkan bonus.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: { ...ANYONE, firstDepositOnly: true, onePerDeviceAndIp: true },
  reward: {
    type: 'DEPOSIT_BONUS',
    percentBp: 10_000,
    cap: '5000.00',
    minDeposit: '200.00',
    wagering: {
      multiplier: 10,
      base: 'BONUS',
      weightsBp: SLOTS_FIRST,
      maxBet: '500.00',
      expiryDays: 30,
      withdrawRule: 'FORFEIT',
    },
  },
  budget: '1000000.00',
  sort: 1,
};

const RELOAD: TBoPromotionBody = {
  type: 'DEPOSIT_BONUS',
  category: 'DEPOSIT',
  artwork: 'slots-jackpot',
  title: {
    en: 'Daily reload 20%',
    tl: 'Araw-araw na reload 20%',
    zh: '每日续存 20%',
    ja: '毎日リロード20%',
    th: 'รีโหลดรายวัน 20%',
    vi: 'Nạp lại mỗi ngày 20%',
    id: 'Reload harian 20%',
  },
  summary: {
    en: 'Once a day: join and deposit P100 or more for a 20% bonus up to P1,000. Only 3× wagering.',
    tl: 'Isang beses kada araw: sumali at magdeposito ng P100 o higit pa para sa 20% bonus hanggang P1,000. 3× lang ang taya.',
    zh: '每天一次：参加并存款 P100 以上，送 20% 红利，最高 P1,000，仅需 3 倍流水。',
    ja: '1日1回：参加してP100以上入金で20%（最大P1,000）のボーナス。賭け条件はわずか3倍。',
    th: 'วันละครั้ง: เข้าร่วมและฝาก P100 ขึ้นไป รับโบนัส 20% สูงสุด P1,000 ทำยอดเพียง 3 เท่า',
    vi: 'Mỗi ngày một lần: tham gia và nạp từ P100 để nhận thưởng 20% tối đa P1,000. Chỉ 3 lần doanh cược.',
    id: 'Sekali sehari: ikuti dan deposit P100 atau lebih untuk bonus 20% hingga P1.000. Turnover hanya 3×.',
  },
  rulesHtml: {
    en: '<ul><li>Join once per day, then deposit P100 or more the same day.</li><li>Bonus: 20% of the deposit, up to P1,000, wagered 3× within 3 days.</li><li>Withdrawals wait until the wagering is done.</li></ul>',
    tl: '<ul><li>Sumali minsan kada araw, pagkatapos ay magdeposito ng P100 o higit pa sa parehong araw.</li><li>Bonus: 20% ng deposito, hanggang P1,000, itataya nang 3× sa loob ng 3 araw.</li><li>Maghihintay ang withdrawal hanggang matapos ang taya.</li></ul>',
    zh: '<ul><li>每天可参加一次，当天存款 P100 以上。</li><li>红利：存款的 20%，最高 P1,000，3 天内完成 3 倍流水。</li><li>流水完成前无法提款。</li></ul>',
    ja: '<ul><li>1日1回参加し、同じ日にP100以上入金してください。</li><li>ボーナス：入金額の20%（最大P1,000）、3日以内に3倍の賭け条件。</li><li>賭け条件を満たすまで出金はできません。</li></ul>',
    th: '<ul><li>เข้าร่วมได้วันละครั้ง แล้วฝาก P100 ขึ้นไปในวันเดียวกัน</li><li>โบนัส: 20% ของยอดฝาก สูงสุด P1,000 ทำยอด 3 เท่าภายใน 3 วัน</li><li>ถอนเงินได้เมื่อทำยอดครบ</li></ul>',
    vi: '<ul><li>Tham gia mỗi ngày một lần, rồi nạp từ P100 trong cùng ngày.</li><li>Thưởng: 20% số nạp, tối đa P1,000, cược 3 lần trong 3 ngày.</li><li>Rút tiền phải chờ hoàn thành doanh cược.</li></ul>',
    id: '<ul><li>Ikuti sekali sehari, lalu deposit P100 atau lebih di hari yang sama.</li><li>Bonus: 20% dari deposit, hingga P1.000, turnover 3× dalam 3 hari.</li><li>Penarikan menunggu sampai turnover selesai.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: { ...ANYONE, frequency: 'DAILY' },
  reward: {
    type: 'DEPOSIT_BONUS',
    percentBp: 2_000,
    cap: '1000.00',
    minDeposit: '100.00',
    wagering: {
      multiplier: 3,
      base: 'BONUS',
      weightsBp: {},
      maxBet: null,
      expiryDays: 3,
      withdrawRule: 'BLOCK',
    },
  },
  budget: null,
  sort: 2,
};

const WELCOME_GIFT: TBoPromotionBody = {
  type: 'REGISTRATION',
  category: 'NEW_MEMBER',
  artwork: 'live-casino',
  title: {
    en: 'P88 welcome gift',
    tl: 'P88 na regalo sa pagsali',
    zh: 'P88 新人礼金',
    ja: 'P88ウェルカムギフト',
    th: 'ของขวัญต้อนรับ P88',
    vi: 'Quà chào mừng P88',
    id: 'Hadiah sambutan P88',
  },
  summary: {
    en: 'New here? Claim P88 in the reward centre within 7 days of registering.',
    tl: 'Bago ka rito? Kunin ang P88 sa reward centre sa loob ng 7 araw mula sa pagrehistro.',
    zh: '新会员注册后 7 天内，可在奖励中心领取 P88。',
    ja: '登録から7日以内に、リワードセンターでP88を受け取れます。',
    th: 'สมาชิกใหม่รับ P88 ได้ที่ศูนย์รางวัลภายใน 7 วันหลังสมัคร',
    vi: 'Thành viên mới nhận P88 tại trung tâm thưởng trong 7 ngày sau khi đăng ký.',
    id: 'Member baru? Klaim P88 di pusat hadiah dalam 7 hari setelah mendaftar.',
  },
  rulesHtml: {
    en: '<ul><li>For accounts registered while this promotion runs.</li><li>Claim within 7 days; one gift per device and network.</li><li>Wager the gift 3× within 7 days to release it to your main wallet.</li></ul>',
    tl: '<ul><li>Para sa mga account na nagrehistro habang tumatakbo ang promo na ito.</li><li>Kunin sa loob ng 7 araw; isang regalo bawat device at network.</li><li>Itaya ang regalo nang 3× sa loob ng 7 araw para mapunta ito sa iyong main wallet.</li></ul>',
    zh: '<ul><li>适用于活动期间注册的账号。</li><li>7 天内领取；每台设备和网络限领一次。</li><li>7 天内完成 3 倍流水，礼金即转入主钱包。</li></ul>',
    ja: '<ul><li>本プロモーション期間中に登録したアカウントが対象です。</li><li>7日以内に受け取ってください。1端末・1ネットワークにつき1回。</li><li>7日以内に3倍ベットすると、メインウォレットに移ります。</li></ul>',
    th: '<ul><li>สำหรับบัญชีที่สมัครระหว่างโปรโมชั่นนี้</li><li>รับภายใน 7 วัน จำกัดหนึ่งครั้งต่ออุปกรณ์และเครือข่าย</li><li>ทำยอด 3 เท่าภายใน 7 วันเพื่อโอนเข้ากระเป๋าหลัก</li></ul>',
    vi: '<ul><li>Dành cho tài khoản đăng ký trong thời gian khuyến mãi.</li><li>Nhận trong 7 ngày; mỗi thiết bị và mạng một lần.</li><li>Cược 3 lần tiền quà trong 7 ngày để chuyển vào ví chính.</li></ul>',
    id: '<ul><li>Untuk akun yang terdaftar selama promosi ini berjalan.</li><li>Klaim dalam 7 hari; satu hadiah per perangkat dan jaringan.</li><li>Taruhkan hadiah 3× dalam 7 hari agar masuk ke dompet utama.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: { ...ANYONE, onePerDeviceAndIp: true },
  reward: {
    type: 'REGISTRATION',
    amount: '88.00',
    claimDays: 7,
    wagering: {
      multiplier: 3,
      base: 'BONUS',
      weightsBp: {},
      maxBet: null,
      expiryDays: 7,
      withdrawRule: 'FORFEIT',
    },
  },
  budget: '200000.00',
  sort: 0,
};

const CHALLENGE: TBoPromotionBody = {
  type: 'SIGNUP',
  category: 'NEW_MEMBER',
  artwork: 'sports-week',
  title: {
    en: 'Newcomer challenge: P50 cash',
    tl: 'Hamon sa baguhan: P50 cash',
    zh: '新手挑战：P50 现金',
    ja: 'ビギナーチャレンジ：P50キャッシュ',
    th: 'ภารกิจมือใหม่: เงินสด P50',
    vi: 'Thử thách tân thủ: P50 tiền mặt',
    id: 'Tantangan pendatang baru: P50 tunai',
  },
  summary: {
    en: 'Join, deposit P300 and bet P1,000 in total, then request P50 cash — no wagering.',
    tl: 'Sumali, magdeposito ng P300 at tumaya ng kabuuang P1,000, saka hilingin ang P50 cash — walang taya.',
    zh: '参加后存款 P300、累计投注 P1,000，即可申请 P50 现金，无需流水。',
    ja: '参加してP300入金、合計P1,000ベットでP50キャッシュを申請できます（賭け条件なし）。',
    th: 'เข้าร่วม ฝาก P300 และเดิมพันรวม P1,000 แล้วขอรับเงินสด P50 ไม่ต้องทำยอด',
    vi: 'Tham gia, nạp P300 và cược tổng P1,000 rồi nhận P50 tiền mặt — không cần doanh cược.',
    id: 'Ikuti, deposit P300 dan bertaruh total P1.000, lalu minta P50 tunai — tanpa turnover.',
  },
  rulesHtml: {
    en: '<ul><li>For members who registered in the last 30 days.</li><li>After joining: deposits of P300 and bets of P1,000 in total.</li><li>Then press <strong>Request reward</strong>: P50 goes to your main wallet.</li></ul>',
    tl: '<ul><li>Para sa mga miyembrong nagrehistro sa huling 30 araw.</li><li>Pagkatapos sumali: deposito na P300 at taya na kabuuang P1,000.</li><li>Saka pindutin ang <strong>Humiling ng reward</strong>: mapupunta ang P50 sa iyong main wallet.</li></ul>',
    zh: '<ul><li>适用于最近 30 天内注册的会员。</li><li>参加后：累计存款 P300、投注 P1,000。</li><li>然后点击<strong>申请奖励</strong>：P50 将转入主钱包。</li></ul>',
    ja: '<ul><li>過去30日以内に登録した会員が対象です。</li><li>参加後：合計P300の入金とP1,000のベット。</li><li>その後<strong>報酬を申請</strong>を押すと、P50がメインウォレットに入ります。</li></ul>',
    th: '<ul><li>สำหรับสมาชิกที่สมัครภายใน 30 วันที่ผ่านมา</li><li>หลังเข้าร่วม: ฝากรวม P300 และเดิมพันรวม P1,000</li><li>จากนั้นกด<strong>ขอรับรางวัล</strong>: P50 เข้ากระเป๋าหลัก</li></ul>',
    vi: '<ul><li>Dành cho thành viên đăng ký trong 30 ngày qua.</li><li>Sau khi tham gia: nạp tổng P300 và cược tổng P1,000.</li><li>Sau đó nhấn <strong>Nhận thưởng</strong>: P50 vào ví chính.</li></ul>',
    id: '<ul><li>Untuk member yang mendaftar dalam 30 hari terakhir.</li><li>Setelah ikut: deposit total P300 dan taruhan total P1.000.</li><li>Lalu tekan <strong>Minta hadiah</strong>: P50 masuk ke dompet utama.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: { ...ANYONE, newMemberDays: 30 },
  reward: { type: 'SIGNUP', minDeposit: '300.00', minTurnover: '1000.00', amount: '50.00', wagering: null },
  budget: '50000.00',
  sort: 3,
};

const DAILY_REBATE: TBoPromotionBody = {
  type: 'REBATE',
  category: 'REBATE',
  artwork: 'live-casino',
  title: {
    en: 'Daily rebate up to 1%',
    tl: 'Araw-araw na rebate hanggang 1%',
    zh: '每日返水最高 1%',
    ja: '毎日リベート最大1%',
    th: 'คืนยอดรายวันสูงสุด 1%',
    vi: 'Hoàn trả mỗi ngày đến 1%',
    id: 'Rebate harian hingga 1%',
  },
  summary: {
    en: 'Every day, 1% of your slot and fishing bets and 0.5% of live casino and sports bets come back — automatically.',
    tl: 'Araw-araw, babalik ang 1% ng taya mo sa slots at fishing at 0.5% sa live casino at sports — awtomatiko.',
    zh: '每天自动返还老虎机和捕鱼投注的 1%，真人娱乐和体育投注的 0.5%。',
    ja: '毎日、スロットと釣りのベットの1%、ライブカジノとスポーツの0.5%が自動で戻ります。',
    th: 'ทุกวัน คืน 1% ของยอดเดิมพันสล็อตและยิงปลา และ 0.5% ของคาสิโนสดและกีฬา โดยอัตโนมัติ',
    vi: 'Mỗi ngày, tự động hoàn 1% tiền cược slot và bắn cá, 0.5% tiền cược casino trực tiếp và thể thao.',
    id: 'Setiap hari, 1% taruhan slot dan tembak ikan serta 0,5% taruhan kasino langsung dan olahraga kembali otomatis.',
  },
  rulesHtml: {
    en: '<ul><li>Every real member takes part: nothing to join.</li><li>After each day (Manila time), your valid bets of the day bring 1% on slots and fishing, 0.5% on live casino and sports.</li><li>Paid to your main wallet from P1.00, up to P2,000 a day. No wagering.</li></ul>',
    tl: '<ul><li>Kasali ang bawat totoong miyembro: walang kailangang salihan.</li><li>Pagkatapos ng bawat araw (oras sa Manila), ang valid mong taya sa araw na iyon ay magbibigay ng 1% sa slots at fishing, 0.5% sa live casino at sports.</li><li>Ibinabayad sa main wallet mula P1.00, hanggang P2,000 kada araw. Walang taya.</li></ul>',
    zh: '<ul><li>所有真实会员自动参加，无需报名。</li><li>每天结束后（马尼拉时间），当日有效投注按老虎机和捕鱼 1%、真人娱乐和体育 0.5% 返还。</li><li>满 P1.00 发放至主钱包，每天最高 P2,000，无流水要求。</li></ul>',
    ja: '<ul><li>本登録の会員は全員対象：参加手続きは不要です。</li><li>毎日（マニラ時間）の終了後、その日の有効ベットのスロットと釣り1%、ライブカジノとスポーツ0.5%を還元します。</li><li>P1.00からメインウォレットへ、1日最大P2,000。賭け条件なし。</li></ul>',
    th: '<ul><li>สมาชิกจริงทุกคนเข้าร่วม ไม่ต้องสมัคร</li><li>หลังจบแต่ละวัน (เวลามะนิลา) ยอดเดิมพันที่ถูกต้องของวันนั้นจะได้คืน 1% สำหรับสล็อตและยิงปลา 0.5% สำหรับคาสิโนสดและกีฬา</li><li>จ่ายเข้ากระเป๋าหลักตั้งแต่ P1.00 สูงสุด P2,000 ต่อวัน ไม่ต้องทำยอด</li></ul>',
    vi: '<ul><li>Mọi thành viên thật đều tham gia: không cần đăng ký.</li><li>Sau mỗi ngày (giờ Manila), tiền cược hợp lệ trong ngày được hoàn 1% cho slot và bắn cá, 0.5% cho casino trực tiếp và thể thao.</li><li>Trả vào ví chính từ P1.00, tối đa P2,000 mỗi ngày. Không cần doanh cược.</li></ul>',
    id: '<ul><li>Setiap member asli ikut: tidak perlu mendaftar.</li><li>Setelah setiap hari (waktu Manila), taruhan valid hari itu memberi 1% untuk slot dan tembak ikan, 0,5% untuk kasino langsung dan olahraga.</li><li>Dibayar ke dompet utama mulai P1.00, hingga P2.000 per hari. Tanpa turnover.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: ANYONE,
  reward: {
    type: 'REBATE',
    basis: 'VALID_BET',
    period: 'DAILY',
    ratesBp: { RNG: 100, FISH: 100, LIVE: 50, SPORTS: 50 },
    minPayout: '1.00',
    cap: '2000.00',
    claimDays: null,
  },
  budget: null,
  sort: 4,
};

const BIG_WIN: TBoPromotionBody = {
  type: 'APPLICATION',
  category: 'EVENT',
  artwork: 'slots-jackpot',
  title: {
    en: 'Share your big win: P20',
    tl: 'Ibahagi ang iyong malaking panalo: P20',
    zh: '晒出大奖：送 P20',
    ja: 'ビッグウィンをシェア：P20',
    th: 'แชร์การชนะรางวัลใหญ่: รับ P20',
    vi: 'Khoe thắng lớn: nhận P20',
    id: 'Bagikan kemenangan besar: P20',
  },
  summary: {
    en: 'Send us a screenshot of a win of 50× your stake or more, with a few words: P20 cash once approved.',
    tl: 'Ipadala ang screenshot ng panalong 50× ng taya o higit pa, kasama ang ilang salita: P20 cash kapag naaprubahan.',
    zh: '提交赢得投注额 50 倍以上的截图并附几句话，审核通过即送 P20 现金。',
    ja: 'ベット額の50倍以上の勝利のスクリーンショットとひと言を送ってください。承認後にP20キャッシュ。',
    th: 'ส่งภาพหน้าจอการชนะ 50 เท่าของเดิมพันขึ้นไป พร้อมข้อความสั้นๆ รับเงินสด P20 เมื่ออนุมัติ',
    vi: 'Gửi ảnh chụp màn hình lần thắng từ 50 lần tiền cược kèm vài dòng: nhận P20 tiền mặt khi được duyệt.',
    id: 'Kirim tangkapan layar kemenangan 50× taruhan atau lebih, dengan beberapa kata: P20 tunai setelah disetujui.',
  },
  rulesHtml: {
    en: '<ul><li>Apply with a comment (up to 140 characters) and up to 3 screenshots (PNG or JPG, 5 MB each).</li><li>Our team reviews applications within a day.</li><li>Approved: P20 to your main wallet. Rejected: the reason is shown and you may apply again.</li></ul>',
    tl: '<ul><li>Mag-apply gamit ang komento (hanggang 140 titik) at hanggang 3 screenshot (PNG o JPG, 5 MB bawat isa).</li><li>Sinusuri ng aming team ang mga aplikasyon sa loob ng isang araw.</li><li>Naaprubahan: P20 sa main wallet. Tinanggihan: ipapakita ang dahilan at maaari kang mag-apply ulit.</li></ul>',
    zh: '<ul><li>提交一段留言（最多 140 字）和最多 3 张截图（PNG 或 JPG，每张 5 MB）。</li><li>我们会在一天内审核。</li><li>通过：P20 存入主钱包。拒绝：显示原因，可重新申请。</li></ul>',
    ja: '<ul><li>コメント（140文字まで）とスクリーンショット最大3枚（PNGまたはJPG、各5MB）で申請してください。</li><li>1日以内に審査します。</li><li>承認：P20をメインウォレットへ。却下：理由が表示され、再申請できます。</li></ul>',
    th: '<ul><li>สมัครพร้อมข้อความ (ไม่เกิน 140 ตัวอักษร) และภาพหน้าจอไม่เกิน 3 ภาพ (PNG หรือ JPG ภาพละ 5 MB)</li><li>ทีมงานจะตรวจสอบภายในหนึ่งวัน</li><li>อนุมัติ: P20 เข้ากระเป๋าหลัก ปฏิเสธ: แสดงเหตุผลและสมัครใหม่ได้</li></ul>',
    vi: '<ul><li>Gửi đơn kèm lời nhắn (tối đa 140 ký tự) và tối đa 3 ảnh chụp (PNG hoặc JPG, mỗi ảnh 5 MB).</li><li>Chúng tôi duyệt đơn trong vòng một ngày.</li><li>Được duyệt: P20 vào ví chính. Bị từ chối: lý do được hiển thị và bạn có thể gửi lại.</li></ul>',
    id: '<ul><li>Ajukan dengan komentar (hingga 140 karakter) dan hingga 3 tangkapan layar (PNG atau JPG, 5 MB masing-masing).</li><li>Tim kami meninjau pengajuan dalam sehari.</li><li>Disetujui: P20 ke dompet utama. Ditolak: alasannya ditampilkan dan Anda boleh mengajukan lagi.</li></ul>',
  },
  startsAt: '',
  endsAt: '',
  eligibility: ANYONE,
  reward: { type: 'APPLICATION', amount: '20.00', needsImage: true, wagering: null },
  budget: '20000.00',
  sort: 5,
};

const LOTTERY_WEEK: TBoPromotionBody = {
  ...CHALLENGE,
  category: 'EVENT',
  artwork: 'slots-jackpot',
  title: {
    en: 'Lottery week: P200 for P5,000 in bets',
    tl: 'Lottery week: P200 sa P5,000 na taya',
    zh: '彩票周：投注 P5,000 送 P200',
    ja: '宝くじウィーク：P5,000ベットでP200',
    th: 'สัปดาห์หวย: เดิมพัน P5,000 รับ P200',
    vi: 'Tuần xổ số: cược P5,000 nhận P200',
    id: 'Pekan lotere: P200 untuk taruhan P5.000',
  },
  summary: {
    en: 'Starts next week: join, bet P5,000 and request P200 cash.',
    tl: 'Magsisimula sa susunod na linggo: sumali, tumaya ng P5,000 at hilingin ang P200 cash.',
    zh: '下周开始：参加并投注 P5,000，即可申请 P200 现金。',
    ja: '来週スタート：参加してP5,000ベットでP200キャッシュを申請。',
    th: 'เริ่มสัปดาห์หน้า: เข้าร่วม เดิมพัน P5,000 แล้วขอรับเงินสด P200',
    vi: 'Bắt đầu tuần sau: tham gia, cược P5,000 và nhận P200 tiền mặt.',
    id: 'Mulai minggu depan: ikuti, bertaruh P5.000 dan minta P200 tunai.',
  },
  eligibility: ANYONE,
  reward: { type: 'SIGNUP', minDeposit: '0.00', minTurnover: '5000.00', amount: '200.00', wagering: null },
  sort: 9,
};

/**
 * The demo's promotions, written and published the way staff do it (promotions-staff.service.ts): a first-deposit
 * bonus, a daily reload, a registration gift, a sign-up challenge, a daily rebate (decision 050), all running now,
 * an application reviewed by staff, a referral programme (decision 052), red envelope rain and a weekly raffle (decision 053), and an event that starts next week
 * (decision 049).
 */
export async function seedDemoPromotions(db: TDb, merchantId: number): Promise<void> {
  const actor = await demoStaffActor(db, merchantId, 'admin');
  const now = Date.now();
  const running = {
    startsAt: new Date(now - 30 * DAY_MS).toISOString(),
    endsAt: new Date(now + 365 * DAY_MS).toISOString(),
  };
  // The raffle runs a week from now, so its draw comes while the demo is being looked at.
  const thisWeek = {
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 7 * DAY_MS).toISOString(),
  };
  const nextWeek = {
    startsAt: new Date(now + 7 * DAY_MS).toISOString(),
    endsAt: new Date(now + 14 * DAY_MS).toISOString(),
  };
  const promotions = [
    { ...WELCOME, ...running },
    { ...RELOAD, ...running },
    { ...WELCOME_GIFT, ...running },
    { ...CHALLENGE, ...running },
    { ...DAILY_REBATE, ...running },
    { ...BIG_WIN, ...running },
    { ...REFER_FRIENDS, ...running },
    { ...ENVELOPE_RAIN, ...running },
    { ...WEEKLY_RAFFLE, ...thisWeek },
    { ...LOTTERY_WEEK, ...nextWeek },
  ];
  for (const body of promotions) {
    const { id } = await createPromotion(db, actor, body);
    await setPromotionStatus(db, actor, BigInt(id), 'LIVE');
  }
}
