import nodemailer from 'nodemailer';
import type { TMailMessage, TMailProvider } from './messaging.ts';

/** E-mail through any SMTP server (SMTP_URL such as smtps://user:pass@host:465), with bounded time-outs. */
export class SmtpMailProvider implements TMailProvider {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: TMailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
