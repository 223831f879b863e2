import { Button } from '@tala/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextArea, TextField } from '../../components/ui/field.tsx';
import { newRequestId, normalizeDecimal, pointsText } from './points-format.ts';
import { type TAdjustResult, useAdjustPoints } from './use-points.ts';

const REASON = { min: 2, max: 300 } as const;
type TForm = { username: string; points: string; reason: string };
const BLANK: TForm = { username: '', points: '', reason: '' };

/** The signed points to send, or null: two decimals at most, not zero. */
function signedPoints(text: string): string | null {
  const normalized = normalizeDecimal(text.replace(/^\+/, ''));
  return normalized === null || /^-?0\.00$/.test(normalized) ? null : normalized;
}

/**
 * A manual change of a player's points (issue 14 §6), audited with its reason; a take-away never goes below zero.
 * Each adjustment staff mean to make carries its own request id: sending the same form again (a timeout, a double
 * click) applies it once, and any edit of the form makes it a new adjustment with a new id.
 */
export function AdjustCard() {
  const { t } = useTranslation();
  const adjust = useAdjustPoints();
  const [form, setForm] = useState<TForm>(BLANK);
  const [requestId, setRequestId] = useState(newRequestId);
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<TAdjustResult | null>(null);
  const points = signedPoints(form.points);
  const reason = form.reason.trim();
  const username = form.username.trim();
  const errors = {
    username: username === '' ? t('validation.required') : undefined,
    points: points === null ? t('points.adjust.pointsError') : undefined,
    reason:
      reason.length < REASON.min
        ? t('points.adjust.reasonError', { min: REASON.min, max: REASON.max })
        : undefined,
  };
  const edit = (patch: Partial<TForm>) => {
    setForm({ ...form, ...patch });
    setRequestId(newRequestId());
    adjust.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (errors.username || errors.points || errors.reason || points === null) return;
    adjust.mutate(
      { username, points, reason, requestId },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setForm(BLANK);
          setTouched(false);
          setRequestId(newRequestId());
        },
      },
    );
  };
  const shown = (field: keyof typeof errors) => (touched ? errors[field] : undefined);
  return (
    <Card title={t('points.adjust.title')} className="max-w-2xl">
      <p className="mb-4 text-xs text-muted">{t('points.adjust.help')}</p>
      {result ? <AdjustResult result={result} /> : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('points.adjust.username')}
            value={form.username}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => edit({ username: event.target.value })}
            error={shown('username')}
            data-testid="adjust-points-username"
          />
          <TextField
            label={t('points.adjust.points')}
            hint={t('points.adjust.pointsHint')}
            inputMode="decimal"
            placeholder="-50.00"
            value={form.points}
            maxLength={20}
            onChange={(event) => edit({ points: event.target.value })}
            error={shown('points')}
            data-testid="adjust-points-amount"
          />
        </div>
        <TextArea
          label={t('points.adjust.reason')}
          rows={2}
          maxLength={REASON.max}
          value={form.reason}
          onChange={(event) => edit({ reason: event.target.value })}
          error={shown('reason')}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
          data-testid="adjust-points-reason"
        />
        <ErrorNote error={adjust.error} />
        <div className="flex justify-end">
          <Button type="submit" busy={adjust.isPending} data-testid="adjust-points-submit">
            {points?.startsWith('-') ? t('points.adjust.takeAway') : t('points.adjust.give')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AdjustResult({ result }: { result: TAdjustResult }) {
  const { t } = useTranslation();
  const negative = result.points.startsWith('-');
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success/40 bg-success/10 px-4 py-3"
      data-testid="adjust-points-result"
    >
      <div className="text-sm text-fg">
        {t('points.adjust.done', {
          player: result.username,
          points: `${negative ? '' : '+'}${pointsText(result.points)}`,
        })}
      </div>
      <div className="text-right">
        <div className="text-[11px] font-semibold tracking-wide text-muted uppercase">
          {t('points.adjust.balance')}
        </div>
        <div className="text-xl font-bold text-fg tabular-nums" data-testid="adjust-points-balance">
          {pointsText(result.balance)}
        </div>
      </div>
    </div>
  );
}
