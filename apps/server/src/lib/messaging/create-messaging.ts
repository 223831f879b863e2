import type { TDb } from '../../db/database.ts';
import type { TEnv } from '../../env.ts';
import { HttpSmsProvider } from './http-sms-provider.ts';
import {
  OutboxMailProvider,
  OutboxSmsProvider,
  type TMailProvider,
  type TMessaging,
  type TSmsProvider,
} from './messaging.ts';
import { SmtpMailProvider } from './smtp-mail-provider.ts';

function createSms(env: TEnv, db: TDb): TSmsProvider {
  if (env.SMS_PROVIDER !== 'http') return new OutboxSmsProvider(db);
  // A misconfigured provider must stop the start, not silently drop codes.
  if (!env.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return new HttpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN });
}

function createMail(env: TEnv, db: TDb): TMailProvider {
  if (env.MAIL_PROVIDER !== 'smtp') return new OutboxMailProvider(db);
  if (!env.SMTP_URL) throw new Error('MAIL_PROVIDER=smtp needs SMTP_URL');
  return new SmtpMailProvider(env.SMTP_URL, env.MAIL_FROM);
}

/** Picks the SMS and e-mail providers named by env; the outbox is the default for both. */
export function createMessaging(env: TEnv, db: TDb): TMessaging {
  return { sms: createSms(env, db), mail: createMail(env, db) };
}
