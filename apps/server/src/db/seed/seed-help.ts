import type { THelpCategoryIcon } from '@tala/contract/help/help-paths';
import { LANGUAGES, type TLanguage } from '@tala/contract/i18n/languages';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TAppDeps } from '../../app-deps.ts';
import { sendFeedback } from '../../modules/feedback/feedback.service.ts';
import { assignFeedback, replyToFeedback } from '../../modules/feedback/feedback-staff.service.ts';
import { createArticle, createCategory } from '../../modules/help/help-editing.ts';
import { findMerchantByCode } from '../../modules/merchants/merchant.repository.ts';
import type { TDb } from '../database.ts';
import { HELP_TEXTS_EN } from './help-content/en.ts';
import type { THelpSeedTexts } from './help-content/help-seed-texts.ts';
import { HELP_TEXTS_ID } from './help-content/id.ts';
import { HELP_TEXTS_JA } from './help-content/ja.ts';
import { HELP_TEXTS_TH } from './help-content/th.ts';
import { HELP_TEXTS_TL } from './help-content/tl.ts';
import { HELP_TEXTS_VI } from './help-content/vi.ts';
import { HELP_TEXTS_ZH } from './help-content/zh.ts';
import { demoStaffActor } from './seed-actor.ts';

const TEXTS: Record<TLanguage, THelpSeedTexts> = {
  en: HELP_TEXTS_EN,
  id: HELP_TEXTS_ID,
  ja: HELP_TEXTS_JA,
  th: HELP_TEXTS_TH,
  tl: HELP_TEXTS_TL,
  vi: HELP_TEXTS_VI,
  zh: HELP_TEXTS_ZH,
};

/** The default help centre's categories, in order, with their articles in order (slugs of help-content/). */
const LAYOUT: Array<{ slug: string; icon: THelpCategoryIcon; articles: string[] }> = [
  { slug: 'getting-started', icon: 'star', articles: ['beginner-guide', 'faq', 'about-us'] },
  { slug: 'payments', icon: 'wallet', articles: ['how-to-deposit', 'how-to-withdraw', 'refund-policy'] },
  {
    slug: 'rules',
    icon: 'shield',
    articles: ['terms-and-conditions', 'responsible-gaming', 'privacy-policy'],
  },
  { slug: 'contact', icon: 'chat', articles: ['contact-us', 'affiliate-programme'] },
];

/** The merchant's name and address go into HTML: as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function perLanguage(pick: (texts: THelpSeedTexts, lang: TLanguage) => string | undefined): TLocalizedText {
  const out: TLocalizedText = {};
  for (const lang of LANGUAGES) {
    const text = pick(TEXTS[lang], lang);
    if (text) out[lang] = text;
  }
  return out;
}

/**
 * A merchant's default help centre (decision 056): the topics the site used to show from its translation files —
 * about, contact, terms, responsible gaming, privacy, affiliates, refund, FAQ, deposit, withdrawal — and the beginner
 * guide, in all seven languages, written through the help editor's own code (help-editing.ts) and published. The
 * merchant's name and contact address are filled in; staff edit the articles from there.
 */
export async function seedHelpCentre(
  db: TDb,
  merchant: { id: number; name: string; contactEmail: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const category of LAYOUT) {
      const title = perLanguage((texts) => texts.categories[category.slug]);
      const categoryId = await createCategory(trx, merchant.id, {
        slug: category.slug,
        title,
        icon: category.icon,
      });
      for (const slug of category.articles) {
        const fill = (text: string, texts: THelpSeedTexts) =>
          text
            .replaceAll('{{name}}', escapeHtml(merchant.name))
            .replaceAll('{{email}}', escapeHtml(merchant.contactEmail ?? texts.emailFallback));
        const body = {
          categoryId: String(categoryId),
          slug,
          title: perLanguage((texts) => texts.articles[slug]?.title),
          bodyHtml: perLanguage((texts) => {
            const html = texts.articles[slug]?.html;
            return html ? fill(html, texts) : undefined;
          }),
          status: 'PUBLISHED' as const,
          revision: null,
        };
        await createArticle(trx, merchant.id, body, null);
      }
    }
  });
}

/**
 * The demo's help centre, and a feedback of demo_player's that support took and answered — sent, assigned and
 * answered through the same services as the site and the back office (so the answer also reached their messages).
 */
export async function seedDemoHelp(deps: Pick<TAppDeps, 'db' | 'env'>, merchantCode: string): Promise<void> {
  const merchant = await findMerchantByCode(deps.db, merchantCode);
  if (!merchant) throw new Error(`Invariant failed: merchant ${merchantCode} was seeded`);
  await seedHelpCentre(deps.db, {
    id: merchant.id,
    name: merchant.name,
    contactEmail: merchant.settings.contactEmail,
  });
  const player = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', 'demo_player')
    .executeTakeFirstOrThrow();
  const staff = await demoStaffActor(deps.db, merchant.id, 'support');
  const author = { merchant, memberId: player.id, language: 'en' };
  const { id } = await sendFeedback({ db: deps.db, dataDir: deps.env.DATA_DIR }, author, {
    fields: {
      questionType: 'DEPOSIT',
      content:
        'My GCash deposit of 500 this morning took almost an hour to show in my wallet. Is that normal, and how long should I wait next time before contacting you?',
      contactType: 'EMAIL',
      contact: 'demo.player@example.com',
    },
    screenshot: null,
  });
  await assignFeedback(deps.db, staff, BigInt(id), staff.staffId);
  await replyToFeedback(
    deps.db,
    staff,
    BigInt(id),
    'Thank you for letting us know. Most deposits are credited within minutes; at busy times a payment provider can take up to an hour to confirm. If a deposit has not arrived after 30 minutes, write to us with its reference and we will check it with the provider right away.',
  );
}
