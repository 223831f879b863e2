import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { openModal } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/use-session.ts';

const BENEFITS: Array<{ key: string; icon: TIconName }> = [
  { key: 'commission', icon: 'coins' },
  { key: 'reports', icon: 'chart' },
  { key: 'materials', icon: 'megaphone' },
  { key: 'manager', icon: 'headset' },
];
const STEPS = ['apply', 'share', 'earn'] as const;

/** /join: the affiliate programme page; the call to action opens registration for visitors. */
export function JoinPanel({ brandName }: { brandName: string }) {
  const { t } = useTranslation('pages');
  const { isLoggedIn } = useSession();
  const cta = isLoggedIn ? (
    <Link
      to="/help?topic=affiliates"
      className="inline-flex h-12 items-center gap-2 rounded-lg bg-accent px-6 font-bold text-accent-contrast hover:bg-accent-strong"
    >
      {t('join.learnMore')}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  ) : (
    <Button size="lg" onClick={() => openModal('register')} data-testid="join-cta">
      {t('join.cta')}
      <Icon name="arrow-right" className="size-4" />
    </Button>
  );
  return (
    <div className="space-y-10">
      <section className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-accent/20 via-surface to-brand/20 p-6 text-center sm:p-12">
        <p className="text-xs font-bold tracking-widest text-accent uppercase">{t('join.kicker')}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-black text-fg sm:text-5xl">
          {t('join.title', { name: brandName })}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted">{t('join.body')}</p>
        <div className="mt-6 flex justify-center">{cta}</div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((b) => (
          <li key={b.key} className="rounded-2xl border border-line bg-surface p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-brand/15 text-brand-strong">
              <Icon name={b.icon} className="size-5" />
            </span>
            <h2 className="mt-4 font-bold text-fg">{t(`join.benefits.${b.key}.title`)}</h2>
            <p className="mt-1 text-sm text-muted">{t(`join.benefits.${b.key}.body`)}</p>
          </li>
        ))}
      </ul>
      <section>
        <h2 className="mb-4 text-xl font-bold text-fg">{t('join.howTitle')}</h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step} className="flex gap-4 rounded-2xl border border-line bg-surface p-5">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent font-black text-accent-contrast">
                {i + 1}
              </span>
              <div>
                <h3 className="font-bold text-fg">{t(`join.steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-muted">{t(`join.steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
