import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { HELP_TOPICS, parseHelpTopic, type THelpTopic } from '../../../lib/help-topics.ts';

const ICONS: Record<THelpTopic, TIconName> = {
  about: 'star',
  contact: 'mail',
  terms: 'info',
  responsible: 'shield',
  privacy: 'lock',
  affiliates: 'users',
  refund: 'refresh',
  faq: 'chat',
  deposit: 'wallet',
  withdraw: 'coins',
};
const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

function TopicList({ active, base }: { active: THelpTopic; base: string }) {
  const { t } = useTranslation('pages');
  return (
    <nav
      aria-label={t('help.topicsLabel')}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:p-0"
    >
      {HELP_TOPICS.map((topic) => (
        <Link
          key={topic}
          to={`${base}?topic=${topic}`}
          aria-current={topic === active ? 'page' : undefined}
          data-testid={`help-topic-${topic}`}
          className={`flex shrink-0 items-center gap-3 rounded-xl border px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors lg:whitespace-normal ${topic === active ? 'border-accent bg-accent/10 text-accent' : 'border-line bg-surface text-muted hover:text-fg'}`}
        >
          <Icon name={ICONS[topic]} className="size-4" />
          {t(`help.topics.${topic}.title`)}
        </Link>
      ))}
    </nav>
  );
}

/** Help centre and user protocol (seed 000 §2): topic list and the chosen topic's text. */
export function HelpCentre({
  base,
  brandName,
  contactEmail,
}: {
  base: string;
  brandName: string;
  contactEmail: string | null;
}) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const topic = parseHelpTopic(params.get('topic')) ?? 'terms';
  const values = { name: brandName, email: contactEmail ?? t('help.emailFallback') };
  return (
    <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
      <TopicList active={topic} base={base} />
      <article
        className="self-start rounded-2xl border border-line bg-surface p-6 sm:p-8"
        data-testid="help-article"
      >
        <p className="text-xs font-bold tracking-widest text-accent uppercase">{t('help.kicker')}</p>
        <h1 className="mt-2 text-2xl font-black text-fg sm:text-3xl">{t(`help.topics.${topic}.title`)}</h1>
        <div className="mt-6 space-y-4 text-sm leading-relaxed text-muted sm:text-base">
          {PARAGRAPHS.map((p) => (
            <p key={p}>{t(`help.topics.${topic}.${p}`, values)}</p>
          ))}
        </div>
        <p className="mt-8 border-t border-line pt-4 text-xs text-faint">{t('help.updated')}</p>
      </article>
    </div>
  );
}
