import type { TAgentContract } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { StatusChip } from '../../../components/centre/status-chip.tsx';
import { cascadeOf, useContractAction } from '../api/contract-mutations.ts';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { ContractFacts } from './contract-facts.tsx';
import { TermsView } from './terms-view.tsx';

type TAsk = { kind: 'reject' } | { kind: 'cascade'; text: string } | null;

/**
 * An offer waiting for my answer (state OFFERED, request NEW): its terms beside the ones I hold now, Accept and
 * Reject. Accepting a lower contract than ones I gave my downline ends those (seed 001 §4): the server asks
 * first (CONTRACT_CASCADE_CONFIRM), I confirm, and the accept goes again with confirmCascade.
 */
export function OfferWaiting({
  offer,
  current,
  onDone,
}: {
  offer: TAgentContract;
  current: TAgentContract | null;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('agent');
  const action = useContractAction();
  const [ask, setAsk] = useState<TAsk>(null);
  const [sent, setSent] = useState<'accept' | 'reject' | null>(null);
  function send(kind: 'accept' | 'reject', confirmCascade = false) {
    setSent(kind);
    action.mutate(
      { id: offer.id, action: kind, confirmCascade },
      {
        onSuccess: () => {
          setAsk(null);
          onDone(t(kind === 'accept' ? 'contracts.accepted' : 'contracts.rejected'));
        },
        onError: (error) => {
          const cascade = cascadeOf(error);
          if (!cascade) return setAsk(null);
          const text =
            cascade.count === null ? cascade.message : t('contracts.cascadeBody', { n: cascade.count });
          setAsk({ kind: 'cascade', text });
        },
      },
    );
  }
  // The cascade question is asked in its dialog, not shown as a failure.
  const error = cascadeOf(action.error) ? null : action.error;
  return (
    <section
      className="rounded-2xl border border-accent/50 bg-[linear-gradient(160deg,color-mix(in_oklab,var(--accent)_12%,var(--surface)),var(--surface))] p-4 sm:p-5"
      aria-labelledby="contract-offer-title"
      data-testid="contract-offer"
    >
      <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id="contract-offer-title" className="flex items-center gap-2 text-base font-bold text-fg">
          <span className="grid size-8 place-items-center rounded-lg bg-accent text-accent-contrast">
            <Icon name="mail" className="size-4" />
          </span>
          {t('contracts.offerTitle')}
        </h3>
        <StatusChip tone="info">{t('contracts.states.OFFERED')}</StatusChip>
      </header>
      <p className="mb-4 text-sm text-muted">
        {t('contracts.offerIntro', { name: offer.payer?.username ?? t('contracts.platform') })}
      </p>
      <div className="space-y-4">
        <ContractFacts contract={offer} />
        <div className="grid gap-4 lg:grid-cols-2">
          <Compared title={t('contracts.offered')} tone="accent">
            <TermsView terms={offer.terms} testId="contract-offer-terms" />
          </Compared>
          <Compared title={t('contracts.now')} tone="muted">
            {current ? (
              <TermsView terms={current.terms} />
            ) : (
              <p className="rounded-xl border border-dashed border-line px-3 py-6 text-center text-sm text-muted">
                {t('contracts.nowNone')}
              </p>
            )}
          </Compared>
        </div>
        <FormError error={error} />
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => setAsk({ kind: 'reject' })}
            disabled={action.isPending}
            data-testid="contract-reject"
          >
            {t('contracts.reject')}
          </Button>
          <Button
            onClick={() => send('accept')}
            busy={action.isPending && sent === 'accept' && ask === null}
            disabled={action.isPending}
            data-testid="contract-accept"
          >
            <Icon name="check" className="size-4" />
            {t('contracts.accept')}
          </Button>
        </div>
      </div>
      <ConfirmAction
        open={ask !== null}
        title={t(ask?.kind === 'cascade' ? 'contracts.cascadeTitle' : 'contracts.rejectTitle')}
        body={ask?.kind === 'cascade' ? ask.text : t('contracts.rejectBody')}
        confirmText={t(ask?.kind === 'cascade' ? 'contracts.cascadeConfirm' : 'contracts.reject')}
        busy={action.isPending}
        onConfirm={() => send(ask?.kind === 'cascade' ? 'accept' : 'reject', ask?.kind === 'cascade')}
        onCancel={() => setAsk(null)}
      />
    </section>
  );
}

/** One side of the comparison, under its heading. */
function Compared({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'accent' | 'muted';
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-2">
      <h4
        className={`text-[11px] font-bold tracking-wide uppercase ${tone === 'accent' ? 'text-accent' : 'text-muted'}`}
      >
        {title}
      </h4>
      {children}
    </div>
  );
}
