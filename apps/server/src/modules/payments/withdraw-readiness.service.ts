import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type {
  TWithdrawReadiness,
  TWithdrawRequirement,
  TWithdrawRequirementKey,
} from '@tala/contract/payments/withdraw';
import type { TDb } from '../../db/database.ts';
import { myBankAccounts } from '../security/bank-accounts.service.ts';
import type { TMemberScope } from './deposits.service.ts';
import { withdrawSettings } from './withdrawals.service.ts';

type TChannel = Awaited<ReturnType<typeof withdrawSettings>>['channels'][number];

const setup = (key: TWithdrawRequirementKey, isMet: boolean, after: TWithdrawRequirementKey | null = null) =>
  ({ key, kind: 'SETUP', isMet, after }) satisfies TWithdrawRequirement;
const condition = (key: TWithdrawRequirementKey, isMet: boolean) =>
  ({ key, kind: 'CONDITION', isMet, after: null }) satisfies TWithdrawRequirement;

/** The smallest minimum of the channels (null without one), in minor units. */
function smallestMinimum(channels: TChannel[]): bigint | null {
  const minimums = channels.map((channel) => decimalStringToMinor(channel.minAmount) ?? 0n);
  return minimums.sort((a, b) => Number(a - b))[0] ?? null;
}

/**
 * Everything requestWithdrawal will check, asked once (docs/decisions/021): the real name (the payee of
 * every bank account), a withdrawal password and a bank account — set up by the player on the withdrawal
 * screen — then a channel, enough in the main wallet for the smallest withdrawal, and a request left today.
 */
export async function withdrawReadiness(db: TDb, scope: TMemberScope): Promise<TWithdrawReadiness> {
  const settings = await withdrawSettings(db, scope);
  const ref = { merchantId: scope.merchant.id, memberId: scope.memberId };
  const banks = await myBankAccounts(db, ref);
  const minimum = smallestMinimum(settings.channels);
  const balance = decimalStringToMinor(settings.balance) ?? 0n;
  const requestsLeftToday = settings.channels.reduce(
    (sum, channel) => sum + Math.max(0, channel.dailyCount - channel.usedToday),
    0,
  );
  const requirements = [
    setup('REAL_NAME', settings.hasRealName),
    setup('WITHDRAW_PASSWORD', settings.hasWithdrawPassword),
    setup('BANK_ACCOUNT', banks.length > 0, 'REAL_NAME'),
    condition('WITHDRAW_CHANNEL', settings.channels.length > 0),
    condition('MIN_BALANCE', minimum !== null && balance >= minimum),
    condition('DAILY_REQUESTS', requestsLeftToday > 0),
  ];
  return {
    isReady: requirements.every((requirement) => requirement.isMet),
    requirements,
    balance: settings.balance,
    minAmount: minimum === null ? null : minorToDecimalString(minimum),
    requestsLeftToday,
  };
}
