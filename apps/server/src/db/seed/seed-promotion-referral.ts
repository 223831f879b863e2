import type { TBoPromotionBody } from '@tala/contract/backoffice/promotions';

/** The demo's referral programme (decision 052): P50 for each friend who deposits P100 and bets P300 in 30 days. */
export const REFER_FRIENDS: Omit<TBoPromotionBody, 'startsAt' | 'endsAt'> = {
  type: 'REFERRAL',
  category: 'EVENT',
  artwork: 'invite-friends',
  title: {
    en: 'Invite friends: P50 each',
    tl: 'Mag-imbita ng kaibigan: P50 bawat isa',
    zh: '邀请好友：每位 P50',
    ja: '友達招待：1人P50',
    th: 'ชวนเพื่อน: รับคนละ P50',
    vi: 'Mời bạn bè: P50 mỗi người',
    id: 'Undang teman: P50 per teman',
  },
  summary: {
    en: 'Share your invite link. Each friend who deposits P100 and bets P300 within 30 days brings you P50 cash.',
    tl: 'I-share ang invite link mo. Bawat kaibigang magdeposito ng P100 at tumaya ng P300 sa loob ng 30 araw ay P50 cash para sa iyo.',
    zh: '分享您的邀请链接。好友在 30 天内存款 P100 并投注 P300，您即得 P50 现金。',
    ja: '招待リンクを共有。30日以内にP100入金・P300ベットした友達1人につきP50キャッシュ。',
    th: 'แชร์ลิงก์เชิญของคุณ เพื่อนที่ฝาก P100 และเดิมพัน P300 ภายใน 30 วัน คุณรับเงินสด P50',
    vi: 'Chia sẻ liên kết mời. Mỗi người bạn nạp P100 và cược P300 trong 30 ngày mang về cho bạn P50 tiền mặt.',
    id: 'Bagikan tautan undangan. Setiap teman yang deposit P100 dan bertaruh P300 dalam 30 hari memberi Anda P50 tunai.',
  },
  rulesHtml: {
    en: "<ol><li>Open <strong>Invite friends</strong> in your member centre and share your link or QR code.</li><li>Your friend registers with it, makes a first deposit of P100 or more and bets P300 within 30 days.</li><li>P50 is paid to your main wallet — no wagering — for up to 20 friends.</li></ol><p>Friends registered on your own device or network, or on another friend's, are not counted.</p>",
    tl: '<ol><li>Buksan ang <strong>Mag-imbita ng kaibigan</strong> sa member centre at i-share ang link o QR code mo.</li><li>Magparehistro ang kaibigan mo gamit ito, mag-first deposit ng P100 o higit pa at tumaya ng P300 sa loob ng 30 araw.</li><li>P50 ang ibabayad sa main wallet mo — walang wagering — hanggang 20 kaibigan.</li></ol><p>Hindi bilang ang mga kaibigang nagparehistro sa sarili mong device o network, o sa ibang kaibigan.</p>',
    zh: '<ol><li>在会员中心打开<strong>邀请好友</strong>，分享您的链接或二维码。</li><li>好友通过链接注册，30 天内首存 P100 以上并投注 P300。</li><li>P50 直接存入您的主钱包，无需流水，最多 20 位好友。</li></ol><p>与您或其他好友使用同一设备或网络注册的不计入。</p>',
    ja: '<ol><li>会員センターの<strong>友達を招待</strong>を開き、リンクまたはQRコードを共有します。</li><li>友達がそこから登録し、30日以内にP100以上の初回入金とP300のベットをします。</li><li>P50がメインウォレットに支払われます（賭け条件なし、最大20人）。</li></ol><p>あなたや他の友達と同じ端末・ネットワークで登録した友達は対象外です。</p>',
    th: '<ol><li>เปิด<strong>ชวนเพื่อน</strong>ในศูนย์สมาชิกแล้วแชร์ลิงก์หรือคิวอาร์โค้ด</li><li>เพื่อนสมัครผ่านลิงก์ ฝากครั้งแรก P100 ขึ้นไป และเดิมพัน P300 ภายใน 30 วัน</li><li>รับ P50 เข้ากระเป๋าหลัก ไม่ต้องทำเทิร์น สูงสุด 20 คน</li></ol><p>เพื่อนที่สมัครบนอุปกรณ์หรือเครือข่ายเดียวกับคุณหรือเพื่อนคนอื่นจะไม่ถูกนับ</p>',
    vi: '<ol><li>Mở <strong>Mời bạn bè</strong> trong trung tâm thành viên và chia sẻ liên kết hoặc mã QR.</li><li>Bạn của bạn đăng ký qua đó, nạp lần đầu từ P100 và cược P300 trong 30 ngày.</li><li>P50 được trả vào ví chính — không cần doanh cược — tối đa 20 người bạn.</li></ol><p>Bạn bè đăng ký trên thiết bị hoặc mạng của bạn, hay của người bạn khác, không được tính.</p>',
    id: '<ol><li>Buka <strong>Undang teman</strong> di pusat member dan bagikan tautan atau kode QR Anda.</li><li>Teman Anda mendaftar lewat tautan itu, deposit pertama P100 atau lebih dan bertaruh P300 dalam 30 hari.</li><li>P50 dibayar ke dompet utama Anda — tanpa turnover — hingga 20 teman.</li></ol><p>Teman yang mendaftar di perangkat atau jaringan Anda, atau milik teman lain, tidak dihitung.</p>',
  },
  eligibility: {
    newMemberDays: null,
    depositChannels: [],
    firstDepositOnly: false,
    frequency: 'ONCE',
    onePerDeviceAndIp: false,
  },
  reward: {
    type: 'REFERRAL',
    amount: '50.00',
    minFirstDeposit: '100.00',
    minTurnover: '300.00',
    qualifyDays: 30,
    maxFriends: 20,
  },
  budget: '50000.00',
  sort: 6,
};
