import type { TLotteryAdminGame, TLotteryAdminIssueState } from '@tala/contract/lottery/lottery-admin';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const ISSUE_TONE = {
  SCHEDULED: 'neutral',
  OPEN: 'success',
  CLOSED: 'warning',
  DRAWN: 'info',
  SETTLED: 'neutral',
  CANCELLED: 'danger',
} as const;

export function IssueStateBadge({ state }: { state: TLotteryAdminIssueState }) {
  const { t } = useTranslation();
  return <Badge tone={ISSUE_TONE[state]}>{t(`lottery.issueStates.${state}`)}</Badge>;
}

export function GameStatusBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={enabled ? 'success' : 'warning'}>
      {t(enabled ? 'lottery.enabled' : 'lottery.suspended')}
    </Badge>
  );
}

const SOURCE_TONE = { house: 'neutral', manual: 'brand', feed: 'info' } as const;

export function SourceBadge({ game }: { game: Pick<TLotteryAdminGame, 'resultsSource' | 'resultsFeed'> }) {
  const { t } = useTranslation();
  return (
    <Badge tone={SOURCE_TONE[game.resultsSource]}>
      {t(`lottery.sources.${game.resultsSource}`)}
      {game.resultsFeed ? ` · ${game.resultsFeed}` : ''}
    </Badge>
  );
}
