import type { TMission } from '@tala/contract/loyalty/missions';
import { formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { MissionCard } from '@tala/ui/missions/mission-card';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { MissionBoard } from './mission-board.tsx';
import { useMissionText } from './mission-text.ts';

/**
 * One mission in the list: the shared card with a claim button on each reached tier not yet paid, and (once the
 * mission has started) its leaderboard behind a toggle.
 */
export function MissionItem({
  mission,
  claimingTier,
  onClaim,
}: {
  mission: TMission;
  /** The tier of this mission being claimed now, if any. */
  claimingTier: number | null;
  onClaim: (tier: number) => void;
}) {
  const { t } = useTranslation('member');
  const { t: tShell } = useTranslation('shell');
  const symbol = useMoneySymbol();
  const money = (decimal: string) => formatMoney(decimal, symbol);
  const { text, language } = useMissionText();
  const [boardOpen, setBoardOpen] = useState(false);
  const boardId = useId();
  const footer =
    mission.status === 'U' ? null : (
      <div className="flex flex-col gap-3 border-t border-line pt-3">
        <button
          type="button"
          aria-expanded={boardOpen}
          aria-controls={boardId}
          onClick={() => setBoardOpen((open) => !open)}
          data-testid="mission-board-toggle"
          className="flex items-center justify-between gap-3 rounded-xl px-1 py-1 text-left text-sm font-semibold text-fg hover:text-accent"
        >
          <span className="flex items-center gap-2">
            <span className="grid size-8 place-items-center rounded-lg bg-accent/12 text-accent">
              <Icon name="trophy" className="size-4" />
            </span>
            {t(boardOpen ? 'missions.hideBoard' : 'missions.showBoard')}
          </span>
          <Icon
            name="chevron-down"
            className={`size-4 text-muted transition-transform ${boardOpen ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={boardId} hidden={!boardOpen}>
          {boardOpen ? (
            <MissionBoard id={mission.id} goal={mission.goal} size={mission.leaderboardSize} money={money} />
          ) : null}
        </div>
      </div>
    );
  return (
    <li data-testid={`mission-${mission.id}`}>
      <MissionCard
        title={mission.title}
        summary={mission.summary}
        art={mission.art}
        goal={mission.goal}
        categoryLabel={mission.category ? tShell(`nav.items.${mission.category}`) : null}
        gameName={mission.gameName}
        status={mission.status}
        startsAt={mission.startsAt}
        endsAt={mission.endsAt}
        progress={mission.progress}
        tiers={mission.tiers}
        participants={mission.participants}
        money={money}
        text={text}
        language={language}
        testId="mission-card"
        renderClaim={(tier) => (
          <Button
            size="sm"
            busy={claimingTier === tier.tier}
            disabled={claimingTier !== null}
            onClick={() => onClaim(tier.tier)}
            data-testid="tier-claim"
          >
            {t('missions.claim')}
          </Button>
        )}
        footer={footer}
      />
    </li>
  );
}
