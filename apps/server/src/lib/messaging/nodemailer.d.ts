/**
 * nodemailer ships without types and @types/nodemailer is not installed; this declares only the
 * part the SMTP adapter uses.
 */
declare module 'nodemailer' {
  type TTransportOptions = { connectionTimeout?: number; greetingTimeout?: number; socketTimeout?: number };
  type TMail = { from: string; to: string; subject: string; text: string };
  interface TTransporter {
    sendMail(mail: TMail): Promise<unknown>;
  }
  function createTransport(url: string, defaults?: TTransportOptions): TTransporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
