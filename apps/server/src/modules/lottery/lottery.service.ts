import {
  LOTTERY_ADMIN_PATHS as P,
  type TLotteryAdminGame,
  type TLotteryTerms,
  ZGameChangeAnswer,
  ZIssuesAnswer,
  ZLiabilityAnswer,
  ZLotteryAdminGames,
  ZLotteryTerms,
  ZResultProposal,
  ZResultsAnswer,
  ZRtpAnswer,
  ZTermsChangeAnswer,
} from '@tala/contract/lottery/lottery-admin';
import type {
  TBoLotteryGame,
  TBoLotteryIssuesQuery,
  TBoLotteryRtpBody,
  TBoLotteryTermsBody,
  TBoResultBody,
} from '@tala/contract/lottery/lottery-staff';
import { AppError } from '../../lib/app-error.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { callLotteryAdmin, type TLotteryDeps, type TLotteryMerchant } from './lottery-admin.client.ts';

/** Who acts, as the provider records it: the platform's staff id and username. */
export function staffOf(actor: TActor) {
  return { id: String(actor.staffId), name: actor.username };
}

export async function listLotteryGames(deps: TLotteryDeps, merchant: TLotteryMerchant) {
  return callLotteryAdmin(deps, merchant, P.games, {}, ZLotteryAdminGames);
}

/** One game with the terms bets are placed at now (its current odds version). */
export async function getLotteryGame(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  gameId: string,
): Promise<TBoLotteryGame> {
  const [{ games }, terms] = await Promise.all([
    listLotteryGames(deps, merchant),
    callLotteryAdmin(deps, merchant, P.terms, { gameId }, ZLotteryTerms),
  ]);
  const game = games.find((candidate) => candidate.gameId === gameId);
  if (!game) throw new AppError('NOT_FOUND');
  return { game, terms };
}

/** Suspends or re-opens a game; the audit row keeps the status before and after. */
export async function changeLotteryStatus(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  gameId: string,
  enabled: boolean,
): Promise<TLotteryAdminGame> {
  const change = await callLotteryAdmin(
    deps,
    merchant,
    P.status,
    { gameId, enabled, staff: staffOf(actor) },
    ZGameChangeAnswer,
  );
  await writeAudit(deps.db, actor, {
    action: 'lottery.game.status',
    targetType: 'lottery_game',
    targetId: gameId,
    before: { enabled: change.before.enabled },
    after: { enabled: change.after.enabled },
  });
  return change.after;
}

export async function changeLotterySource(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  gameId: string,
  input: { source: TLotteryAdminGame['resultsSource']; feed: string | null },
): Promise<TLotteryAdminGame> {
  const change = await callLotteryAdmin(
    deps,
    merchant,
    P.source,
    { gameId, ...input, staff: staffOf(actor) },
    ZGameChangeAnswer,
  );
  const view = (game: TLotteryAdminGame) => ({ source: game.resultsSource, feed: game.resultsFeed });
  await writeAudit(deps.db, actor, {
    action: 'lottery.game.source',
    targetType: 'lottery_game',
    targetId: gameId,
    before: view(change.before),
    after: view(change.after),
  });
  return change.after;
}

/** What an audit row keeps of an odds version: the caps and the play type that changed. */
function termsAudit(terms: TLotteryTerms, playTypeId: string | undefined) {
  const playType = terms.playTypes.find((candidate) => candidate.id === playTypeId);
  return {
    oddsId: terms.oddsId,
    liabilityCap: terms.liabilityCap,
    maxPayout: terms.maxPayout,
    maxChase: terms.maxChase,
    ...(playType
      ? {
          playType: {
            id: playType.id,
            enabled: playType.enabled,
            odds: playType.odds,
            minStake: playType.minStake,
            maxStake: playType.maxStake,
            stakeStep: playType.stakeStep,
            maxRtp: playType.maxRtp,
          },
        }
      : {}),
  };
}

/** Odds, stakes and caps: the provider makes a new odds version; the audit row shows before and after. */
export async function changeLotteryTerms(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  gameId: string,
  body: TBoLotteryTermsBody,
): Promise<TLotteryTerms> {
  const change = await callLotteryAdmin(
    deps,
    merchant,
    P.changeTerms,
    { gameId, ...body, staff: staffOf(actor) },
    ZTermsChangeAnswer,
  );
  await writeAudit(deps.db, actor, {
    action: 'lottery.terms.change',
    targetType: 'lottery_game',
    targetId: gameId,
    before: termsAudit(change.before, body.playType?.id),
    after: termsAudit(change.after, body.playType?.id),
  });
  return change.after;
}

/** The return of a play type at odds being edited, computed by the provider's game math. */
export async function previewLotteryRtp(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  gameId: string,
  body: TBoLotteryRtpBody,
) {
  return callLotteryAdmin(deps, merchant, P.rtp, { gameId, ...body }, ZRtpAnswer);
}

export async function listLotteryIssues(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  gameId: string,
  query: TBoLotteryIssuesQuery,
) {
  return callLotteryAdmin(deps, merchant, P.issues, { gameId, ...query }, ZIssuesAnswer);
}

export async function lotteryLiability(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  gameId: string,
  issueNo: string,
) {
  return callLotteryAdmin(deps, merchant, P.liability, { gameId, issueNo }, ZLiabilityAnswer);
}

export async function listLotteryResults(deps: TLotteryDeps, merchant: TLotteryMerchant, gameId: string) {
  return callLotteryAdmin(deps, merchant, P.results, { gameId }, ZResultsAnswer);
}

/** The first of two people enters an official result; the provider keeps it until someone else decides. */
export async function submitLotteryResult(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  target: { gameId: string; issueNo: string },
  body: TBoResultBody,
) {
  const proposal = await callLotteryAdmin(
    deps,
    merchant,
    P.submitResult,
    { ...target, numbers: body.numbers, staff: staffOf(actor) },
    ZResultProposal,
  );
  await writeAudit(deps.db, actor, {
    action: 'lottery.result.enter',
    targetType: 'lottery_issue',
    targetId: `${target.gameId}/${target.issueNo}`,
    after: { proposalId: proposal.id, result: proposal.result },
  });
  return proposal;
}

/** The second person: approving draws the issue with the entered result (never their own entry). */
export async function decideLotteryResult(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  target: { gameId: string; proposalId: string },
  approve: boolean,
) {
  const proposal = await callLotteryAdmin(
    deps,
    merchant,
    P.decideResult,
    { ...target, approve, staff: staffOf(actor) },
    ZResultProposal,
  );
  await writeAudit(deps.db, actor, {
    action: approve ? 'lottery.result.approve' : 'lottery.result.reject',
    targetType: 'lottery_issue',
    targetId: `${proposal.gameId}/${proposal.issueNo}`,
    before: { proposalId: proposal.id, status: 'PENDING', enteredBy: proposal.enteredBy },
    after: { status: proposal.status, result: proposal.result },
  });
  return proposal;
}
