import type { TDb } from '../../db/database.ts';
import { listOutbox, type TOutboxFilter } from './outbox.repository.ts';

export type TOutboxMessage = {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
};

export async function recentMessages(db: TDb, filter: TOutboxFilter): Promise<TOutboxMessage[]> {
  const rows = await listOutbox(db, filter);
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: new Date(row.created_at as unknown as Date).toISOString(),
  }));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A plain page for developers: every value escaped, no scripts (the CSP forbids inline ones anyway). */
export function renderOutboxPage(merchantName: string, messages: TOutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td>` +
        `<td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}<pre>${escapeHtml(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · ${escapeHtml(merchantName)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#18181b}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #e4e4e7;padding:.5rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Outbox · ${escapeHtml(merchantName)}</h1>
<p>SMS and e-mail sent by the built-in provider (development only). Newest first. <a href="">Refresh</a></p>
<p>This page and <code>/dev/outbox.json</code> answer requests from this machine only (loopback, not through a proxy): they show every code and temporary password, so <code>npm start</code> is a local demo, not a site for a network.</p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table></body></html>`;
}
