import type { TRevealBody, TRevealResult } from '@tala/contract/backoffice/players';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limiter.ts';
import { STATEMENT_REVEAL_MINUTES, type TActor, writeAudit } from '../staff/audit.service.ts';
import { findPlayerOrFail, personalValue } from './players-staff.service.ts';

/** A revealed field is shown for a minute, then masked again by the console. */
export const REVEAL_SHOW_SECONDS = 60;
/** Reveals per staff member per hour: enough for a shift of calls, too few to harvest a player base. */
export const REVEALS_PER_HOUR = 30;

/**
 * One field of one player's personal data in full, or a while of reading their statement, for a staff
 * member who gives a reason (decision 016). Each reveal is an audit row (who, when, from where, which
 * player, which field, why); the row is also what lets a masked role read the statement.
 */
export async function revealPlayerData(
  db: TDb,
  actor: TActor,
  memberId: bigint,
  body: TRevealBody,
): Promise<TRevealResult> {
  const row = await findPlayerOrFail(db, actor.merchantId, memberId);
  const gate = await hitRateLimit(db, `bo-reveal:${actor.merchantId}:${actor.staffId}`, {
    limit: REVEALS_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (!gate.allowed)
    throw new AppError('RATE_LIMITED', { value: { retryAfterSeconds: Math.ceil(gate.retryAfterMs / 1000) } });
  await writeAudit(db, actor, {
    action: 'players.reveal',
    targetType: 'player',
    targetId: String(memberId),
    after: { field: body.field, reason: body.reason, username: row.username },
  });
  const seconds = body.field === 'statement' ? STATEMENT_REVEAL_MINUTES * 60 : REVEAL_SHOW_SECONDS;
  return {
    field: body.field,
    value: body.field === 'statement' ? null : personalValue(row, body.field),
    until: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}
