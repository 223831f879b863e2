import type { TLotteryAdminGame } from '@tala/contract/lottery/lottery-admin';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useSubmitResult } from './use-lottery.ts';

type TGroup = TLotteryAdminGame['resultShape']['groups'][number];
const TIERS = new Set([
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'starter',
  'consolation',
]);

/** The numbers typed for a group, or null when their count, width or range is off. */
function readGroup(group: TGroup, text: string): string[] | null {
  const numbers = text.split(/[\s,]+/).filter(Boolean);
  if (numbers.length !== group.count) return null;
  const fits = (value: string) =>
    group.digits === null
      ? /^\d{1,2}$/.test(value) && Number(value) >= group.min && Number(value) <= group.max
      : value.length === group.digits && /^\d+$/.test(value);
  return numbers.every(fits) ? numbers : null;
}

/**
 * The first of two people enters an issue's official result, group by group as the family's sheet prints
 * it; the provider checks it again, and a second staff member approves it before the issue is drawn.
 */
export function ResultDialog({
  game,
  issueNo,
  onClose,
}: {
  game: TLotteryAdminGame;
  issueNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const submit = useSubmitResult(game.gameId);
  const groups = game.resultShape.groups;
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(groups.map((group) => [group.key, ''])),
  );
  const read = Object.fromEntries(
    groups.map((group) => [group.key, readGroup(group, texts[group.key] ?? '')]),
  );
  const isValid = Object.values(read).every((numbers) => numbers !== null);
  const label = (group: TGroup) =>
    TIERS.has(group.key) ? t(`lottery.tiers.${group.key}`) : t(`lottery.resultGroups.${group.key}`);
  const hint = (group: TGroup) =>
    group.digits === null
      ? t('lottery.resultEntry.rangeHint', { count: group.count, min: group.min, max: group.max })
      : t('lottery.resultEntry.digitsHint', { count: group.count, digits: group.digits });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('lottery.resultEntry.title', { issue: issueNo })}
      description={t(
        game.resultShape.distinct === 'none'
          ? 'lottery.resultEntry.help'
          : 'lottery.resultEntry.helpDistinct',
      )}
      width={560}
      testId="result-dialog"
    >
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid)
            submit.mutate({ issueNo, numbers: read as Record<string, string[]> }, { onSuccess: onClose });
        }}
      >
        {groups.map((group) => (
          <TextField
            key={group.key}
            label={label(group)}
            hint={hint(group)}
            inputMode="numeric"
            maxLength={group.count * 8}
            value={texts[group.key] ?? ''}
            onChange={(event) => setTexts({ ...texts, [group.key]: event.target.value })}
            error={texts[group.key] && read[group.key] === null ? hint(group) : undefined}
            className="[&_input]:font-mono"
            data-testid={`result-${group.key}`}
          />
        ))}
        <ErrorNote error={submit.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={submit.isPending} disabled={!isValid} data-testid="result-submit">
            {t('lottery.resultEntry.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
