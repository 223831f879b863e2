import type { TBoPromotionBody } from '@tala/contract/backoffice/promotions';
import type { TEligibility } from '@tala/contract/promotions/promotion-rules';

const ANYONE: TEligibility = {
  newMemberDays: null,
  depositChannels: [],
  firstDepositOnly: false,
  frequency: 'ONCE',
  onePerDeviceAndIp: false,
};

/** Red envelope rain (decision 053): twelve rounds a day, P1,000 in 200 envelopes each, grabbed as cash. */
export const ENVELOPE_RAIN: Omit<TBoPromotionBody, 'startsAt' | 'endsAt'> = {
  type: 'RED_ENVELOPE',
  category: 'EVENT',
  artwork: 'red-envelope',
  title: {
    en: 'Red envelope rain',
    tl: 'Ulan ng red envelope',
    zh: '红包雨',
    ja: '紅包の雨',
    th: 'ฝนอั่งเปา',
    vi: 'Mưa lì xì',
    id: 'Hujan angpau',
  },
  summary: {
    en: 'Every two hours, P1,000 falls in 200 red envelopes. Grab one each round — first come, first served.',
    tl: 'Tuwing dalawang oras, P1,000 ang bumubuhos sa 200 red envelope. Kumuha ng isa bawat round — unahan.',
    zh: '每两小时，P1,000 化作 200 个红包从天而降。每场抢一个，先到先得。',
    ja: '2時間ごとにP1,000が200個の紅包に。各ラウンド1個、先着順。',
    th: 'ทุกสองชั่วโมง P1,000 ในอั่งเปา 200 ซอง รับได้รอบละหนึ่งซอง มาก่อนได้ก่อน',
    vi: 'Mỗi hai giờ, P1,000 rơi xuống trong 200 bao lì xì. Mỗi vòng nhận một bao — ai nhanh thì được.',
    id: 'Setiap dua jam, P1.000 turun dalam 200 angpau. Ambil satu tiap ronde — siapa cepat dia dapat.',
  },
  rulesHtml: {
    en: '<ul><li>A new round opens every two hours, on the hour, and lasts until the next: there is always one to grab.</li><li>Each round shares P1,000 among 200 envelopes of random amounts, at least P1 each.</li><li>One envelope per player each round, paid to your main wallet with no wagering.</li></ul>',
    tl: '<ul><li>Nagbubukas ang bagong round tuwing dalawang oras, sa eksaktong oras, hanggang sa susunod: laging may makukuha.</li><li>Hinahati ng bawat round ang P1,000 sa 200 envelope na random ang halaga, hindi bababa sa P1 bawat isa.</li><li>Isang envelope bawat manlalaro kada round, diretso sa main wallet nang walang wagering.</li></ul>',
    zh: '<ul><li>每两小时整点开新一场，持续到下一场开始：随时都有红包可抢。</li><li>每场将 P1,000 随机分成 200 个红包，每个至少 P1。</li><li>每位玩家每场限抢一个，直接存入主钱包，无需流水。</li></ul>',
    ja: '<ul><li>2時間ごとの正時に新しいラウンドが始まり、次のラウンドまで続きます。いつでも参加できます。</li><li>各ラウンドでP1,000をランダムな金額の紅包200個に分配（各P1以上）。</li><li>1ラウンド1人1個、賭け条件なしでメインウォレットへ。</li></ul>',
    th: '<ul><li>รอบใหม่เปิดทุกสองชั่วโมงตรงและเปิดจนถึงรอบถัดไป: มีอั่งเปาให้รับเสมอ</li><li>แต่ละรอบแบ่ง P1,000 เป็นอั่งเปา 200 ซองจำนวนสุ่ม อย่างน้อยซองละ P1</li><li>ผู้เล่นรับได้รอบละหนึ่งซอง เข้ากระเป๋าหลักโดยไม่ต้องทำเทิร์น</li></ul>',
    vi: '<ul><li>Vòng mới mở mỗi hai giờ, đúng giờ, kéo dài đến vòng sau: lúc nào cũng có lì xì để nhận.</li><li>Mỗi vòng chia P1,000 thành 200 bao lì xì ngẫu nhiên, tối thiểu P1 mỗi bao.</li><li>Mỗi người một bao mỗi vòng, vào ví chính không cần doanh cược.</li></ul>',
    id: '<ul><li>Ronde baru dibuka setiap dua jam tepat dan berlangsung hingga ronde berikutnya: selalu ada angpau untuk diambil.</li><li>Setiap ronde membagi P1.000 ke 200 angpau dengan jumlah acak, minimal P1.</li><li>Satu angpau per pemain tiap ronde, langsung ke dompet utama tanpa turnover.</li></ul>',
  },
  eligibility: ANYONE,
  reward: {
    type: 'RED_ENVELOPE',
    times: [
      '00:00',
      '02:00',
      '04:00',
      '06:00',
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
      '20:00',
      '22:00',
    ],
    grabMinutes: 120,
    roundBudget: '1000.00',
    envelopes: 200,
    minAmount: '1.00',
    minDepositToday: '0.00',
    wagering: null,
  },
  budget: '200000.00',
  sort: 7,
};

/** The weekly raffle (decision 053): a ticket per P100 staked, drawn provably fairly when the week ends. */
export const WEEKLY_RAFFLE: Omit<TBoPromotionBody, 'startsAt' | 'endsAt'> = {
  type: 'RAFFLE',
  category: 'EVENT',
  artwork: 'raffle-draw',
  title: {
    en: 'Weekly raffle: win P5,000',
    tl: 'Lingguhang raffle: manalo ng P5,000',
    zh: '每周抽奖：赢取 P5,000',
    ja: 'ウィークリー抽選：P5,000が当たる',
    th: 'จับรางวัลประจำสัปดาห์: ลุ้น P5,000',
    vi: 'Quay số hằng tuần: trúng P5,000',
    id: 'Undian mingguan: menangkan P5.000',
  },
  summary: {
    en: 'Join, and every P100 you stake this week is a ticket. Fourteen prizes, drawn provably fairly on Sunday night.',
    tl: 'Sumali, at bawat P100 na taya ngayong linggo ay isang ticket. Labing-apat na premyo, patas na bubunutin sa Linggo ng gabi.',
    zh: '参加后，本周每投注 P100 得一张抽奖券。共 14 个奖项，周日晚公平开奖。',
    ja: '参加すると今週のベットP100ごとに抽選券1枚。14本の賞を日曜夜に公正に抽選。',
    th: 'เข้าร่วมแล้วทุกการเดิมพัน P100 สัปดาห์นี้คือตั๋วหนึ่งใบ 14 รางวัล จับอย่างยุติธรรมคืนวันอาทิตย์',
    vi: 'Tham gia, mỗi P100 cược trong tuần là một vé. 14 giải thưởng, quay công bằng tối Chủ nhật.',
    id: 'Ikuti, dan setiap taruhan P100 minggu ini adalah satu tiket. Empat belas hadiah, diundi secara adil Minggu malam.',
  },
  rulesHtml: {
    en: "<ol><li>Press <strong>Join</strong>.</li><li>Every P100 you stake from then until the end of the week earns a ticket (up to 500).</li><li>When the week ends, the draw picks 1 × P5,000, 3 × P1,000 and 10 × P100 — one prize per player.</li><li>Winners claim their prize here within 7 days. The draw's seed hash is shown now; the seed is revealed with the result so you can check it.</li></ol>",
    tl: '<ol><li>Pindutin ang <strong>Sumali</strong>.</li><li>Bawat P100 na taya mula noon hanggang sa katapusan ng linggo ay isang ticket (hanggang 500).</li><li>Sa pagtatapos ng linggo, bubunutin ang 1 × P5,000, 3 × P1,000 at 10 × P100 — isang premyo bawat manlalaro.</li><li>Kunin ng mga nanalo ang premyo rito sa loob ng 7 araw. Ipinapakita na ngayon ang hash ng seed; ibubunyag ang seed kasama ng resulta para masuri mo.</li></ol>',
    zh: '<ol><li>点击<strong>参加</strong>。</li><li>从参加起至本周结束，每投注 P100 得一张抽奖券（最多 500 张）。</li><li>本周结束时开奖：1 × P5,000、3 × P1,000、10 × P100，每人限中一奖。</li><li>中奖者须在 7 天内于此领取。种子哈希现已公布，开奖时公布种子，供您验证。</li></ol>',
    ja: '<ol><li><strong>参加</strong>を押します。</li><li>参加から週末までP100ベットごとに抽選券1枚（最大500枚）。</li><li>週の終わりに1 × P5,000、3 × P1,000、10 × P100を抽選（1人1賞）。</li><li>当選者は7日以内にここで受け取り。シードのハッシュは今公開中、シードは結果とともに公開され検証できます。</li></ol>',
    th: '<ol><li>กด<strong>เข้าร่วม</strong></li><li>ทุกการเดิมพัน P100 ตั้งแต่นั้นจนจบสัปดาห์ได้ตั๋วหนึ่งใบ (สูงสุด 500)</li><li>เมื่อจบสัปดาห์จะจับ 1 × P5,000, 3 × P1,000 และ 10 × P100 — หนึ่งรางวัลต่อผู้เล่น</li><li>ผู้ชนะรับรางวัลที่นี่ภายใน 7 วัน แฮชของซีดแสดงแล้ว ซีดจะเปิดเผยพร้อมผลให้ตรวจสอบได้</li></ol>',
    vi: '<ol><li>Nhấn <strong>Tham gia</strong>.</li><li>Mỗi P100 cược từ lúc đó đến hết tuần được một vé (tối đa 500).</li><li>Hết tuần sẽ quay 1 × P5,000, 3 × P1,000 và 10 × P100 — mỗi người một giải.</li><li>Người trúng nhận giải tại đây trong 7 ngày. Mã băm seed hiển thị ngay; seed công bố cùng kết quả để bạn kiểm tra.</li></ol>',
    id: '<ol><li>Tekan <strong>Ikuti</strong>.</li><li>Setiap taruhan P100 sejak itu hingga akhir minggu memberi satu tiket (maksimal 500).</li><li>Di akhir minggu diundi 1 × P5.000, 3 × P1.000 dan 10 × P100 — satu hadiah per pemain.</li><li>Pemenang mengklaim di sini dalam 7 hari. Hash seed ditampilkan sekarang; seed dibuka bersama hasil agar Anda dapat memeriksanya.</li></ol>',
  },
  eligibility: ANYONE,
  reward: {
    type: 'RAFFLE',
    ticketEvery: '100.00',
    maxTickets: 500,
    prizes: [
      { amount: '5000.00', winners: 1 },
      { amount: '1000.00', winners: 3 },
      { amount: '100.00', winners: 10 },
    ],
    claimDays: 7,
  },
  budget: null,
  sort: 8,
};
