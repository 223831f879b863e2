import type { TLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import {
  isVipServiceLevel,
  type TVipLadder,
  type TVipMe,
  VIP_MEMBER_LABEL,
} from '@tala/contract/loyalty/vip';
import { minorToDecimalString } from '@tala/contract/money';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { merchantZone, readRanks, type TRankRow, vipSettingsOrDefault } from './vip-ladder.repository.ts';
import { findMemberVip, windowFigures } from './vip-members.repository.ts';
import { meetsThresholds } from './vip-rules.ts';
import { benefitsView } from './vip-view.ts';

/** Who asks: the merchant, the language of the request and the merchant's default (a rank's name falls back). */
export type TVipReader = { merchantId: number; language: TLanguage; defaultLanguage: TLanguage };

const money = (minor: bigint) => minorToDecimalString(minor > 0n ? minor : 0n);
const nameOf = (rank: TRankRow, reader: TVipReader) =>
  pickText(rank.names, reader.language, reader.defaultLanguage).slice(0, 40);

/** The ladder the VIP page shows to anyone (issue 14 §3): every rank's thresholds and benefits. */
export async function vipLadder(db: TDb, reader: TVipReader): Promise<TVipLadder> {
  const [ranks, settings] = await Promise.all([
    readRanks(db, reader.merchantId),
    vipSettingsOrDefault(db, reader.merchantId),
  ]);
  return {
    windowDays: settings.windowDays,
    graceReviews: settings.graceReviews,
    ranks: ranks.map((rank) => ({
      level: rank.level,
      name: nameOf(rank, reader),
      deposit: money(rank.depositMinor),
      validBet: money(rank.validBetMinor),
      benefits: benefitsView(rank),
    })),
  };
}

/** The first day of next month in the merchant's calendar, or the first reviewed month if later. */
async function nextReviewDay(db: TDb, merchantId: number, reviewsFrom: string): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    SELECT greatest((date_trunc('month', now() AT TIME ZONE ${merchantZone(merchantId)}) + interval '1 month')::date,
                    ${reviewsFrom}::date)::text AS day`.execute(db);
  return rows[0]?.day ?? reviewsFrom;
}

/**
 * The caller's own rank (the session names the member; there is no id to ask for another's): level and name, the
 * window's deposits and valid bets, what is left to the next rank, whether the window keeps the rank at the next
 * review, the grace used, and the rank's benefits.
 */
export async function myVip(db: TDb, reader: TVipReader, memberId: bigint): Promise<TVipMe> {
  const { merchantId } = reader;
  const [ladder, settings, state] = await Promise.all([
    readRanks(db, merchantId),
    vipSettingsOrDefault(db, merchantId),
    findMemberVip(db, merchantId, memberId),
  ]);
  const figures = (
    await windowFigures(db, {
      merchantId,
      memberIds: [memberId],
      windowDays: settings.windowDays,
      at: new Date(),
    })
  ).get(memberId) ?? { depositMinor: 0n, validBetMinor: 0n };
  const level = state?.level ?? 0;
  const rank = ladder.find((row) => row.level === level);
  const next = ladder.find((row) => row.level === level + 1);
  return {
    level: rank ? level : 0,
    name: rank ? nameOf(rank, reader) : null,
    since: rank && state ? state.since.toISOString() : null,
    windowDays: settings.windowDays,
    figures: { deposit: money(figures.depositMinor), validBet: money(figures.validBetMinor) },
    next: next
      ? {
          level: next.level,
          name: nameOf(next, reader),
          deposit: money(next.depositMinor),
          validBet: money(next.validBetMinor),
          depositLeft: money(next.depositMinor - figures.depositMinor),
          validBetLeft: money(next.validBetMinor - figures.validBetMinor),
        }
      : null,
    keep: rank
      ? {
          deposit: money(rank.depositMinor),
          validBet: money(rank.validBetMinor),
          isMet: meetsThresholds(figures, rank),
          reviewOn: await nextReviewDay(db, merchantId, settings.reviewsFrom),
        }
      : null,
    grace: { used: rank ? (state?.grace_used ?? 0) : 0, allowed: settings.graceReviews },
    benefits: rank ? benefitsView(rank) : null,
  };
}

/**
 * The member info's labels (seed 001 §3): clubLabel {labelName, rankLevel} when ranked — the rank's name in the
 * request's language — else null (and the site shows no player-rank entry, seed 001 §2); memberLabel the rank's name,
 * and 'VIP' for ranks above 4, the ones customer service serves on its VIP line (seed 001 §6).
 */
export async function vipLabels(
  db: TDb,
  reader: TVipReader,
  memberId: bigint,
): Promise<{ clubLabel: { labelName: string; rankLevel: number } | null; memberLabel: string[] }> {
  const { rows } = await sql<{ level: number; names: TRankRow['names'] }>`
    SELECT v.level, r.names FROM member_vip v
    JOIN vip_ranks r ON r.merchant_id = v.merchant_id AND r.level = v.level
    WHERE v.member_id = ${memberId} AND v.merchant_id = ${reader.merchantId} AND v.level > 0`.execute(db);
  const row = rows[0];
  if (!row) return { clubLabel: null, memberLabel: [] };
  const labelName =
    pickText(row.names, reader.language, reader.defaultLanguage).slice(0, 40) || String(row.level);
  return {
    clubLabel: { labelName, rankLevel: row.level },
    memberLabel: isVipServiceLevel(row.level) ? [labelName, VIP_MEMBER_LABEL] : [labelName],
  };
}
