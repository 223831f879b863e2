import {
  CONSOLIDATED_FLAG,
  CONTRACT_KINDS,
  type TConsolidated,
  type TContractAction,
  type TContractKind,
  type TContractOfferBody,
  type TContractTermsBody,
  type TGivenContractPage,
  type TMyContracts,
  ZContractTerms,
} from '@tala/contract/agent/contracts';
import { AGENT_CENTRE_TYPES, canOpenAgentCentre } from '@tala/contract/constants';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { periodOf, termsFromBody, wellFormed, withinLimits } from './contract-rules.ts';
import { type TContractTerms, withinCeiling } from './contract-terms.ts';
import { contractView, sortLive } from './contract-view.ts';
import {
  contractsBelow,
  directAgentsPage,
  endContracts,
  findContract,
  houseKindsInTeam,
  insertContract,
  kindsPaidAbove,
  latestEnd,
  liveContractsGivenBy,
  liveContractsOf,
  lockContract,
  lockOpenContract,
  periodInstants,
  withdrawOffers,
} from './contracts.repository.ts';
import { levelInTeam } from './team.repository.ts';

/**
 * Offers, answers and ends of salary and dividend contracts (seed 001 §4, decision 045). Every change runs in one
 * transaction holding the rows it reads: the contract itself, and the open contract that bounds it (the offerer's,
 * shared; the holder's own, for update when it is replaced) — so a ceiling is never checked against terms that
 * change before the commit.
 */

const storedTerms = (stored: unknown): TContractTerms => termsFromBody(ZContractTerms.parse(stored));

function limitsOf(merchant: TMerchant, kind: TContractKind) {
  const limits = merchant.settings.agentContracts[kind];
  if (!limits.enabled) throw new AppError('CONTRACT_KIND_DISABLED');
  return limits;
}

/** Terms a merchant allows: well formed and within its limits for the kind. */
export function checkedTerms(merchant: TMerchant, body: TContractTermsBody): TContractTerms {
  const limits = limitsOf(merchant, body.kind);
  const terms = termsFromBody(body);
  if (!wellFormed(terms)) throw new AppError('CONTRACT_TERMS_INVALID');
  if (!withinLimits(terms, limits)) throw new AppError('CONTRACT_TERMS_OVER_LIMIT');
  return terms;
}

/**
 * Two changes racing for the same member and kind (two offers, an acceptance beside staff's assignment) meet at the
 * unique indexes of migration 0029: the one that loses is told the other won, and changes nothing.
 */
async function raceSafe<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, 'agent_contracts_one_offer')) throw new AppError('CONTRACT_OFFER_PENDING');
    if (isUniqueViolation(error, 'agent_contracts_one_open')) throw new AppError('CONTRACT_STATE_CHANGED');
    throw error;
  }
}

/** The payer's open contract bounds the terms: same period for a dividend, never above it anywhere. */
function checkCeiling(terms: TContractTerms, ceiling: TContractTerms): void {
  if (terms.kind === 'DIVIDEND' && ceiling.kind === 'DIVIDEND' && terms.period !== ceiling.period) {
    throw new AppError('CONTRACT_PERIOD_MISMATCH');
  }
  if (!withinCeiling(terms, ceiling)) throw new AppError('CONTRACT_RATE_ABOVE_UPLINE');
}

/** The agent's own side of a kind: current, next and waiting contracts, the limits, whether it may give on. */
export async function myContracts(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  kind: TContractKind,
): Promise<TMyContracts> {
  const limits = merchant.settings.agentContracts[kind];
  const live = sortLive(await liveContractsOf(db, [memberId], kind), new Date());
  const open = live.current?.effectiveUntil === null ? live.current : live.next;
  return { kind, limits, ...live, canOffer: limits.enabled && open !== null && open.effectiveUntil === null };
}

/** The seed's consolidated flags: per kind off (null), an offer to answer, a contract ending, or nothing. */
export async function consolidatedFlags(
  db: TDb,
  merchant: TMerchant,
  member: { memberId: bigint; agentType: number },
): Promise<TConsolidated> {
  const flags = {} as Record<(typeof CONSOLIDATED_FLAG)[TContractKind], TConsolidated['divtypereq']>;
  const agent = canOpenAgentCentre(member.agentType);
  for (const kind of CONTRACT_KINDS) {
    const flag = CONSOLIDATED_FLAG[kind];
    if (!agent || !merchant.settings.agentContracts[kind].enabled) {
      flags[flag] = null;
      continue;
    }
    const live = sortLive(await liveContractsOf(db, [member.memberId], kind), new Date());
    flags[flag] = live.offer ? 'NEW' : live.current?.state === 'ENDING' ? 'TERMINATION' : 'NONE';
  }
  return {
    ...flags,
    enableSalary: [flags.dailysalreqtype, flags.contracthoursalreq, flags.realtimesalreqtype].some(
      (f) => f !== null,
    ),
    enableContract: flags.divtypereq !== null,
  };
}

/** An agent offers a contract to an agent of its direct downline, within its own open contract of the kind. */
export async function offerContract(db: TDb, merchant: TMerchant, agentId: bigint, body: TContractOfferBody) {
  const terms = checkedTerms(merchant, body.terms);
  const memberId = BigInt(body.memberId);
  if ((await levelInTeam(db, agentId, memberId)) !== 1) throw new AppError('TEAM_MEMBER_NOT_FOUND');
  const id = await raceSafe(() =>
    db.transaction().execute(async (trx) => {
      const target = await trx
        .selectFrom('members')
        .select('agent_type')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (!canOpenAgentCentre(target.agent_type)) throw new AppError('CONTRACT_AGENTS_ONLY');
      const own = await lockOpenContract(trx, agentId, body.terms.kind, 'share');
      if (!own) throw new AppError('CONTRACT_NOT_HELD');
      checkCeiling(terms, storedTerms(own.terms));
      const waiting = await liveContractsOf(trx, [memberId], body.terms.kind);
      if (waiting.some((c) => c.status === 'OFFERED')) throw new AppError('CONTRACT_OFFER_PENDING');
      return insertContract(trx, {
        merchant_id: merchant.id,
        member_id: memberId,
        upline_id: agentId,
        staff_id: null,
        kind: body.terms.kind,
        terms: body.terms,
      });
    }),
  );
  const row = await findContract(db, merchant.id, id);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  return contractView(row, new Date());
}

/**
 * Makes an offered contract the holder's (inside `trx`, the offer locked): it starts when the holder's open one
 * ends (that one ends at the end of its running period), else with the running period. Contracts the holder gave
 * that the new terms no longer cover end when it starts — with all given on below them — once confirmed.
 */
export async function acceptWithin(
  trx: TDb,
  merchant: TMerchant,
  offer: { id: bigint; member_id: bigint; kind: string; terms: unknown },
  options: { confirmCascade: boolean; endedBy: bigint | null },
): Promise<void> {
  const terms = storedTerms(offer.terms);
  const period = periodOf(terms);
  const timeZone = merchant.settings.timeZone;
  const open = await lockOpenContract(trx, offer.member_id, offer.kind, 'update');
  const given = await liveContractsGivenBy(trx, offer.member_id, offer.kind);
  const uncovered = given.filter((c) => !withinCeiling(storedTerms(c.terms), terms)).map((c) => c.id);
  const cascade = (await contractsBelow(trx, uncovered, offer.kind)).map((c) => c.id);
  if (cascade.length > 0 && !options.confirmCascade) {
    throw new AppError('CONTRACT_CASCADE_CONFIRM', {
      params: { count: cascade.length },
      value: { count: cascade.length },
    });
  }
  const now = await periodInstants(trx, period, timeZone, null);
  if (open) {
    const openPeriod = periodOf(storedTerms(open.terms));
    const openEnd = (await periodInstants(trx, openPeriod, timeZone, null)).currentEnd;
    await endContracts(trx, [open.id], openEnd, 'REPLACED', options.endedBy);
  }
  const after = await latestEnd(trx, offer.member_id, offer.kind);
  const earliest = after !== null && after > now.currentStart ? after : now.currentStart;
  const start = (await periodInstants(trx, period, timeZone, earliest)).boundaryAtOrAfter ?? now.currentStart;
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'ACCEPTED', decided_at: new Date(), effective_from: start })
    .where('id', '=', offer.id)
    .execute();
  await endContracts(trx, cascade, start, 'CASCADE', options.endedBy);
}

/**
 * Ends a contract from `at` and, with it, every contract its holder gave on of the kind, all the way down (a holder
 * no longer paid cannot go on paying). Answers how many ended below.
 */
export async function endWithWhatWasGivenOn(
  trx: TDb,
  contract: { id: bigint; member_id: bigint; kind: string },
  at: Date,
  reason: 'TERMINATED' | 'STAFF',
  endedBy: bigint | null,
): Promise<number> {
  await endContracts(trx, [contract.id], at, reason, endedBy);
  const given = await liveContractsGivenBy(trx, contract.member_id, contract.kind);
  const below = await contractsBelow(
    trx,
    given.map((c) => c.id),
    contract.kind,
  );
  await endContracts(
    trx,
    below.map((c) => c.id),
    at,
    'CASCADE',
    endedBy,
  );
  return below.length;
}

/**
 * Staff end an accepted contract at once (a termination from the console, a member's move): from the start of its
 * running period — that period is not paid — with everything its holder gave on below it.
 */
export async function endNowByStaff(
  trx: TDb,
  merchant: TMerchant,
  contract: { id: bigint; member_id: bigint; kind: string; terms: unknown },
): Promise<{ endsAt: Date; cascaded: number }> {
  const period = periodOf(storedTerms(contract.terms));
  const { currentStart } = await periodInstants(trx, period, merchant.settings.timeZone, null);
  const cascaded = await endWithWhatWasGivenOn(trx, contract, currentStart, 'STAFF', null);
  return { endsAt: currentStart, cascaded };
}

/** The end of the running period of a contract (or its start, when it has not begun): where a termination lands. */
async function terminationInstant(
  trx: TDb,
  merchant: TMerchant,
  contract: { terms: unknown; effective_from: Date | null },
) {
  const period = periodOf(storedTerms(contract.terms));
  const { currentEnd } = await periodInstants(trx, period, merchant.settings.timeZone, null);
  const from = contract.effective_from;
  return from !== null && from > currentEnd ? from : currentEnd;
}

/**
 * An answer to or an end of a contract by one of its sides: the holder accepts or rejects an offer, the offerer
 * withdraws it, either side terminates an accepted one (from the end of the running period; everything the holder
 * gave on of the kind ends with it). Anyone else is told the contract does not exist.
 */
export async function actOnContract(
  db: TDb,
  merchant: TMerchant,
  actorId: bigint,
  input: { id: bigint; action: TContractAction; confirmCascade: boolean },
) {
  await raceSafe(() =>
    db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, merchant.id, input.id);
      const holder = contract?.member_id === actorId;
      const offerer = contract !== undefined && contract.upline_id === actorId;
      if (!contract || !(holder || offerer)) throw new AppError('CONTRACT_NOT_FOUND');
      const expect = (ok: boolean) => {
        if (!ok) throw new AppError('CONTRACT_STATE_CHANGED');
      };
      switch (input.action) {
        case 'accept': {
          expect(holder && contract.status === 'OFFERED');
          limitsOf(merchant, contract.kind as TContractKind);
          if (contract.upline_id !== null) {
            if ((await levelInTeam(trx, contract.upline_id, contract.member_id)) !== 1) {
              throw new AppError('CONTRACT_STATE_CHANGED');
            }
            const ceiling = await lockOpenContract(trx, contract.upline_id, contract.kind, 'share');
            if (!ceiling) throw new AppError('CONTRACT_NOT_HELD');
            checkCeiling(storedTerms(contract.terms), storedTerms(ceiling.terms));
          }
          await acceptWithin(trx, merchant, contract, {
            confirmCascade: input.confirmCascade,
            endedBy: actorId,
          });
          return;
        }
        case 'reject':
        case 'withdraw': {
          expect(contract.status === 'OFFERED' && (input.action === 'reject' ? holder : offerer));
          await trx
            .updateTable('agent_contracts')
            .set({ status: input.action === 'reject' ? 'REJECTED' : 'WITHDRAWN', decided_at: new Date() })
            .where('id', '=', contract.id)
            .execute();
          return;
        }
        case 'terminate': {
          expect(contract.status === 'ACCEPTED' && contract.effective_until === null);
          const at = await terminationInstant(trx, merchant, contract);
          await endWithWhatWasGivenOn(trx, contract, at, 'TERMINATED', actorId);
          return;
        }
      }
    }),
  );
  const row = await findContract(db, merchant.id, input.id);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  return contractView(row, new Date());
}

/** The agent's direct downline agents, a page at a time, each with its live contracts of the kind. */
export async function givenContracts(
  db: TDb,
  agentId: bigint,
  query: { kind: TContractKind; page: number; pageSize: number },
): Promise<TGivenContractPage> {
  const { rows, total } = await directAgentsPage(db, agentId, AGENT_CENTRE_TYPES, query);
  const contracts = await liveContractsOf(
    db,
    rows.map((row) => row.id),
    query.kind,
  );
  const now = new Date();
  return {
    list: rows.map((member) => ({
      member: { id: String(member.id), username: member.username, agentType: member.agent_type },
      ...sortLive(
        contracts.filter((c) => c.member_id === member.id),
        now,
      ),
    })),
    ...pageFacts(total, query),
  };
}

/**
 * Staff give a top agent (one whose upline holds no open contract of the kind) a contract the house pays: it takes
 * effect as an accepted offer would, replacing the agent's open one at the end of its period.
 */
export async function assignTopContract(
  db: TDb,
  merchant: TMerchant,
  staffId: bigint,
  input: { memberId: bigint; terms: TContractTermsBody; confirmCascade: boolean },
  /** Written in the same transaction (the back office's audit row). */
  onMade: (trx: TDb, contractId: bigint) => Promise<void> = async () => {},
) {
  checkedTerms(merchant, input.terms);
  const id = await raceSafe(() =>
    db.transaction().execute(async (trx) => {
      const member = await trx
        .selectFrom('members')
        .select(['agent_type', 'upline_id'])
        .where('id', '=', input.memberId)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!member) throw new AppError('TEAM_MEMBER_NOT_FOUND');
      if (!canOpenAgentCentre(member.agent_type)) throw new AppError('CONTRACT_AGENTS_ONLY');
      // One house contract of a kind per chain: one above or below would count the same team's play twice.
      if ((await kindsPaidAbove(trx, input.memberId, false)).has(input.terms.kind)) {
        throw new AppError('CONTRACT_UPLINE_HOLDS');
      }
      if ((await houseKindsInTeam(trx, merchant.id, input.memberId, false)).has(input.terms.kind)) {
        throw new AppError('CONTRACT_TEAM_HOLDS');
      }
      // An offer still waiting from an upline that no longer holds the kind gives way to the house's contract.
      await withdrawOffers(trx, input.memberId, input.terms.kind);
      const offer = { member_id: input.memberId, kind: input.terms.kind, terms: input.terms };
      const created = await insertContract(trx, {
        ...offer,
        merchant_id: merchant.id,
        upline_id: null,
        staff_id: staffId,
      });
      await acceptWithin(
        trx,
        merchant,
        { ...offer, id: created },
        { confirmCascade: input.confirmCascade, endedBy: null },
      );
      await onMade(trx, created);
      return created;
    }),
  );
  const row = await findContract(db, merchant.id, id);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  return contractView(row, new Date());
}
