import type { TDb } from '../../db/database.ts';
import { ensurePlayerAccount, MAIN_WALLET, post, VENDOR_WALLET_PREFIX } from '../ledger/ledger.service.ts';
import { LEDGER_KIND_TRANSFER } from '../vendor-wallet/vendor-transfer.service.ts';

/** Bounded per start; a second start drains the rest. */
const MAX_DRAINED = 10_000;

/**
 * Before decision 007 a transfer-mode vendor's wallet was a player account `VENDOR:<vendor>` on this
 * ledger. Vendors now hold that money themselves; whatever such an account still holds goes back to the
 * player's MAIN once (keyed by the account), so no one's money is stranded in a wallet no screen shows.
 */
export async function drainLegacyVendorWallets(db: TDb): Promise<number> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'member_id', 'currency', 'balance'])
    .where('code', 'like', `${VENDOR_WALLET_PREFIX}%`)
    .where('is_house', '=', false)
    .where('balance', '>', 0n)
    .orderBy('id')
    .limit(MAX_DRAINED)
    .execute();
  for (const account of accounts) {
    if (account.member_id === null) continue; // player accounts always have one; the type allows null
    const main = await ensurePlayerAccount(db, {
      merchantId: account.merchant_id,
      memberId: account.member_id,
      code: MAIN_WALLET,
      currency: account.currency,
    });
    await post(db, {
      merchantId: account.merchant_id,
      idempotencyKey: `legacy-vendor-drain:${account.id}`,
      kind: LEDGER_KIND_TRANSFER,
      entries: [
        { accountId: account.id, amount: -account.balance },
        { accountId: main, amount: account.balance },
      ],
    });
  }
  return accounts.length;
}
