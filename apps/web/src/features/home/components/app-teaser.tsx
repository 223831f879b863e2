import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneMock } from '../../../components/art/phone-mock.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';

/** Invitation to the app download page. */
export function AppTeaser({ brandName }: { brandName: string }) {
  const { t } = useTranslation('pages');
  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-brand/25 via-surface to-surface p-6 sm:p-10">
      <div
        className="absolute -top-24 -right-24 size-72 rounded-full bg-brand/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative grid items-center gap-6 md:grid-cols-[1fr_auto]">
        <div className="space-y-3">
          <p className="text-xs font-bold tracking-widest text-accent uppercase">{t('home.appKicker')}</p>
          <h2 className="text-2xl font-black text-fg sm:text-3xl">
            {t('home.appTitle', { name: brandName })}
          </h2>
          <p className="max-w-lg text-sm text-muted sm:text-base">{t('home.appBody')}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 pt-1 text-sm text-fg">
            {(['fast', 'secure', 'alerts'] as const).map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <Icon name="check" className="size-4 text-success" />
                {t(`home.appPoints.${key}`)}
              </li>
            ))}
          </ul>
          <Link
            to="/download"
            className="mt-2 inline-flex h-11 items-center gap-2 rounded-lg bg-accent px-5 text-sm font-bold text-accent-contrast transition-colors hover:bg-accent-strong"
          >
            <Icon name="download" className="size-4" />
            {t('home.appCta')}
          </Link>
        </div>
        <PhoneMock className="mx-auto hidden h-64 w-32 md:block" />
      </div>
    </section>
  );
}
