import type { TBoMissionBody } from '@tala/contract/backoffice/missions';
import { Button } from '@tala/ui/button';
import { MissionCard } from '@tala/ui/missions/mission-card';
import { figureOf, goalValue, isCountGoal, reachedAt } from '@tala/ui/missions/mission-figures';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextPicker } from '../../lib/default-language.ts';
import { money } from '../../lib/format.ts';
import { previewStatus } from './mission-draft.ts';
import { useMissionText } from './mission-text.ts';

/**
 * The mission as a player will see it (issue 14 §6 "missions editor with preview"): the shared card the site draws,
 * fed the draft as it is typed, in the console's language. A slider plays a player's progress along the tiers, so
 * staff see the bar, the reached tiers and the claim buttons before anyone plays.
 */
export function MissionPreview({
  body,
  currency,
  participants,
}: {
  body: TBoMissionBody;
  currency: string;
  participants: number;
}) {
  const { t } = useTranslation();
  const { text, language } = useMissionText();
  const textOf = useTextPicker();
  const sliderId = useId();
  const [share, setShare] = useState(0.45);
  const targets = body.tiers.map((tier) => figureOf(tier.target));
  const top = Math.max(0, ...targets) * 1.1;
  const raw = share * top;
  const progress = isCountGoal(body.goal) ? String(Math.floor(raw)) : raw.toFixed(2);
  const tiers = reachedAt(body.tiers, Number(progress)).map((tier, i) => ({
    ...tier,
    tier: i + 1,
    bonus: tier.bonus ?? null,
    claimed: false,
  }));
  const cash = (decimal: string) => money(decimal, currency);
  const status = previewStatus(body.startsAt, body.endsAt, Date.now());
  return (
    <figure className="flex flex-col gap-3" data-testid="mission-preview">
      <figcaption className="flex items-center justify-between gap-2 text-xs font-medium text-muted">
        {t('missions.preview.title')}
        <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[11px]">
          {t(`missions.preview.as.${status}`)}
        </span>
      </figcaption>
      <MissionCard
        title={textOf(body.title) || t('missions.editor.untitled')}
        summary={textOf(body.summary)}
        art={body.art}
        goal={body.goal}
        categoryLabel={body.category ? t(`games.categories.${body.category}`) : null}
        gameName={body.gameCode}
        status={status}
        startsAt={body.startsAt}
        endsAt={body.endsAt}
        progress={progress}
        tiers={tiers}
        participants={participants}
        money={cash}
        text={text}
        language={language}
        renderClaim={() => (
          <Button size="sm" aria-disabled="true" tabIndex={-1} onClick={(event) => event.preventDefault()}>
            {t('missions.preview.claim')}
          </Button>
        )}
      />
      <div className="flex flex-col gap-1 rounded-lg border border-line bg-surface-2/40 p-3">
        <label htmlFor={sliderId} className="flex justify-between gap-2 text-xs font-medium text-muted">
          <span>{t('missions.preview.progress')}</span>
          <span className="font-semibold text-fg tabular-nums">
            {goalValue(progress, { money: cash, language, goal: body.goal })}
          </span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={1000}
          value={Math.round(share * 1000)}
          onChange={(event) => setShare(Number(event.target.value) / 1000)}
          className="w-full accent-[var(--accent)]"
          data-testid="preview-progress"
        />
      </div>
    </figure>
  );
}
