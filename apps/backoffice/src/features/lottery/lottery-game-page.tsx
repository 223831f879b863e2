import { LOTTERY_RESULT_SOURCES, type TLotteryAdminGame } from '@tala/contract/lottery/lottery-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { can, useMe } from '../../lib/session.ts';
import { Issues } from './issues.tsx';
import { GameStatusBadge, SourceBadge } from './lottery-badges.tsx';
import { scheduleText } from './lottery-format.ts';
import { PlayTypes } from './play-types.tsx';
import { Results } from './results.tsx';
import { useLotteryGame, useSaveSource, useSaveStatus } from './use-lottery.ts';

const TABS = ['playTypes', 'issues', 'results'] as const;
type TTab = (typeof TABS)[number];

/** Status and results source of a game: admins change them in place, others see them. */
function GameControls({ game, editable }: { game: TLotteryAdminGame; editable: boolean }) {
  const { t } = useTranslation();
  const status = useSaveStatus(game.gameId);
  const source = useSaveSource(game.gameId);
  if (!editable) {
    return (
      <>
        <GameStatusBadge enabled={game.enabled} />
        <SourceBadge game={game} />
      </>
    );
  }
  const options = LOTTERY_RESULT_SOURCES.flatMap((value) =>
    value === 'feed'
      ? game.feeds.map((feed) => ({ value: `feed:${feed}`, label: `${t('lottery.sources.feed')} · ${feed}` }))
      : [{ value, label: t(`lottery.sources.${value}`) }],
  );
  const current = game.resultsSource === 'feed' ? `feed:${game.resultsFeed}` : game.resultsSource;
  return (
    <>
      <span className="flex items-center gap-2 rounded-md border border-line bg-surface px-2.5 py-1.5 text-xs font-medium text-fg">
        {t('lottery.open')}
        <Toggle
          label={t('lottery.open')}
          checked={game.enabled}
          disabled={status.isPending}
          onChange={(enabled) => status.mutate(enabled)}
          testId="game-enabled"
        />
      </span>
      <label className="flex items-center gap-2 text-xs font-medium text-muted">
        {t('lottery.source')}
        <select
          value={current}
          disabled={source.isPending}
          onChange={(event) => {
            const [kind, feed] = event.target.value.split(':');
            source.mutate({ source: kind as TLotteryAdminGame['resultsSource'], feed: feed ?? null });
          }}
          className="h-8 rounded-md border border-line bg-surface-2 px-2 text-xs text-fg"
          data-testid="game-source"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <ErrorNote error={status.error ?? source.error} />
    </>
  );
}

/** One lottery game: its play types with odds and limits, its issues, and its official results. */
export function LotteryGamePage() {
  const { t } = useTranslation();
  const me = useMe();
  const { gameId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((value) => value === params.get('tab')) ?? 'playTypes';
  const loaded = useLotteryGame(gameId);
  const currency = me.data?.merchant.currency ?? '';
  const game = loaded.data?.game;
  return (
    <div>
      <Link to="/lottery" className="mb-2 inline-flex items-center gap-1 text-xs text-muted hover:text-fg">
        <Icon name="back" className="size-3.5" />
        {t('lottery.back')}
      </Link>
      <PageHeader
        title={game ? t(`lottery.families.${game.family}`) : t('lottery.title')}
        subtitle={game ? `${game.gameId} · ${scheduleText(t, game.schedule)} · ${game.timeZone}` : undefined}
        actions={game ? <GameControls game={game} editable={can(me.data, 'lottery.edit')} /> : null}
      />
      <ErrorNote error={loaded.error} />
      {loaded.data && game ? (
        <Card padded={false}>
          <div className="flex border-b border-line p-2">
            <SegmentTabs
              values={TABS}
              value={tab}
              onChange={(value) => setParams(value === 'playTypes' ? {} : { tab: value })}
              labelOf={(value) => t(`lottery.gameTabs.${value}`)}
              label={t('lottery.title')}
              testIdPrefix="game-tab-"
            />
          </div>
          {tab === 'playTypes' ? (
            <PlayTypes
              gameId={gameId}
              family={game.family}
              terms={loaded.data.terms}
              currency={currency}
              editable={can(me.data, 'lottery.edit')}
            />
          ) : tab === 'issues' ? (
            <Issues gameId={gameId} currency={currency} canCancel={can(me.data, 'lottery.cancel')} />
          ) : (
            <Results game={game} canEnter={can(me.data, 'lottery.results')} />
          )}
        </Card>
      ) : null}
    </div>
  );
}
