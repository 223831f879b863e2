import type { TDb } from '../db/database.ts';
import { deliverDueMessages } from '../modules/messages/message-delivery.ts';
import { startTicker } from './ticker.ts';

/** How late a scheduled message may arrive after its time. */
const DELIVERY_EVERY_MS = 5_000;

/**
 * Scheduled staff messages (decision 055) delivered on a timer in every instance; rows are locked per run, so each
 * message is delivered once however many instances run it.
 */
export function startMessageDelivery(db: TDb) {
  return startTicker('message-delivery', DELIVERY_EVERY_MS, () => deliverDueMessages(db));
}
