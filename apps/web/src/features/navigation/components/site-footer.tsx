import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/art/brand-logo.tsx';
import { SOCIAL_NAMES, SocialIcon } from '../../../components/art/social-icons.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { StepsStrip } from '../../../components/ui/steps-strip.tsx';
import type { THelpTopic } from '../../../lib/help-topics.ts';

const COLUMNS: Array<{ key: 'company' | 'policies' | 'help'; links: Array<{ key: string; to: string }> }> = [
  {
    key: 'company',
    links: [
      { key: 'about', to: topic('about') },
      { key: 'contact', to: topic('contact') },
      { key: 'affiliates', to: topic('affiliates') },
      { key: 'join', to: '/join' },
    ],
  },
  {
    key: 'policies',
    links: [
      { key: 'terms', to: topic('terms') },
      { key: 'responsible', to: topic('responsible') },
      { key: 'privacy', to: topic('privacy') },
      { key: 'refund', to: topic('refund') },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'faq', to: topic('faq') },
      { key: 'deposit', to: topic('deposit') },
      { key: 'withdraw', to: topic('withdraw') },
      { key: 'notices', to: '/noticePage' },
      { key: 'download', to: '/download' },
    ],
  },
];

function topic(id: THelpTopic): string {
  return `/help?topic=${id}`;
}

function Badges({ minAge }: { minAge: number }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className="grid size-10 place-items-center rounded-full border-2 border-danger text-sm font-black text-danger"
        title={t('footer.ageTitle', { age: minAge })}
      >
        {minAge}+
      </span>
      <Link
        to={topic('responsible')}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-3 text-xs font-semibold text-muted hover:border-success hover:text-success"
      >
        <Icon name="shield" className="size-4" />
        {t('footer.responsibleBadge')}
      </Link>
    </div>
  );
}

/** Footer of seed 000 §2: three-step strip, company/policy/help links, social icons, licence text, badges. */
export function SiteFooter({ brandName, minAge }: { brandName: string; minAge: number }) {
  const { t } = useTranslation('shell');
  // The home page shows the strip in its own body; avoid repeating it right above the footer.
  const onHome = useLocation().pathname.startsWith('/index');
  return (
    <footer className="mt-16 border-t border-line bg-bg-elevated" data-testid="site-footer">
      <div className="mx-auto max-w-[1280px] px-4 py-10 sm:px-6">
        {onHome ? null : <StepsStrip className="mb-10" />}
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="space-y-4">
            <BrandLogo name={brandName} />
            <p className="max-w-sm text-sm text-muted">{t('footer.tagline')}</p>
            <Badges minAge={minAge} />
          </div>
          {COLUMNS.map((column) => (
            <div key={column.key}>
              <h2 className="mb-3 text-xs font-bold tracking-wider text-faint uppercase">
                {t(`footer.columns.${column.key}`)}
              </h2>
              <ul className="space-y-2">
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to} className="text-sm text-muted transition-colors hover:text-accent">
                      {t(`footer.links.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl text-xs leading-relaxed text-faint">
            {t('footer.licence', { name: brandName, age: minAge })}
          </p>
          <div className="flex items-center gap-2">
            {SOCIAL_NAMES.map((name) => (
              <Link
                key={name}
                to={topic('contact')}
                aria-label={t(`footer.social.${name}`)}
                className="grid size-9 place-items-center rounded-full border border-line text-muted transition-colors hover:border-accent hover:text-accent"
              >
                <SocialIcon name={name} className="size-4" />
              </Link>
            ))}
          </div>
        </div>
        <p className="mt-4 text-xs text-faint">
          {t('footer.copyright', { name: brandName, year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
