import { randomInt } from 'node:crypto';
import { isDemoAccount } from '@tala/contract/constants';
import { ZReferralReward } from '@tala/contract/promotions/promotion-rules';
import { REFERRAL_CODE_PATTERN } from '@tala/contract/promotions/referrals';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  farmingReason,
  findCodeOf,
  findLiveProgramme,
  findReferrerByCode,
  insertCode,
  insertReferral,
  lockReferrer,
} from './referrals.repository.ts';

const DAY_MS = 86_400_000;
/** Letters and digits no one misreads when a code is read aloud or typed from a screenshot (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The member's own referral code, made the first time they ask: 31^8 codes, so a clash with another member of the
 * merchant is rare, and answered by drawing again.
 */
export async function referralCodeOf(db: TDb, member: { merchantId: number; memberId: bigint }) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findCodeOf(db, member.memberId);
    if (existing) return existing.code;
    await insertCode(db, { ...member, code: newCode() });
  }
  const existing = await findCodeOf(db, member.memberId);
  assert(existing, 'a code is found in five draws of 31^8');
  return existing.code;
}

export type TReferredRegistration = {
  merchantId: number;
  friendId: bigint;
  code: string;
  /** The browser's device id (hashed here) and address the friend registered from. */
  deviceId: string;
  ip: string;
};

/**
 * Records a registration made through a member's code (decision 052). An unknown code is ignored — a link may be
 * old and the visitor did nothing wrong. The friend is counted under the programme running now; a friend on the
 * referrer's own device or address, or on another friend's, is recorded as refused (farming), so the referrer sees
 * why no reward comes. Never refuses the registration itself.
 */
export async function attributeReferral(db: TDb, registration: TReferredRegistration): Promise<void> {
  const code = registration.code.trim().toUpperCase();
  if (!REFERRAL_CODE_PATTERN.test(code)) return;
  const referrer = await findReferrerByCode(db, registration.merchantId, code);
  if (!referrer || referrer.id === registration.friendId) return;
  const now = new Date();
  const programme = await findLiveProgramme(db, registration.merchantId, now);
  const rule = programme ? ZReferralReward.safeParse(programme.reward) : null;
  const qualifyDays = rule?.success ? rule.data.qualifyDays : 0;
  const from = { deviceHash: sha256(registration.deviceId), ip: registration.ip };
  await db.transaction().execute(async (trx) => {
    await lockReferrer(trx, referrer.id);
    const refused = isDemoAccount(referrer.agent_type)
      ? 'DEMO_ACCOUNT'
      : await farmingReason(trx, { id: referrer.id, registerIp: referrer.register_ip }, from);
    await insertReferral(trx, {
      friendId: registration.friendId,
      merchantId: registration.merchantId,
      referrerId: referrer.id,
      promotionId: programme?.id ?? null,
      ...(refused
        ? { status: 'REFUSED', reason: refused }
        : programme
          ? { status: 'PENDING', reason: null }
          : { status: 'LAPSED', reason: 'NO_PROGRAMME' }),
      ...from,
      qualifyUntil: new Date(now.getTime() + qualifyDays * DAY_MS),
    });
  });
}
