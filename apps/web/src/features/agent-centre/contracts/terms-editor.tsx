import type { TContractKindLimits } from '@tala/contract/agent/contracts';
import { Button } from '@tala/ui/button';
import { LineSvg } from '@tala/ui/line-svg';
import { useTranslation } from 'react-i18next';
import { PayMode } from './pay-mode.tsx';
import { bpToPercent } from './rate-percent.ts';
import { EMPTY_TIER, type TDraftProblems, type TDraftTier, type TTermsDraft } from './terms-draft.ts';
import { MoneyField, RateField } from './terms-fields.tsx';
import { TierRow } from './tier-row.tsx';
import { useProblemText } from './use-problem-text.ts';

type TEditorProps = {
  draft: TTermsDraft;
  onChange: (draft: TTermsDraft) => void;
  /** Shown once the agent tried to send. */
  problems: TDraftProblems | null;
  limits: TContractKindLimits;
};

/**
 * The terms of an offer (issue 12 §2.9–12): a dividend's, a daily wage's or an hourly salary's tiers — added and
 * removed up to the merchant's limit, each with its minimums and its rate (a percentage) or, for a daily wage
 * that pays fixed amounts, its amount — or real-time salary's two rates and single-bet minimum.
 */
export function TermsEditor({ draft, onChange, problems, limits }: TEditorProps) {
  const { t } = useTranslation('agent');
  const text = useProblemText();
  if (draft.kind === 'REALTIME_SALARY') {
    const set = (field: 'profitRate' | 'lossRate' | 'minSingleBet') => (value: string) =>
      onChange({ ...draft, [field]: value });
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <RateField
          label={t('terms.profitRate')}
          value={draft.profitRate}
          onChange={set('profitRate')}
          error={text(problems?.fields.profitRate)}
          testId="terms-profitRate"
        />
        <RateField
          label={t('terms.lossRate')}
          value={draft.lossRate}
          onChange={set('lossRate')}
          error={text(problems?.fields.lossRate)}
          testId="terms-lossRate"
        />
        <MoneyField
          label={t('terms.minSingleBet')}
          value={draft.minSingleBet}
          onChange={set('minSingleBet')}
          error={text(problems?.fields.minSingleBet)}
          testId="terms-minSingleBet"
        />
      </div>
    );
  }
  return <TierEditor draft={draft} onChange={onChange} problems={problems} limits={limits} />;
}

function TierEditor({ draft, onChange, problems, limits }: TEditorProps) {
  const { t } = useTranslation('agent');
  const text = useProblemText();
  const maxTiers = Math.min(limits.maxTiers, 10);
  const setTier = (index: number, tier: TDraftTier) =>
    onChange({ ...draft, tiers: draft.tiers.map((old, i) => (i === index ? tier : old)) });
  function addTier() {
    const last = draft.tiers.at(-1) ?? EMPTY_TIER;
    // A new tier starts where the last one is, for the agent to raise.
    onChange({ ...draft, tiers: [...draft.tiers, { ...last }] });
  }
  return (
    <div className="space-y-3">
      {draft.kind === 'DAILY_WAGE' ? (
        <PayMode draft={draft} onChange={onChange} error={text(problems?.fields.mode)} />
      ) : null}
      <ol className="space-y-3" data-testid="terms-tiers">
        {draft.tiers.map((tier, index) => (
          <TierRow
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are edited in place and only ever removed with their row.
            key={index}
            index={index}
            tier={tier}
            draft={draft}
            onChange={(next) => setTier(index, next)}
            onRemove={
              draft.tiers.length > 1
                ? () => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })
                : undefined
            }
            problems={problems?.tiers[index]}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={addTier}
          disabled={draft.tiers.length >= maxTiers}
          data-testid="terms-add-tier"
        >
          <PlusGlyph />
          {t('terms.addTier')}
        </Button>
        <p className="text-xs text-muted">
          {t('terms.tiersOf', { n: draft.tiers.length, max: maxTiers })} ·{' '}
          {t('terms.maxRate', { rate: bpToPercent(limits.maxRateBp) })}
        </p>
      </div>
      {problems?.fields.tierCount ? (
        <p role="alert" className="text-xs text-danger">
          {text(problems.fields.tierCount)}
        </p>
      ) : null}
    </div>
  );
}

/** A plus, drawn here rather than in the shared icon set, which every visitor's first load carries. */
function PlusGlyph() {
  return (
    <LineSvg className="size-4" strokeWidth="2" strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </LineSvg>
  );
}
