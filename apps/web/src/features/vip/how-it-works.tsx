import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../components/art/ui-icons.tsx';

const STEPS: Array<{ key: string; icon: TIconName }> = [
  { key: 'window', icon: 'chart' },
  { key: 'upgrade', icon: 'sparkles' },
  { key: 'review', icon: 'shield' },
  { key: 'service', icon: 'headset' },
];

/** How ranks are won and kept (decision 057), in four plain sentences with the merchant's window and grace. */
export function HowItWorks({ windowDays, graceReviews }: { windowDays: number; graceReviews: number }) {
  const { t } = useTranslation('pages');
  return (
    <section className="space-y-4" aria-labelledby="vip-how-title" data-testid="vip-how">
      <h2 id="vip-how-title" className="text-xl font-black text-fg">
        {t('vip.how.title')}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.key} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand-strong">
              <Icon name={step.icon} className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-bold text-fg">
                {index + 1}. {t(`vip.how.${step.key}Title`, { days: windowDays })}
              </h3>
              <p className="mt-1 text-sm text-muted">
                {t(`vip.how.${step.key}Body`, { days: windowDays, grace: graceReviews })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
