import { z } from 'zod';
import { ZAgentContract } from '../agent/contracts.ts';
import { pageOf, ZDecimalMoney, ZUsername } from '../common.ts';

/**
 * The back office's agent tree and member moves (issue 12 §4, decision 047): a member found by username with its
 * upline chain, its card and its direct downline a page at a time (the merchant's top-level agents without a
 * search); and moving a member, with its whole team, under another upline — asked by one staff member, approved
 * or rejected by another.
 */

const ZId = z.string().regex(/^\d{1,18}$/);
const ZMemberRef = z.object({ id: ZId, username: z.string().max(32) });

export const ZBoAgentTreeQuery = z.object({
  /** Exact, any case. Without it, the merchant's top-level agents (no upline) are listed. */
  username: ZUsername.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoAgentTreeQuery = z.infer<typeof ZBoAgentTreeQuery>;

/** A member as the tree lists it: its place (direct downline, whole team) and its money and activity. */
export const ZBoTreeMember = z.object({
  id: ZId,
  username: z.string().max(32),
  /** isAgent: 0 a player, 1/2/41/42 an agent type, 4 a trial account. */
  agentType: z.number().int(),
  /** MAIN, "0.00" before the member's first money. */
  balance: ZDecimalMoney,
  /** Members directly under this one. */
  directCount: z.number().int().min(0),
  /** Members under this one at every level. */
  teamSize: z.number().int().min(0),
  registeredAt: z.string().max(40),
  lastLoginAt: z.string().max(40).nullable(),
});
export type TBoTreeMember = z.infer<typeof ZBoTreeMember>;

export const MOVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type TMoveStatus = (typeof MOVE_STATUSES)[number];

export const ZBoMemberMove = z.object({
  id: ZId,
  member: ZMemberRef,
  /** The upline when the move was asked for (null: the member had none). */
  fromUpline: ZMemberRef.nullable(),
  toUpline: ZMemberRef,
  reason: z.string().max(200),
  status: z.enum(MOVE_STATUSES),
  requestedBy: z.string().max(32),
  requestedAt: z.string().max(40),
  decidedBy: z.string().max(32).nullable(),
  decidedAt: z.string().max(40).nullable(),
  decisionNote: z.string().max(500).nullable(),
});
export type TBoMemberMove = z.infer<typeof ZBoMemberMove>;

/** The member searched for: its card, its live contracts and a move waiting for approval, if any. */
export const ZBoTreeFocus = ZBoTreeMember.extend({
  contracts: z.array(ZAgentContract).max(20),
  pendingMove: ZBoMemberMove.nullable(),
});
export type TBoTreeFocus = z.infer<typeof ZBoTreeFocus>;

export const ZBoAgentTree = z.object({
  /** The member searched for; null when listing the top-level agents. */
  member: ZBoTreeFocus.nullable(),
  /** Its uplines, the top first (the member itself not included); empty for a member without an upline. */
  chain: z.array(ZMemberRef).max(30),
  /** The member's direct downline, or the top-level agents, newest first. */
  downline: pageOf(ZBoTreeMember),
});
export type TBoAgentTree = z.infer<typeof ZBoAgentTree>;

export const ZBoMoveBody = z.object({
  username: ZUsername,
  /** The agent (isAgent 1, 2, 41 or 42) the member and its team move under. */
  uplineUsername: ZUsername,
  reason: z.string().trim().min(3).max(200),
});
export type TBoMoveBody = z.infer<typeof ZBoMoveBody>;

/** The second person's answer; the note goes with it to the audit log. */
export const ZBoMoveDecisionBody = z.object({ note: z.string().trim().max(500).default('') });

export const ZBoMovesQuery = z.object({
  status: z.enum(MOVE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TBoMovesQuery = z.infer<typeof ZBoMovesQuery>;

/** Pending first, then newest first. */
export const ZBoMovePage = pageOf(ZBoMemberMove);
export type TBoMovePage = z.infer<typeof ZBoMovePage>;
