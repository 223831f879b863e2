import { DEPOSIT_CHANNEL_NAME_MAX, type TBoDepositChannel } from '@tala/contract/backoffice/payments';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { localizedText, pickText } from '@tala/contract/i18n/localized-text';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type { TDepositChannel } from '@tala/contract/payments/deposit';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TDb } from '../../db/database.ts';
import { listChannels, type TDepositChannelRow, upsertChannel } from './deposit-channels.repository.ts';
import type { TPaymentGateways } from './gateways/gateway-registry.ts';

const ZMoney = z.string().regex(/^\d{1,12}\.\d{2}$/);

/** A deposit channel as the back office edits it (money as decimal strings, like the wire). */
export const ZDepositChannelConfig = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
    type: z.enum(['BANK_TRANSFER', 'ONLINE_GATEWAY']),
    /** Display names per interface language; the player sees theirs or the fallback (decision 020). */
    names: localizedText({ max: DEPOSIT_CHANNEL_NAME_MAX, required: true }),
    gateway: z
      .string()
      .regex(/^[a-z0-9_-]{2,32}$/)
      .nullable()
      .default(null),
    minAmount: ZMoney,
    maxAmount: ZMoney,
    quickAmounts: z.array(ZMoney).max(8).default([]),
    bank: z
      .object({
        bankName: z.string().min(1).max(60),
        accountName: z.string().min(1).max(80),
        accountNumber: z.string().min(1).max(40),
      })
      .nullable()
      .default(null),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((c) => (c.type === 'BANK_TRANSFER' ? c.bank !== null : c.gateway !== null), {
    message: 'bank transfer needs bank details; online gateway needs a gateway',
  });
export type TDepositChannelConfig = z.input<typeof ZDepositChannelConfig>;

const minor = (text: string) => decimalStringToMinor(text) ?? 0n;

/** Creates or replaces one channel (validated; the table's CHECKs back it up). Back office reuses it. */
export async function saveDepositChannel(
  db: TDb,
  merchantId: number,
  input: TDepositChannelConfig,
): Promise<TDepositChannelRow> {
  const c = ZDepositChannelConfig.parse(input);
  return upsertChannel(db, {
    merchant_id: merchantId,
    code: c.code,
    type: c.type,
    names: JSON.stringify(c.names),
    gateway: c.type === 'ONLINE_GATEWAY' ? c.gateway : null,
    min_amount: minor(c.minAmount),
    max_amount: minor(c.maxAmount),
    // pg sends bigint[] as text; a literal array cast in SQL keeps every element exact.
    quick_amounts: sql<
      bigint[]
    >`${`{${c.quickAmounts.map((q) => minor(q).toString()).join(',')}}`}::bigint[]`,
    bank_name: c.bank?.bankName ?? null,
    bank_account_name: c.bank?.accountName ?? null,
    bank_account_number: c.bank?.accountNumber ?? null,
    enabled: c.enabled,
    sort: c.sort,
  });
}

/** The demo merchant's channels, named in every interface language: a manual bank transfer and the sandbox gateway. */
export async function seedDefaultDepositChannels(db: TDb, merchantId: number): Promise<void> {
  await saveDepositChannel(db, merchantId, {
    code: 'BANK_BDO',
    type: 'BANK_TRANSFER',
    names: {
      en: 'Bank transfer (BDO)',
      tl: 'Bank transfer sa BDO',
      zh: '银行转账 (BDO)',
      ja: '銀行振込（BDO）',
      th: 'โอนผ่านธนาคาร (BDO)',
      vi: 'Chuyển khoản ngân hàng (BDO)',
      id: 'Transfer bank (BDO)',
    },
    minAmount: '100.00',
    maxAmount: '100000.00',
    quickAmounts: ['500.00', '1000.00', '5000.00', '10000.00'],
    bank: { bankName: 'BDO Unibank', accountName: 'Tala Gaming Inc.', accountNumber: '001234567890' },
    sort: 1,
  });
  await saveDepositChannel(db, merchantId, {
    code: 'TALAPAY',
    type: 'ONLINE_GATEWAY',
    names: {
      en: 'Tala Pay (sandbox gateway)',
      tl: 'Tala Pay (sandbox na gateway)',
      zh: 'Tala Pay（沙盒网关）',
      ja: 'Tala Pay（サンドボックス決済）',
      th: 'Tala Pay (เกตเวย์ทดสอบ)',
      vi: 'Tala Pay (cổng thanh toán thử nghiệm)',
      id: 'Tala Pay (gateway uji coba)',
    },
    gateway: 'sandbox',
    minAmount: '50.00',
    maxAmount: '50000.00',
    quickAmounts: ['100.00', '500.00', '1000.00', '2000.00'],
    sort: 2,
  });
}

/** The player's name for a channel: their language, the merchant's default, English, any — else its code. */
export function channelName(row: TDepositChannelRow, lang: TLanguage, merchantDefault: TLanguage): string {
  return pickText(row.names, lang, merchantDefault) || row.code;
}

/** The channels a player can pay through: enabled, and on a gateway this deployment runs. */
export async function listDepositChannels(
  db: TDb,
  gateways: TPaymentGateways,
  merchantId: number,
  reader: { language: TLanguage; defaultLanguage: TLanguage },
): Promise<TDepositChannel[]> {
  const rows = await listChannels(db, merchantId, { enabledOnly: true });
  const payable = rows.filter((row) => row.type !== 'ONLINE_GATEWAY' || gateways.get(row.gateway ?? ''));
  return payable.map((row) => ({
    code: row.code,
    type: row.type,
    name: channelName(row, reader.language, reader.defaultLanguage),
    minAmount: minorToDecimalString(row.min_amount),
    maxAmount: minorToDecimalString(row.max_amount),
    // int8[] arrives as strings (only scalar int8 has a BigInt parser).
    quickAmounts: row.quick_amounts.map((value) => minorToDecimalString(BigInt(value))),
  }));
}

/** Every channel (enabled or not) with every language's name, for the console. */
export async function listBoDepositChannels(db: TDb, merchantId: number): Promise<TBoDepositChannel[]> {
  const rows = await listChannels(db, merchantId, { enabledOnly: false });
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    names: row.names,
    enabled: row.enabled,
    minAmount: minorToDecimalString(row.min_amount),
    maxAmount: minorToDecimalString(row.max_amount),
  }));
}
