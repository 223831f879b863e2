import { type TBoMissionBody, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import { createMission, setMissionStatus } from '../../modules/missions/missions-staff.service.ts';
import type { TDb } from '../database.ts';
import { demoStaffActor } from './seed-actor.ts';

const DAY_MS = 86_400_000;
const text = (en: string, id: string, ja: string, th: string, tl: string, vi: string, zh: string) => ({
  en,
  id,
  ja,
  th,
  tl,
  vi,
  zh,
});

/** A mission of the demo, its period in days from the first start (negative: already running or ended). */
type TDemoMission = Omit<TBoMissionBody, 'startsAt' | 'endsAt' | 'sort'> & { fromDay: number; toDay: number };

const MISSIONS: TDemoMission[] = [
  {
    title: text(
      'Slot sprint',
      'Sprint slot',
      'スロット・スプリント',
      'สปรินต์สล็อต',
      'Slot sprint',
      'Nước rút slot',
      '老虎机冲刺',
    ),
    summary: text(
      'Every peso you bet on slots this week counts. Climb the tiers and the board.',
      'Setiap peso taruhan slot minggu ini dihitung. Naiki tingkat dan papan peringkat.',
      '今週スロットに賭けた金額がすべてカウントされます。ティアとランキングを駆け上がろう。',
      'ทุกเปโซที่เดิมพันสล็อตสัปดาห์นี้นับหมด ไต่ระดับและอันดับได้เลย',
      'Bawat pisong taya sa slots ngayong linggo ay bilang. Umakyat sa mga tier at sa leaderboard.',
      'Mỗi peso cược slot tuần này đều được tính. Leo bậc và bảng xếp hạng.',
      '本周每一笔老虎机投注都计入。冲击档位与排行榜。',
    ),
    art: 'flame',
    goal: 'VALID_BET',
    category: 'RNG',
    gameCode: null,
    leaderboardSize: 20,
    tiers: [
      { target: '100.00', rewardKind: 'POINTS', reward: '200.00' },
      { target: '1000.00', rewardKind: 'CASH', reward: '20.00' },
      { target: '5000.00', rewardKind: 'BONUS', reward: '120.00', bonus: { multiplier: 8, expiryDays: 7 } },
    ],
    fromDay: -6,
    toDay: 1,
  },
  {
    title: text(
      'Deposit challenge',
      'Tantangan deposit',
      '入金チャレンジ',
      'ชาเลนจ์ฝากเงิน',
      'Hamon sa deposito',
      'Thử thách nạp tiền',
      '存款挑战',
    ),
    summary: text(
      'Top up during the month and collect a reward at every step.',
      'Isi saldo selama sebulan dan ambil hadiah di setiap tingkat.',
      '今月中の入金額に応じて、各ステップで報酬をゲット。',
      'เติมเงินตลอดเดือนนี้ รับรางวัลทุกขั้น',
      'Mag-top up ngayong buwan at kunin ang gantimpala sa bawat hakbang.',
      'Nạp tiền trong tháng và nhận thưởng ở mỗi mốc.',
      '本月内充值，每个阶段都有奖励。',
    ),
    art: 'target',
    goal: 'DEPOSIT',
    category: null,
    gameCode: null,
    leaderboardSize: 10,
    tiers: [
      { target: '1000.00', rewardKind: 'POINTS', reward: '500.00' },
      { target: '5000.00', rewardKind: 'CASH', reward: '50.00' },
      {
        target: '20000.00',
        rewardKind: 'BONUS',
        reward: '300.00',
        bonus: { multiplier: 10, expiryDays: 14 },
      },
    ],
    fromDay: -10,
    toDay: 20,
  },
  {
    title: text(
      'Daily player',
      'Pemain harian',
      'デイリープレイヤー',
      'ผู้เล่นรายวัน',
      'Araw-araw na manlalaro',
      'Người chơi mỗi ngày',
      '每日玩家',
    ),
    summary: text(
      'Play any game on different days this week. Every day counts once.',
      'Mainkan game apa saja di hari berbeda minggu ini. Setiap hari dihitung sekali.',
      '今週、別々の日に何かのゲームをプレイ。1日1回カウントされます。',
      'เล่นเกมใดก็ได้ในวันต่างๆ สัปดาห์นี้ นับวันละครั้ง',
      'Maglaro ng kahit anong laro sa iba-ibang araw ngayong linggo. Isang beses bilang bawat araw.',
      'Chơi bất kỳ trò nào vào các ngày khác nhau trong tuần. Mỗi ngày tính một lần.',
      '本周在不同的日子玩任意游戏，每天计一次。',
    ),
    art: 'rocket',
    goal: 'DAYS_PLAYED',
    category: null,
    gameCode: null,
    leaderboardSize: 10,
    tiers: [
      { target: '3', rewardKind: 'POINTS', reward: '300.00' },
      { target: '5', rewardKind: 'CASH', reward: '30.00' },
      { target: '7', rewardKind: 'CASH', reward: '88.00' },
    ],
    fromDay: -5,
    toDay: 2,
  },
  {
    title: text(
      'Live table marathon',
      'Maraton meja live',
      'ライブテーブル・マラソン',
      'มาราธอนโต๊ะไลฟ์',
      'Live table marathon',
      'Marathon bàn live',
      '真人桌台马拉松',
    ),
    summary: text(
      'Rounds at the live casino tables count. Starts soon.',
      'Ronde di meja kasino live dihitung. Segera dimulai.',
      'ライブカジノのラウンド数をカウント。まもなく開始。',
      'นับจำนวนรอบที่โต๊ะคาสิโนสด เริ่มเร็วๆ นี้',
      'Bilang ang mga round sa live casino tables. Magsisimula na.',
      'Tính số ván tại bàn casino trực tiếp. Sắp bắt đầu.',
      '计算真人娱乐场牌桌局数，即将开始。',
    ),
    art: 'crown',
    goal: 'ROUNDS',
    category: 'LIVE',
    gameCode: null,
    leaderboardSize: 10,
    tiers: [
      { target: '50', rewardKind: 'POINTS', reward: '400.00' },
      { target: '200', rewardKind: 'CASH', reward: '60.00' },
    ],
    fromDay: 2,
    toDay: 9,
  },
  {
    title: text(
      'Last week’s slot sprint',
      'Sprint slot minggu lalu',
      '先週のスロット・スプリント',
      'สปรินต์สล็อตสัปดาห์ที่แล้ว',
      'Slot sprint noong nakaraang linggo',
      'Nước rút slot tuần trước',
      '上周老虎机冲刺',
    ),
    summary: text(
      'Ended: reached tiers were paid automatically.',
      'Selesai: tingkat yang dicapai dibayar otomatis.',
      '終了：達成したティアの報酬は自動で支払われました。',
      'จบแล้ว: ระดับที่ทำได้จ่ายรางวัลอัตโนมัติ',
      'Tapos na: awtomatikong binayaran ang naabot na mga tier.',
      'Đã kết thúc: các bậc đạt được đã tự động trả thưởng.',
      '已结束：达到的档位已自动发放。',
    ),
    art: 'trophy',
    goal: 'VALID_BET',
    category: 'RNG',
    gameCode: null,
    leaderboardSize: 10,
    tiers: [
      { target: '100.00', rewardKind: 'POINTS', reward: '200.00' },
      { target: '1000.00', rewardKind: 'CASH', reward: '20.00' },
    ],
    fromDay: -13,
    toDay: -6,
  },
];

/**
 * The demo's missions (decision 058), written and put live the way staff do it: the seeded month of play counts
 * for the running ones through the points feed's first run, and the ended one is paid by the end-of-mission payout
 * (seed.ts runs both before the site opens).
 */
export async function seedDemoMissions(db: TDb, merchantId: number): Promise<void> {
  const actor = await demoStaffActor(db, merchantId, 'admin');
  const now = Date.now();
  for (const [index, { fromDay, toDay, ...mission }] of MISSIONS.entries()) {
    const body = ZBoMissionBody.parse({
      ...mission,
      startsAt: new Date(now + fromDay * DAY_MS).toISOString(),
      endsAt: new Date(now + toDay * DAY_MS).toISOString(),
      sort: index * 10,
    });
    const id = await createMission(db, actor, body);
    await setMissionStatus(db, actor, BigInt(id), 'LIVE');
  }
}
