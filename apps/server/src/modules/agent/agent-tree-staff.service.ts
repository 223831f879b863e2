import type {
  TBoAgentTree,
  TBoAgentTreeQuery,
  TBoTreeFocus,
  TBoTreeMember,
} from '@tala/contract/backoffice/agent-tree';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { findMemberByUsername } from '../member/member.repository.ts';
import { teamSizes, topAgentsPage } from './agent-tree-staff.repository.ts';
import { contractView } from './contract-view.ts';
import { liveContractsOf } from './contracts.repository.ts';
import { findPendingMoveOf } from './member-moves.repository.ts';
import { moveView } from './member-moves.service.ts';
import { chainBetween, directDownlinePage, type TTeamRow, teamRowOf } from './team.repository.ts';

/**
 * The back office's agent tree (issue 12 §4, decision 047). Without a search: the merchant's top-level agents —
 * agents without an upline; the players without one (most of a merchant's members) are found by name. With a
 * username (exact, any case): that member's upline chain, its card and its direct downline, a page at a time.
 */

function treeMember(row: TTeamRow, teamSize: number): TBoTreeMember {
  return {
    id: String(row.id),
    username: row.username,
    agentType: row.agent_type,
    balance: minorToDecimalString(BigInt(row.balance)),
    directCount: row.direct_count,
    teamSize,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}

/** A page of members with each one's team size (one grouped count for the page). */
async function pageWithSizes(
  db: TDb,
  page: { rows: TTeamRow[]; total: number },
  query: TBoAgentTreeQuery,
): Promise<TBoAgentTree['downline']> {
  const sizes = await teamSizes(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    list: page.rows.map((row) => treeMember(row, sizes.get(row.id) ?? 0)),
    ...pageFacts(page.total, query),
  };
}

/** The member's card: its row, team size, live contracts (every kind) and a move waiting for approval. */
async function focusOf(db: TDb, merchantId: number, memberId: bigint): Promise<TBoTreeFocus> {
  const [row, sizes, contracts, move] = await Promise.all([
    teamRowOf(db, memberId),
    teamSizes(db, [memberId]),
    liveContractsOf(db, [memberId]),
    findPendingMoveOf(db, merchantId, memberId),
  ]);
  const now = new Date();
  return {
    ...treeMember(row, sizes.get(memberId) ?? 0),
    contracts: contracts.map((contract) => contractView(contract, now)),
    pendingMove: move ? moveView(move) : null,
  };
}

export async function agentTree(
  db: TDb,
  merchantId: number,
  query: TBoAgentTreeQuery,
): Promise<TBoAgentTree> {
  const window = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  if (query.username === undefined) {
    const top = await topAgentsPage(db, merchantId, window);
    return {
      member: null,
      chain: [],
      downline: await pageWithSizes(db, top, query),
    };
  }
  const found = await findMemberByUsername(db, merchantId, query.username);
  if (!found) throw new AppError('BO_MEMBER_NOT_FOUND');
  const [member, chain, downline] = await Promise.all([
    focusOf(db, merchantId, found.id),
    chainBetween(db, found.id),
    directDownlinePage(db, found.id, window),
  ]);
  return {
    member,
    chain: chain.map((upline) => ({ id: String(upline.id), username: upline.username })),
    downline: await pageWithSizes(db, downline, query),
  };
}
