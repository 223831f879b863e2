import type {
  TTeamBetting,
  TTeamOverviewQuery,
  TTeamPlayFigures,
  TTeamProfit,
  TTeamProfitQuery,
} from '@tala/contract/agent/team';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { directDownlinePage } from './team.repository.ts';
import { openLevel, type TAgent } from './team.service.ts';
import { periodDays } from './team-overview.service.ts';
import { selectBranchPlay, selectTeamBetting, type TPlaySums } from './team-play.repository.ts';

const NONE: TPlaySums = { bets: 0, stake: 0n, win: 0n };

function figures(sums: TPlaySums): TTeamPlayFigures {
  const stake = BigInt(sums.stake);
  const win = BigInt(sums.win);
  return {
    bets: sums.bets,
    validBets: minorToDecimalString(stake),
    wins: minorToDecimalString(win),
    profitLoss: minorToDecimalString(win - stake),
  };
}

function scopeOf(merchant: TMerchant, agentId: bigint, query: TTeamOverviewQuery) {
  const { timeZone } = merchant.settings;
  const [firstDay, lastDay] = periodDays(query, timeZone);
  return { merchantId: merchant.id, agentId, firstDay, lastDay, timeZone };
}

/** Team betting (issue 12 §2.5): the whole team's play over a period, by vendor, with the totals. */
export async function teamBetting(
  db: TDb,
  merchant: TMerchant,
  agentId: bigint,
  query: TTeamOverviewQuery,
): Promise<TTeamBetting> {
  const scope = scopeOf(merchant, agentId, query);
  const rows = await selectTeamBetting(db, scope);
  const totals = rows.reduce(
    (sum, row) => ({
      bets: sum.bets + row.bets,
      stake: sum.stake + BigInt(row.stake),
      win: sum.win + BigInt(row.win),
    }),
    NONE,
  );
  return {
    from: scope.firstDay,
    to: scope.lastDay,
    vendors: rows.map((row) => ({
      vassalage: row.vassalage,
      displayName: row.display_name,
      category: row.category,
      ...figures(row),
    })),
    totals: figures(totals),
  };
}

/**
 * User profit and loss (issue 12 §2.6): a page of one level of the team, each member with its own play and
 * its branch's over a period; the level is opened as team management opens it (same checks, same breadcrumb).
 */
export async function teamProfit(
  db: TDb,
  merchant: TMerchant,
  agent: TAgent,
  query: TTeamProfitQuery,
): Promise<TTeamProfit> {
  const scope = scopeOf(merchant, agent.memberId, query);
  const opened = await openLevel(db, agent, query.uplineId);
  const { page, pageSize } = query;
  const { rows, total } = await directDownlinePage(db, opened.uplineId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const play = await selectBranchPlay(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return {
    from: scope.firstDay,
    to: scope.lastDay,
    chain: opened.chain,
    list: rows.map((row) => ({
      id: String(row.id),
      username: row.username,
      level: opened.level + 1,
      directCount: row.direct_count,
      own: figures(play.get(row.id)?.own ?? NONE),
      branch: figures(play.get(row.id)?.branch ?? NONE),
    })),
    ...pageFacts(total, { page, pageSize }),
  };
}
