import type { TLanguage } from '@tala/contract/i18n/languages';
import { resolveText, type TLocalizedText } from '@tala/contract/i18n/localized-text';
import {
  MESSAGE_LIMITS,
  SYSTEM_MESSAGE_KINDS,
  type TSystemMessageKind,
} from '@tala/contract/messages/messages';
import { assert } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { sanitizeAnnouncementHtml, toPlainText } from '../notices/html-sanitizer.ts';

/**
 * A message as one reader sees it (decision 055). A staff message shows the reader's language (or the fallback
 * order: merchant default, English, any) with title and body from the same language. A system message is its
 * kind's template in the reader's language, filled with its parameters: it follows the language switch.
 */
export type TRenderReader = {
  language: TLanguage;
  defaultLanguage: TLanguage;
  brand: string;
  symbol: string;
};

type TStoredMessage = {
  source: 'STAFF' | 'SYSTEM';
  system_kind: string | null;
  params: Record<string, string | number>;
  title: TLocalizedText;
  preview: TLocalizedText;
};

export type TRendered = { title: string; preview: string; language: TLanguage };

const BODY_MAX = 20_000;

/** Cut to the preview length on a character (not a UTF-16 unit) boundary, with an ellipsis when cut. */
export function cutPreview(text: string): string {
  const chars = [...text];
  return chars.length > MESSAGE_LIMITS.preview
    ? `${chars.slice(0, MESSAGE_LIMITS.preview - 1).join('')}…`
    : text;
}

function isSystemKind(kind: string | null): kind is TSystemMessageKind {
  return (SYSTEM_MESSAGE_KINDS as readonly (string | null)[]).includes(kind);
}

function templateParams(message: TStoredMessage, reader: TRenderReader) {
  return { brand: reader.brand, symbol: reader.symbol, ...message.params };
}

function systemText(message: TStoredMessage, reader: TRenderReader, part: 'title' | 'body'): string {
  assert(isSystemKind(message.system_kind), 'a system message has a known kind (CHECK on system_kind)');
  return translate(
    reader.language,
    `server:inbox.${message.system_kind}.${part}`,
    templateParams(message, reader),
  );
}

export function renderSummary(message: TStoredMessage, reader: TRenderReader): TRendered {
  if (message.source === 'SYSTEM') {
    return {
      title: systemText(message, reader, 'title'),
      preview: cutPreview(systemText(message, reader, 'body').replace(/\s+/g, ' ')),
      language: reader.language,
    };
  }
  const title = resolveText(message.title, reader.language, reader.defaultLanguage);
  assert(title, 'a staff message has a title in at least one language (checked on compose)');
  return { title: title.text, preview: message.preview[title.language] ?? '', language: title.language };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The body as HTML: a staff body sanitised again on the way out, a system text escaped into paragraphs. */
export function renderBodyHtml(
  message: TStoredMessage & { body_html: TLocalizedText },
  reader: TRenderReader,
  language: TLanguage,
): string {
  if (message.source === 'SYSTEM') {
    return systemText(message, reader, 'body')
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  return sanitizeAnnouncementHtml(message.body_html[language] ?? '').slice(0, BODY_MAX);
}

/** The stored preview of a staff body: plain text per language, cut. */
export function previewsOf(bodyHtml: TLocalizedText): TLocalizedText {
  const out: TLocalizedText = {};
  for (const [lang, html] of Object.entries(bodyHtml) as [TLanguage, string][])
    out[lang] = cutPreview(toPlainText(html));
  return out;
}
