import { CONTRACT_KINDS, type TContractKind, type TContractState } from '@tala/contract/agent/contracts';
import type { TTeamMember, TTeamMembersAnswer, TTeamMembersQuery } from '@tala/contract/agent/team';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { contractState } from './contract-view.ts';
import { liveContractsOf, type TContractRow } from './contracts.repository.ts';
import {
  chainBetween,
  directDownlinePage,
  findTeamMemberByName,
  levelInTeam,
  type TTeamRow,
  teamRowOf,
} from './team.repository.ts';

export type TAgent = { merchantId: number; memberId: bigint; username: string };

/**
 * Team management (issue 12 §2.4): one level of the agent's team — its direct downline, or the members
 * directly under a member of its team, with the breadcrumb down to it — or one member found by name anywhere
 * in the team. Anything outside the agent's team is TEAM_MEMBER_NOT_FOUND, whichever way it is named.
 */
export async function teamMembers(
  db: TDb,
  agent: TAgent,
  query: TTeamMembersQuery,
): Promise<TTeamMembersAnswer> {
  const { page, pageSize } = query;
  const self = { id: String(agent.memberId), username: agent.username };
  if (query.username !== undefined) {
    const found = await findTeamMemberByName(db, agent.merchantId, agent.memberId, query.username);
    if (!found) throw new AppError('TEAM_MEMBER_NOT_FOUND');
    const [row, between] = await Promise.all([
      teamRowOf(db, found.id),
      chainBetween(db, found.id, found.level),
    ]);
    return {
      list: await teamMembersOf(db, [row], found.level),
      page: 1,
      pageSize,
      total: 1,
      totalPages: 1,
      chain: [self, ...between.map(crumb)],
    };
  }
  const opened = await openLevel(db, agent, query.uplineId);
  const { rows, total } = await directDownlinePage(db, opened.uplineId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    list: await teamMembersOf(db, rows, opened.level + 1),
    ...pageFacts(total, { page, pageSize }),
    chain: opened.chain,
  };
}

/**
 * One level of the agent's team: the members under `uplineId` (the agent itself when absent, else a member of
 * its team — anything else is TEAM_MEMBER_NOT_FOUND), how deep it is and the breadcrumb from the agent to it.
 */
export async function openLevel(db: TDb, agent: TAgent, uplineIdText: string | undefined) {
  const uplineId = uplineIdText === undefined ? agent.memberId : BigInt(uplineIdText);
  const level = uplineId === agent.memberId ? 0 : await levelInTeam(db, agent.memberId, uplineId);
  if (level === null) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  const [between, upline] = await Promise.all([
    level > 0 ? chainBetween(db, uplineId, level) : Promise.resolve([]),
    level > 0 ? teamRowOf(db, uplineId) : Promise.resolve(null),
  ]);
  const self = { id: String(agent.memberId), username: agent.username };
  return { uplineId, level, chain: [self, ...between.map(crumb), ...(upline ? [crumb(upline)] : [])] };
}

const crumb = (row: { id: bigint; username: string }) => ({ id: String(row.id), username: row.username });

/** Rows of one level as the page shows them, each with the contracts it holds or is offered (one read). */
async function teamMembersOf(db: TDb, rows: TTeamRow[], level: number): Promise<TTeamMember[]> {
  const now = new Date();
  const contracts = await liveContractsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: String(row.id),
    username: row.username,
    agentType: row.agent_type,
    level,
    balance: minorToDecimalString(BigInt(row.balance)),
    directCount: row.direct_count,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    contracts: contractsOf(contracts, row.id, now),
  }));
}

/** Which of a kind's live contracts the page shows: the one running, else the next, else the offer waiting. */
const SHOWN_FIRST: Partial<Record<TContractState, number>> = {
  ACTIVE: 3,
  ENDING: 3,
  UPCOMING: 2,
  OFFERED: 1,
};

/** The member's contracts, a kind each, in the kinds' order. */
function contractsOf(rows: TContractRow[], memberId: bigint, now: Date): TTeamMember['contracts'] {
  const byKind = new Map<TContractKind, TContractState>();
  for (const row of rows) {
    if (row.member_id !== memberId) continue;
    const kind = row.kind as TContractKind;
    const state = contractState(row, now);
    const held = byKind.get(kind);
    if (held === undefined || (SHOWN_FIRST[state] ?? 0) > (SHOWN_FIRST[held] ?? 0)) byKind.set(kind, state);
  }
  return CONTRACT_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
    kind,
    state: byKind.get(kind) as TContractState,
  }));
}
