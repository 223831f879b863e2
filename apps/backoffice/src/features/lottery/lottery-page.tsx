import type { TLotteryAdminGame } from '@tala/contract/lottery/lottery-admin';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { SegmentTabs } from '../../components/ui/tabs.tsx';
import { dateTime } from '../../lib/format.ts';
import { CancelRequests } from './cancel-requests.tsx';
import { GameStatusBadge, IssueStateBadge, SourceBadge } from './lottery-badges.tsx';
import { scheduleText } from './lottery-format.ts';
import { useLotteryGames } from './use-lottery.ts';

const TABS = ['games', 'requests'] as const;

function CurrentIssue({ game }: { game: TLotteryAdminGame }) {
  if (!game.current) return <span className="text-faint">—</span>;
  return (
    <span className="flex flex-col items-end gap-0.5 md:items-start">
      <span className="flex items-center gap-1.5">
        <span className="font-mono text-xs">{game.current.issueNo}</span>
        <IssueStateBadge state={game.current.state} />
      </span>
      <span className="text-[11px] text-faint">{dateTime(game.current.drawsAt)}</span>
    </span>
  );
}

/** Issues past their draw without a result, and entered results waiting for a second person. */
function Waiting({ game }: { game: TLotteryAdminGame }) {
  const { t } = useTranslation();
  if (game.awaitingResult + game.pendingResults === 0) return <span className="text-faint">—</span>;
  return (
    <span className="flex flex-wrap justify-end gap-1 md:justify-start">
      {game.awaitingResult > 0 ? (
        <Badge tone="warning">{t('lottery.awaitingCount', { count: game.awaitingResult })}</Badge>
      ) : null}
      {game.pendingResults > 0 ? (
        <Badge tone="brand">{t('lottery.pendingCount', { count: game.pendingResults })}</Badge>
      ) : null}
    </span>
  );
}

function useGameColumns(): TColumn<TLotteryAdminGame>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'game',
      label: t('lottery.game'),
      primary: true,
      render: (game) => (
        <Link
          to={`/lottery/games/${game.gameId}`}
          className="flex min-w-0 flex-col hover:underline"
          data-testid={`lottery-game-${game.gameId}`}
        >
          <span className="font-semibold text-info">{t(`lottery.families.${game.family}`)}</span>
          <span className="font-mono text-[11px] font-normal text-faint">{game.gameId}</span>
        </Link>
      ),
    },
    {
      key: 'page',
      label: t('lottery.page'),
      render: (game) => <span className="font-mono text-xs">/{game.page}</span>,
    },
    {
      key: 'schedule',
      label: t('lottery.schedule.label'),
      render: (game) => (
        <span className="flex flex-col">
          <span>{scheduleText(t, game.schedule)}</span>
          <span className="text-[11px] text-faint">{game.timeZone}</span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('lottery.status'),
      render: (game) => <GameStatusBadge enabled={game.enabled} />,
    },
    { key: 'source', label: t('lottery.source'), render: (game) => <SourceBadge game={game} /> },
    {
      key: 'current',
      label: t('lottery.currentIssue'),
      render: (game) => <CurrentIssue game={game} />,
    },
    {
      key: 'waiting',
      label: t('lottery.waiting'),
      render: (game) => <Waiting game={game} />,
    },
  ];
}

/** The lottery games with their schedule, status and results source, and the requests waiting for a second person. */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'requests' ? 'requests' : 'games';
  const games = useLotteryGames();
  const columns = useGameColumns();
  return (
    <div>
      <PageHeader title={t('lottery.title')} subtitle={t('lottery.subtitle')} />
      <Card padded={false}>
        <div className="flex border-b border-line p-2">
          <SegmentTabs
            values={TABS}
            value={tab}
            onChange={(value) => setParams(value === 'games' ? {} : { tab: value })}
            labelOf={(value) => t(`lottery.tabs.${value}`)}
            label={t('lottery.title')}
            testIdPrefix="lottery-tab-"
          />
        </div>
        {tab === 'games' ? (
          <>
            <p className="border-b border-line px-4 py-2 text-xs text-muted">{t('lottery.houseNote')}</p>
            <ErrorNote error={games.error} />
            <DataList
              rows={games.data?.games ?? []}
              columns={columns}
              rowKey={(game) => game.gameId}
              empty={games.isPending ? '' : t('lottery.none')}
              testId="lottery-games"
            />
          </>
        ) : (
          <CancelRequests />
        )}
      </Card>
    </div>
  );
}
