import type { TTeamMember, TTeamMembersAnswer, TTeamMembersQuery } from '@tala/contract/agent/team';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
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
      list: [teamMember(row, found.level)],
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
    list: rows.map((row) => teamMember(row, opened.level + 1)),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
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

function teamMember(row: TTeamRow, level: number): TTeamMember {
  return {
    id: String(row.id),
    username: row.username,
    agentType: row.agent_type,
    level,
    balance: minorToDecimalString(BigInt(row.balance)),
    directCount: row.direct_count,
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
  };
}
