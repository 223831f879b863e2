import type { TContractTermsBody, TMyContracts } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { checkDraft, draftFromTerms, type TTermsDraft } from '@tala/ui/contract-terms/terms-draft';
import { TermsEditor } from '@tala/ui/contract-terms/terms-editor';
import { Modal } from '@tala/ui/modal';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { useContractOffer } from '../api/contract-mutations.ts';
import { useTermsSummary } from './terms-summary.tsx';
import { useTermsText } from './terms-text.ts';
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
  const text = useTermsText();
  const own = ownTerms(mine);
  const offer = useContractOffer();
  const [draft, setDraft] = useState<TTermsDraft | null>(() => (own ? draftFromTerms(own) : null));
  const [isTouched, setTouched] = useState(false);
  const check = useMemo(
    () => (draft ? checkDraft(draft, mine.limits, own) : null),
    [draft, mine.limits, own],
  );
  if (!own || !draft || !check) return <p className="text-sm text-muted">{t('offer.noOwn')}</p>;
  function submit() {
    setTouched(true);
    if (check?.terms)
      offer.mutate({ memberId: target.id, terms: check.terms }, { onSuccess: () => onSent(target) });
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
        <TermsEditor
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            offer.reset();
          }}
          limits={mine.limits}
          text={text}
          check={check}
          showAllProblems={isTouched}
          periodLocked
          testId="terms"
        />
        {draft.kind === 'DIVIDEND' ? (
          <p className="text-xs text-muted" data-testid="offer-period">
            {t('offer.periodFixed')}
          </p>
        ) : null}
        {isTouched && !check.terms ? (
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
