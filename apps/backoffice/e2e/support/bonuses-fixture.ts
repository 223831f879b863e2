import { randomBytes } from 'node:crypto';
import { decimalStringToMinor } from '@tala/contract/money';
import { ZPromotionReward } from '@tala/contract/promotions/promotion-rules';
import '../../../server/src/db/schema-promotions.ts';
import { insertMember } from '../../../server/src/modules/member/member.repository.ts';
import { findMerchantByCode } from '../../../server/src/modules/merchants/merchant.repository.ts';
import { issueBonus } from '../../../server/src/modules/promotions/bonus-lifecycle.ts';
import { cancelBonus } from '../../../server/src/modules/promotions/bonuses-staff.service.ts';
import { withDatabase } from '../../../web/e2e/support/database.ts';

/**
 * Players with a running bonus for the back office's bonuses spec, made through the server's own code on the e2e
 * server's database: a member who joined the demo's first-deposit bonus and was issued `amount` of bonus money, as
 * a qualifying deposit would issue it (the deposit itself is the payments specs' business). Optionally a
 * cancellation above the threshold that finance already asked for, waiting for a second person.
 */
const MERCHANT = 'TALA';

export type TBonusPlayer = { username: string; bonusId: string; requestId: string | null };

export async function playerWithBonus(
  amount: string,
  options: { cancelRequestedBy?: 'finance' } = {},
): Promise<TBonusPlayer> {
  return withDatabase(async (db) => {
    const merchant = await findMerchantByCode(db, MERCHANT);
    if (!merchant) throw new Error(`no ${MERCHANT} merchant`);
    const promotion = await db
      .selectFrom('promotions')
      .select(['id', 'reward'])
      .where('merchant_id', '=', merchant.id)
      .where('type', '=', 'DEPOSIT_BONUS')
      .where('status', '=', 'LIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reward = ZPromotionReward.parse(promotion.reward);
    if (reward.type !== 'DEPOSIT_BONUS') throw new Error('a deposit bonus promotion expected');
    // Digits in the name: the spec's check for untranslated keys leaves them alone.
    const username = `e2ebonus${randomBytes(3).toString('hex')}7`;
    const member = await insertMember(db, {
      merchant_id: merchant.id,
      username,
      password_hash: 'e2e-no-sign-in',
      register_method: 'SEED',
    });
    const entry = await db
      .insertInto('promotion_entries')
      .values({
        merchant_id: merchant.id,
        promotion_id: promotion.id,
        member_id: member.id,
        cycle: 'ONCE',
        state: 'JOINED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const minor = decimalStringToMinor(amount);
    if (minor === null) throw new Error(`bad amount ${amount}`);
    const bonus = await db.transaction().execute((trx) =>
      issueBonus(
        trx,
        { merchantId: merchant.id, currency: merchant.currency, memberId: member.id },
        {
          source: { promotionId: promotion.id, entryId: entry.id },
          depositId: null,
          amount: minor,
          depositAmount: minor,
          rule: reward.wagering,
        },
      ),
    );
    let requestId: string | null = null;
    if (options.cancelRequestedBy) {
      const staff = await db
        .selectFrom('staff')
        .select(['id', 'username'])
        .where('merchant_id', '=', merchant.id)
        .where('username', '=', options.cancelRequestedBy)
        .executeTakeFirstOrThrow();
      const actor = { merchantId: merchant.id, staffId: staff.id, username: staff.username, ip: '127.0.0.1' };
      const request = await cancelBonus(db, merchant, actor, bonus.id, 'Same device as a closed account');
      requestId = request.id;
    }
    return { username, bonusId: String(bonus.id), requestId };
  });
}

/** The bonus's state and end reason now. */
export async function bonusState(bonusId: string) {
  return withDatabase((db) =>
    db
      .selectFrom('bonuses')
      .select(['state', 'end_reason'])
      .where('id', '=', BigInt(bonusId))
      .executeTakeFirstOrThrow(),
  );
}
