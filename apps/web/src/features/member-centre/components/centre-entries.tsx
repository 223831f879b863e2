import type { ReactNode } from 'react';
import type { TIconName } from '../../../components/art/ui-icons.tsx';
import type { TMemberCentreEntry } from '../../../lib/modal-store.ts';
import { DepositEntry } from '../deposit/deposit-entry.tsx';
import { FeedbackEntry } from '../feedback/feedback-entry.tsx';
import { AccountRecordEntry } from '../history/account-record-entry.tsx';
import { MessagesEntry } from '../messages/messages-entry.tsx';
import { MissionsEntry } from '../missions/missions-entry.tsx';
import { BetRecordEntry } from '../play-records/bet-record-entry.tsx';
import { GameRecallEntry } from '../play-records/game-recall-entry.tsx';
import { ProfitEntry } from '../play-records/profit-entry.tsx';
import { BonusDetailsEntry } from '../promotions/bonus-details-entry.tsx';
import { InviteFriendsEntry } from '../promotions/invite-friends-entry.tsx';
import { RewardCentreEntry } from '../promotions/reward-centre-entry.tsx';
import { SecurityEntry } from '../security/security-entry.tsx';
import { TransferUplineEntry } from '../upline/transfer-upline-entry.tsx';
import { PlayerRankEntry } from '../vip/player-rank-entry.tsx';
import { MyWalletEntry } from '../wallet/my-wallet-entry.tsx';
import { WithdrawEntry } from '../withdraw/withdraw-entry.tsx';

/** What decides which entries a member sees. */
export type TCentreMember = { toUpline: boolean; hasClubLabel: boolean };

export type TCentreEntry = {
  key: TMemberCentreEntry;
  icon: TIconName;
  render: () => ReactNode;
  /** Shown only for some members (transfer to upline needs toUpline, the player rank a club label). */
  isFor?: (member: TCentreMember) => boolean;
};

/**
 * The member-centre menu (seed 001 §2), in the seed's order. An entry is listed only once the server
 * offers its calls: every entry listed here works end to end.
 */
export const CENTRE_ENTRIES: readonly TCentreEntry[] = [
  { key: 'securityCenter', icon: 'shield', render: () => <SecurityEntry /> },
  {
    key: 'playerRank',
    icon: 'crown',
    render: () => <PlayerRankEntry />,
    isFor: (member) => member.hasClubLabel,
  },
  { key: 'transferFund', icon: 'wallet', render: () => <MyWalletEntry /> },
  { key: 'depositv2', icon: 'coins', render: () => <DepositEntry /> },
  { key: 'withdraw', icon: 'download', render: () => <WithdrawEntry /> },
  {
    key: 'transferUpline',
    icon: 'users',
    render: () => <TransferUplineEntry />,
    isFor: (member) => member.toUpline,
  },
  { key: 'personalHistoryCopy', icon: 'ticket', render: () => <BetRecordEntry /> },
  { key: 'transactionHistory', icon: 'chart', render: () => <AccountRecordEntry /> },
  { key: 'personalProfit', icon: 'trophy', render: () => <ProfitEntry /> },
  { key: 'bonusDetails', icon: 'gift', render: () => <BonusDetailsEntry /> },
  { key: 'rewardCenter', icon: 'star', render: () => <RewardCentreEntry /> },
  { key: 'referral', icon: 'users', render: () => <InviteFriendsEntry /> },
  { key: 'missionLeaderboard', icon: 'flame', render: () => <MissionsEntry /> },
  { key: 'gameRecall', icon: 'play', render: () => <GameRecallEntry /> },
  { key: 'messageV2', icon: 'mail', render: () => <MessagesEntry /> },
  { key: 'feedback', icon: 'chat', render: () => <FeedbackEntry /> },
];

export function findEntry(key: unknown): TCentreEntry {
  return CENTRE_ENTRIES.find((entry) => entry.key === key) ?? (CENTRE_ENTRIES[0] as TCentreEntry);
}
