import type { TContractTermsBody, TMyContracts } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { useContractOffer } from '../api/contract-mutations.ts';
import { draftFromTerms, type TTermsDraft, termsFromDraft } from './terms-draft.ts';
import { TermsEditor } from './terms-editor.tsx';
import { useTermsSummary } from './terms-summary.tsx';
import { draftProblems, hasProblems } from './terms-validation.ts';
import { TermsView } from './terms-view.tsx';

export type TOfferTarget = { id: string; username: string };

/** The terms the agent holds itself: what it gives on, and the ceiling of what it may offer. */
export function ownTerms(mine: TMyContracts): TContractTermsBody | null {
  return mine.current?.terms ?? mine.next?.terms ?? null;
}

/**
 * Offer a contract of the page's kind to a direct downline agent: the terms editor prefilled with the agent's own
 * terms, which stay in view beside it as the ceiling. The form checks what it can (decision 045) before sending;
 * the server checks everything again and its refusal shows translated.
 */
export function OfferDialog({
  target,
  mine,
  onClose,
  onSent,
}: {
  target: TOfferTarget | null;
  mine: TMyContracts;
  onClose: () => void;
  onSent: (target: TOfferTarget) => void;
}) {
  const { t } = useTranslation('agent');
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('offer.title', { name: target?.username ?? '' })}
      description={t(`offer.intro.${mine.kind}`)}
      width={860}
      testId="contract-offer-dialog"
    >
      {target ? <OfferForm key={target.id} target={target} mine={mine} onSent={onSent} /> : null}
    </Modal>
  );
}

function OfferForm({
  target,
  mine,
  onSent,
}: {
  target: TOfferTarget;
  mine: TMyContracts;
  onSent: (target: TOfferTarget) => void;
}) {
  const { t } = useTranslation('agent');
  const own = ownTerms(mine);
  const offer = useContractOffer();
  const [draft, setDraft] = useState<TTermsDraft | null>(() => (own ? draftFromTerms(own) : null));
  const [isTouched, setTouched] = useState(false);
  if (!own || !draft) return <p className="text-sm text-muted">{t('offer.noOwn')}</p>;
  const problems = draftProblems(draft, mine.limits, own);
  function submit() {
    setTouched(true);
    const terms = draft ? termsFromDraft(draft) : null;
    if (!terms || hasProblems(problems)) return;
    offer.mutate({ memberId: target.id, terms }, { onSuccess: () => onSent(target) });
  }
  return (
    <form
      className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CeilingOnPhone own={own} />
      <aside
        className="hidden h-fit space-y-3 rounded-2xl border border-brand/30 bg-brand/5 p-3 md:sticky md:top-0 md:order-2 md:block"
        aria-labelledby="offer-ceiling-title"
        data-testid="offer-ceiling"
      >
        <h3 id="offer-ceiling-title" className="text-xs font-bold tracking-wide text-brand-strong uppercase">
          {t('offer.ceiling')}
        </h3>
        <p className="text-xs text-muted">{t('offer.ceilingNote')}</p>
        <TermsView terms={own} />
      </aside>
      <div className="min-w-0 space-y-4 md:order-1">
        {draft.kind === 'DIVIDEND' ? (
          <p className="rounded-xl bg-surface-2 px-3 py-2.5 text-sm text-fg" data-testid="offer-period">
            <span className="text-muted">{t('contracts.period')}: </span>
            <strong>{t(`contracts.periods.${draft.period}`)}</strong>
            <span className="block text-xs text-muted">{t('offer.periodFixed')}</span>
          </p>
        ) : null}
        <TermsEditor
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            offer.reset();
          }}
          problems={isTouched ? problems : null}
          limits={mine.limits}
        />
        {isTouched && hasProblems(problems) ? (
          <p role="alert" className="text-sm text-danger" data-testid="offer-problems">
            {t('offer.fix')}
          </p>
        ) : null}
        <FormError error={offer.error} />
        <Button type="submit" size="lg" className="w-full" busy={offer.isPending} data-testid="offer-submit">
          {t('offer.submit', { name: target.username })}
        </Button>
      </div>
    </form>
  );
}

/** On a phone the ceiling folds to a line (its terms in short), opened to read it whole. */
function CeilingOnPhone({ own }: { own: TContractTermsBody }) {
  const { t } = useTranslation('agent');
  const summary = useTermsSummary();
  return (
    <details
      className="group rounded-2xl border border-brand/30 bg-brand/5 md:hidden"
      data-testid="offer-ceiling-phone"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-3 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-xs font-bold tracking-wide text-brand-strong uppercase">
            {t('offer.ceiling')}
          </span>
          <span className="block truncate text-sm font-medium text-fg tabular-nums">{summary(own)}</span>
        </span>
        <Icon
          name="chevron-down"
          className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-2 px-3 pb-3">
        <p className="text-xs text-muted">{t('offer.ceilingNote')}</p>
        <TermsView terms={own} />
      </div>
    </details>
  );
}
