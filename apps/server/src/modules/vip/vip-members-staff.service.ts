import '../../db/schema-vip.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import {
  BO_VIP_HISTORY_MAX,
  type TBoVipMember,
  type TBoVipSetRankBody,
} from '@tala/contract/loyalty/vip-staff';
import { minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMemberByUsername } from '../member/member.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { readRanks, vipSettingsOrDefault } from './vip-ladder.repository.ts';
import { findMemberVip, lockMemberRanks, windowFigures } from './vip-members.repository.ts';
import { changeRank } from './vip-rank-change.ts';

async function memberOrFail(db: TDb, merchantId: number, username: string) {
  const member = await findMemberByUsername(db, merchantId, username);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  return member;
}

/** A player's rank as staff look it up: level, grace, the window's figures and the newest history rows. */
export async function staffMemberVip(db: TDb, merchantId: number, username: string): Promise<TBoVipMember> {
  const member = await memberOrFail(db, merchantId, username);
  const settings = await vipSettingsOrDefault(db, merchantId);
  const [state, figures, history, total] = await Promise.all([
    findMemberVip(db, merchantId, member.id),
    windowFigures(db, {
      merchantId,
      memberIds: [member.id],
      windowDays: settings.windowDays,
      at: new Date(),
    }),
    db
      .selectFrom('member_vip_history as h')
      .leftJoin('staff as s', 's.id', 'h.staff_id')
      .select([
        'h.id',
        'h.from_level',
        'h.to_level',
        'h.reason',
        'h.deposit_minor',
        'h.valid_bet_minor',
        'h.note',
        'h.created_at',
        's.username as staff',
      ])
      .where('h.merchant_id', '=', merchantId)
      .where('h.member_id', '=', member.id)
      .orderBy('h.id', 'desc')
      .limit(BO_VIP_HISTORY_MAX)
      .execute(),
    db
      .selectFrom('member_vip_history')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow(),
  ]);
  const window = figures.get(member.id) ?? { depositMinor: 0n, validBetMinor: 0n };
  const level = state?.level ?? 0;
  return {
    username: member.username,
    isDemo: member.agent_type === DEMO_AGENT_TYPE,
    level,
    since: level > 0 && state ? state.since.toISOString() : null,
    graceUsed: level > 0 ? (state?.grace_used ?? 0) : 0,
    windowDays: settings.windowDays,
    figures: {
      deposit: minorToDecimalString(window.depositMinor),
      validBet: minorToDecimalString(window.validBetMinor),
    },
    history: history.map((row) => ({
      id: String(row.id),
      fromLevel: row.from_level,
      toLevel: row.to_level,
      reason: row.reason,
      deposit: minorToDecimalString(row.deposit_minor),
      validBet: minorToDecimalString(row.valid_bet_minor),
      staff: row.staff,
      note: row.note,
      createdAt: row.created_at.toISOString(),
    })),
    historyTotal: total.n,
  };
}

/**
 * Staff set a player's rank (issue 14 §6): any level of the ladder, or 0 to take the rank away, with a reason. The
 * change is a history row STAFF naming who and why, and an audit row; going up sends RANK_UP like an upgrade. The
 * rank then lives by the same rules: a higher window upgrades it, the monthly review may lower it.
 */
export async function setMemberRank(db: TDb, actor: TActor, body: TBoVipSetRankBody): Promise<TBoVipMember> {
  const member = await memberOrFail(db, actor.merchantId, body.username);
  if (member.agent_type === DEMO_AGENT_TYPE) throw new AppError('BO_VIP_DEMO_ACCOUNT');
  await db.transaction().execute(async (trx) => {
    const ladder = await readRanks(trx, actor.merchantId);
    if (body.level > 0 && !ladder.some((rank) => rank.level === body.level)) {
      throw new AppError('BO_VIP_LEVEL_UNKNOWN');
    }
    const current = (await lockMemberRanks(trx, actor.merchantId, [member.id])).get(member.id);
    const from = current?.level ?? 0;
    if (from === body.level) throw new AppError('BO_VIP_RANK_UNCHANGED');
    const { windowDays } = await vipSettingsOrDefault(trx, actor.merchantId);
    const figures = (
      await windowFigures(trx, {
        merchantId: actor.merchantId,
        memberIds: [member.id],
        windowDays,
        at: new Date(),
      })
    ).get(member.id) ?? { depositMinor: 0n, validBetMinor: 0n };
    const change = { merchantId: actor.merchantId, memberId: member.id, from, to: body.level, figures };
    await changeRank(trx, { ...change, reason: 'STAFF', staffId: actor.staffId, note: body.reason }, ladder);
    await writeAudit(trx, actor, {
      action: 'vip.rank.set',
      targetType: 'member',
      targetId: String(member.id),
      before: { level: from },
      after: { level: body.level, reason: body.reason },
    });
  });
  return staffMemberVip(db, actor.merchantId, member.username);
}
