import type { TDb } from '../../db/database.ts';
import type { TEnv } from '../../env.ts';
import { OutboxMailProvider, OutboxSmsProvider, type TMessaging } from './messaging.ts';

/** Picks the SMS and e-mail providers named by env; the outbox is the default for both. */
export function createMessaging(env: TEnv, db: TDb): TMessaging {
  return {
    sms: env.SMS_PROVIDER === 'outbox' ? new OutboxSmsProvider(db) : new OutboxSmsProvider(db),
    mail: env.MAIL_PROVIDER === 'outbox' ? new OutboxMailProvider(db) : new OutboxMailProvider(db),
  };
}
