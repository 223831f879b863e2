import type { TDb } from '../../db/database.ts';

/**
 * SMS and e-mail leave through these interfaces. The built-in outbox (default) stores every message
 * in outbox_messages, readable at the dev-only /dev/outbox page and by tests; real adapters
 * (generic HTTP SMS, SMTP) are chosen by env.
 */
export type TSmsMessage = { merchantId: number; to: string; text: string };
export type TMailMessage = { merchantId: number; to: string; subject: string; text: string };

export interface TSmsProvider {
  send(message: TSmsMessage): Promise<void>;
}
export interface TMailProvider {
  send(message: TMailMessage): Promise<void>;
}

export type TMessaging = { sms: TSmsProvider; mail: TMailProvider };

export class OutboxSmsProvider implements TSmsProvider {
  constructor(private readonly db: TDb) {}
  async send(message: TSmsMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        merchant_id: message.merchantId,
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.text,
      })
      .execute();
  }
}

export class OutboxMailProvider implements TMailProvider {
  constructor(private readonly db: TDb) {}
  async send(message: TMailMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        merchant_id: message.merchantId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      })
      .execute();
  }
}
