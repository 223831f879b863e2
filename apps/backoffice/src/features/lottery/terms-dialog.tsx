import {
  MAX_CHASE_ISSUES,
  type TLotteryAdminPlayType,
  type TLotteryTerms,
  type TRtpAnswer,
} from '@tala/contract/lottery/lottery-admin';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { oddsText, parseOdds, percent, playTypeLabel, prizeLabel } from './lottery-format.ts';
import { previewRtp, useSaveTerms } from './use-lottery.ts';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;

/** An amount as typed in cents, or null when it is not one (two decimals at most). */
function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
const RTP_DELAY_MS = 250;

/** The odds as typed, or null while one of them is not a positive amount. */
function oddsOf(draft: Record<string, string>): Record<string, number> | null {
  const odds: Record<string, number> = {};
  for (const [prize, text] of Object.entries(draft)) {
    const value = parseOdds(text);
    if (value === null) return null;
    odds[prize] = value;
  }
  return odds;
}

/** The return at the odds being typed, from the provider's own game math, a moment after typing stops. */
function useLiveRtp(gameId: string, playTypeId: string | null, odds: Record<string, number> | null) {
  const [answer, setAnswer] = useState<TRtpAnswer | null>(null);
  // Compared by value: a new object with the same odds must not ask again.
  const key = odds ? JSON.stringify(odds) : null;
  useEffect(() => {
    if (!playTypeId || !key) {
      setAnswer(null);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      previewRtp(gameId, { playTypeId, odds: JSON.parse(key) as Record<string, number> })
        .then((next) => (isCurrent ? setAnswer(next) : null))
        .catch(() => (isCurrent ? setAnswer(null) : null));
    }, RTP_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [gameId, playTypeId, key]);
  return answer;
}

function RtpLine({ rtp }: { rtp: TRtpAnswer | null }) {
  const { t } = useTranslation();
  if (!rtp) return <p className="text-xs text-faint">{t('lottery.terms.rtpPending')}</p>;
  const tone = rtp.acceptable ? 'border-success/40 bg-success/10' : 'border-danger/60 bg-danger/10';
  return (
    <div
      role="status"
      className={`rounded-md border px-3 py-2 text-xs text-fg ${tone}`}
      data-testid="terms-rtp"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{t('lottery.terms.rtp')}</span>
        <span className="tabular text-sm font-bold">{percent(rtp.maxRtp)}</span>
      </div>
      {rtp.acceptable ? null : (
        <p className="mt-1 font-medium text-danger">{t('lottery.terms.rtpTooHigh')}</p>
      )}
    </div>
  );
}

type TDraft = {
  enabled: boolean;
  odds: Record<string, string>;
  minStake: string;
  maxStake: string;
  stakeStep: string;
  cap: string;
  maxPayout: string;
  maxChase: string;
};

function draftOf(terms: TLotteryTerms, playType: TLotteryAdminPlayType | null): TDraft {
  return {
    enabled: playType?.enabled ?? true,
    odds: Object.fromEntries(
      Object.entries(playType?.odds ?? {}).map(([prize, value]) => [prize, oddsText(value)]),
    ),
    minStake: playType?.minStake ?? '',
    maxStake: playType?.maxStake ?? '',
    stakeStep: playType?.stakeStep ?? '',
    cap: terms.liabilityCap,
    maxPayout: terms.maxPayout,
    maxChase: String(terms.maxChase),
  };
}

function problemsOf(
  draft: TDraft,
  playType: TLotteryAdminPlayType | null,
  odds: Record<string, number> | null,
) {
  const positive = (text: string) => (centsOf(text) ?? 0) > 0;
  const step = centsOf(draft.stakeStep) ?? 0;
  const isWholeSteps = [draft.minStake, draft.maxStake].every((text) => (centsOf(text) ?? 0) % step === 0);
  const chase = Number(draft.maxChase);
  return {
    odds: playType && !odds,
    minStake: playType && !positive(draft.minStake),
    maxStake: playType && (!positive(draft.maxStake) || Number(draft.maxStake) < Number(draft.minStake)),
    stakeStep: playType && (step <= 0 || !isWholeSteps),
    cap: !positive(draft.cap),
    maxPayout: !positive(draft.maxPayout),
    maxChase: !WHOLE.test(draft.maxChase.trim()) || chase < 1 || chase > MAX_CHASE_ISSUES,
  };
}

type TFieldsProps = {
  draft: TDraft;
  set: (patch: Partial<TDraft>) => void;
  problems: ReturnType<typeof problemsOf>;
  currency: string;
};

/** One amount of the draft, typed as a decimal; its test id is the field's name in kebab case. */
function AmountField({
  name,
  label,
  hint,
  error,
  draft,
  set,
}: {
  name: 'minStake' | 'maxStake' | 'stakeStep' | 'cap' | 'maxPayout';
  label: string;
  hint?: string;
  error: string | undefined;
  draft: TDraft;
  set: (patch: Partial<TDraft>) => void;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      maxLength={16}
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={error}
      data-testid={`terms-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`}
    />
  );
}

/** A play type's switch, odds per prize (with the live return under them) and stakes. */
function PlayTypeFields({
  family,
  rtp,
  draft,
  set,
  problems,
  currency,
}: TFieldsProps & { family: string; rtp: TRtpAnswer | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2.5">
        <div className="font-medium text-fg">{t('lottery.terms.offered')}</div>
        <Toggle
          label={t('lottery.terms.offered')}
          checked={draft.enabled}
          onChange={(enabled) => set({ enabled })}
          testId="terms-enabled"
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{t('lottery.terms.odds')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {Object.keys(draft.odds).map((prize) => (
            <TextField
              key={prize}
              label={prizeLabel(t, family, prize)}
              inputMode="decimal"
              maxLength={10}
              value={draft.odds[prize]}
              onChange={(event) => set({ odds: { ...draft.odds, [prize]: event.target.value } })}
              error={parseOdds(draft.odds[prize] ?? '') === null ? t('lottery.terms.oddsInvalid') : undefined}
              data-testid={`terms-odds-${prize}`}
            />
          ))}
        </div>
        <p className="text-xs text-faint">{t('lottery.terms.oddsHelp')}</p>
      </fieldset>
      <RtpLine rtp={problems.odds ? null : rtp} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <AmountField
          name="minStake"
          label={t('lottery.terms.minStake', { currency })}
          error={problems.minStake ? t('lottery.terms.amountInvalid') : undefined}
          draft={draft}
          set={set}
        />
        <AmountField
          name="maxStake"
          label={t('lottery.terms.maxStake', { currency })}
          error={problems.maxStake ? t('lottery.terms.maxStakeInvalid') : undefined}
          draft={draft}
          set={set}
        />
        <AmountField
          name="stakeStep"
          label={t('lottery.terms.stakeStep', { currency })}
          error={problems.stakeStep ? t('lottery.terms.stakeStepInvalid') : undefined}
          draft={draft}
          set={set}
        />
      </div>
    </>
  );
}

/** The game's caps: the liability cap per number and the maximum payout per issue, the longest chase. */
function CapFields({ draft, set, problems, currency }: TFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      <AmountField
        name="cap"
        label={t('lottery.terms.cap', { currency })}
        hint={t('lottery.terms.capHelp')}
        error={problems.cap ? t('lottery.terms.amountInvalid') : undefined}
        draft={draft}
        set={set}
      />
      <AmountField
        name="maxPayout"
        label={t('lottery.terms.maxPayout', { currency })}
        hint={t('lottery.terms.maxPayoutHelp')}
        error={problems.maxPayout ? t('lottery.terms.amountInvalid') : undefined}
        draft={draft}
        set={set}
      />
      <TextField
        label={t('lottery.terms.maxChase')}
        hint={t('lottery.terms.maxChaseHelp')}
        inputMode="numeric"
        maxLength={3}
        value={draft.maxChase}
        onChange={(event) => set({ maxChase: event.target.value })}
        error={problems.maxChase ? t('lottery.terms.maxChaseInvalid', { max: MAX_CHASE_ISSUES }) : undefined}
        data-testid="terms-max-chase"
      />
    </div>
  );
}

/**
 * One play type's odds and stakes with the game's caps per issue (or the caps alone). Saving makes a new
 * odds version: bets placed before keep theirs. The return is computed live and odds at 100% or more are
 * refused here and by the provider.
 */
export function TermsDialog({
  gameId,
  family,
  terms,
  playType,
  currency,
  onClose,
}: {
  gameId: string;
  family: string;
  terms: TLotteryTerms;
  playType: TLotteryAdminPlayType | null;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTerms(gameId);
  const [draft, setDraft] = useState(() => draftOf(terms, playType));
  const odds = oddsOf(draft.odds);
  const rtp = useLiveRtp(gameId, playType?.id ?? null, odds);
  const problems = problemsOf(draft, playType, odds);
  const isValid = !Object.values(problems).some(Boolean) && (!playType || rtp?.acceptable === true);
  const set = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const fields = { draft, set, problems, currency };
  const submit = () =>
    save.mutate(
      {
        oddsId: terms.oddsId,
        ...(playType && odds
          ? {
              playType: {
                id: playType.id,
                enabled: draft.enabled,
                odds,
                minStake: draft.minStake.trim(),
                maxStake: draft.maxStake.trim(),
                stakeStep: draft.stakeStep.trim(),
              },
            }
          : {}),
        liabilityCap: draft.cap.trim(),
        maxPayout: draft.maxPayout.trim(),
        maxChase: Number(draft.maxChase),
      },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={
        playType
          ? t('lottery.terms.title', { name: playTypeLabel(t, playType.id) })
          : t('lottery.terms.capsTitle')
      }
      description={t('lottery.terms.versionNote')}
      width={560}
      testId="terms-dialog"
    >
      <form
        className="flex flex-col gap-4 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid) submit();
        }}
      >
        {playType ? <PlayTypeFields family={family} rtp={rtp} {...fields} /> : null}
        <CapFields {...fields} />
        <ErrorNote error={save.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending} disabled={!isValid} data-testid="terms-save">
            {t('lottery.terms.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
