import { MISSION_STATUSES, type TBoMission, type TMissionStatus } from '@tala/contract/backoffice/missions';
import { Button } from '@tala/ui/button';
import { MissionArt } from '@tala/ui/missions/mission-art';
import { pointsText } from '@tala/ui/missions/mission-figures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, money } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { MissionBoardDialog } from './mission-board-dialog.tsx';
import { blankMissionDraft, hasStarted, missionDraftOf, type TMissionDraft } from './mission-draft.ts';
import { MissionEditor } from './mission-editor.tsx';
import { useMerchantFacts, useMissionList, useMissionStatus } from './use-missions.ts';

const SHOWN_TONE = {
  DRAFT: 'neutral',
  PAUSED: 'warning',
  SCHEDULED: 'info',
  RUNNING: 'success',
  ENDED: 'neutral',
} as const;
type TShown = keyof typeof SHOWN_TONE;

/** Staff's status as players meet it: a live mission before its start is scheduled, after its end ended. */
function shownStatus(mission: TBoMission, now: number): TShown {
  if (mission.status !== 'LIVE') return mission.status;
  if (now < Date.parse(mission.startsAt)) return 'SCHEDULED';
  return now >= Date.parse(mission.endsAt) ? 'ENDED' : 'RUNNING';
}

function periodText(mission: TBoMission, timeZone: string | undefined, lang: string): string {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return format.formatRange(new Date(mission.startsAt), new Date(mission.endsAt));
}

/** Draft, live or paused: the current one pressed; the server refuses a change it does not allow, in words. */
function StatusSwitch({ mission }: { mission: TBoMission }) {
  const { t } = useTranslation();
  const status = useMissionStatus();
  const pick = (next: TMissionStatus) => status.mutate({ id: mission.id, status: next });
  return (
    <div className="flex flex-col items-end gap-1">
      <fieldset className="inline-flex rounded-md bg-surface-2 p-0.5" data-testid="mission-status-switch">
        <legend className="sr-only">{t('missions.status')}</legend>
        {MISSION_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mission.status === value}
            disabled={status.isPending}
            onClick={() => mission.status !== value && pick(value)}
            data-testid={`mission-set-${value}`}
            className={`rounded px-2 py-1 text-[11px] font-semibold whitespace-nowrap disabled:opacity-60 ${
              mission.status === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'
            }`}
          >
            {t(`missions.setStatus.${value}`)}
          </button>
        ))}
      </fieldset>
      {status.error ? (
        <p
          role="alert"
          className="max-w-64 text-right text-[11px] text-danger"
          data-testid="mission-status-error"
        >
          {status.error.message}
        </p>
      ) : null}
    </div>
  );
}

function useColumns(timeZone: string | undefined, currency: string): TColumn<TBoMission>[] {
  const { t, i18n } = useTranslation();
  const textOf = useTextPicker();
  const now = Date.now();
  return [
    {
      key: 'mission',
      label: t('missions.mission'),
      primary: true,
      render: (mission) => (
        <span className="flex min-w-0 items-center gap-2.5">
          <MissionArt art={mission.art} className="size-9 shrink-0" />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="truncate font-semibold md:max-w-60" data-testid="mission-name">
              {textOf(mission.title)}
            </span>
            <LanguageCoverage text={mission.title} />
          </span>
        </span>
      ),
    },
    {
      key: 'goal',
      label: t('missions.goal'),
      render: (mission) => (
        <span className="flex flex-col items-end gap-0.5 md:items-start">
          <span>{t(`missions.goals.${mission.goal}`)}</span>
          <span className="text-xs text-muted">
            {mission.goal === 'DEPOSIT'
              ? t('missions.allCategories')
              : [
                  mission.category ? t(`games.categories.${mission.category}`) : t('missions.allCategories'),
                  mission.gameCode,
                ]
                  .filter(Boolean)
                  .join(' · ')}
            {` · ${t('missions.tierCount', { count: mission.tiers.length })}`}
          </span>
        </span>
      ),
    },
    {
      key: 'status',
      label: t('missions.status'),
      render: (mission) => {
        const shown = shownStatus(mission, now);
        return (
          <span data-testid="mission-status">
            <Badge tone={SHOWN_TONE[shown]}>{t(`missions.shown.${shown}`)}</Badge>
          </span>
        );
      },
    },
    {
      key: 'period',
      label: t('missions.period'),
      render: (mission) => (
        <span className="text-xs tabular-nums">{periodText(mission, timeZone, i18n.language)}</span>
      ),
    },
    {
      key: 'participants',
      label: t('missions.participants'),
      align: 'right',
      render: (mission) => <span className="tabular-nums">{count(mission.participants)}</span>,
    },
    {
      key: 'paid',
      label: t('missions.paid'),
      align: 'right',
      render: (mission) => (
        <span
          className="flex flex-col items-end gap-0.5 whitespace-nowrap tabular-nums"
          data-testid="mission-paid"
        >
          <span>{money(mission.paidCash, currency)}</span>
          <span className="text-xs text-muted">
            {t('missions.points', { points: pointsText(mission.paidPoints, i18n.language) })}
          </span>
          {mission.paidBonus !== '0.00' ? (
            <span className="text-xs text-muted">
              {t('missions.paidBonus', { amount: money(mission.paidBonus, currency) })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
}

/**
 * Missions (issue 14 §2 and §6, decision 058): every mission with its status as players meet it, its period on the
 * merchant's clock, how many take part and what was paid; admins create and edit them beside a live preview, set
 * them draft, live or paused, and everyone can read a mission's board.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const editable = me.data ? can(me.data, 'missions.edit') : false;
  const list = useMissionList();
  const { timeZone, currency } = useMerchantFacts();
  const columns = useColumns(timeZone, currency);
  const [editing, setEditing] = useState<{
    id: string | null;
    draft: TMissionDraft;
    locked: boolean;
    participants: number;
  } | null>(null);
  const [board, setBoard] = useState<TBoMission | null>(null);
  const missions = list.data?.list ?? [];
  const nextSort = Math.min(
    10_000,
    missions.reduce((last, mission) => Math.max(last, mission.sort + 10), 0),
  );
  return (
    <div>
      <PageHeader
        title={t('missions.title')}
        subtitle={t('missions.subtitle', { zone: timeZone ?? '' })}
        actions={
          editable && timeZone ? (
            <Button
              size="sm"
              onClick={() =>
                setEditing({
                  id: null,
                  draft: blankMissionDraft(timeZone, nextSort),
                  locked: false,
                  participants: 0,
                })
              }
              data-testid="add-mission"
            >
              {t('missions.add')}
            </Button>
          ) : null
        }
      />
      <Card title={t('missions.list')} padded={false}>
        <ErrorNote error={list.error} />
        {list.data ? (
          <DataList
            rows={missions}
            columns={columns}
            rowKey={(mission) => mission.id}
            empty={t('missions.none')}
            testId="missions-table"
            actions={{
              label: t('missions.actions'),
              render: (mission) => (
                <div
                  className="flex flex-wrap items-center justify-end gap-1.5"
                  data-testid={`mission-row-${mission.id}`}
                >
                  {editable ? <StatusSwitch mission={mission} /> : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setBoard(mission)}
                    data-testid="mission-board-open"
                  >
                    {t('missions.boardButton')}
                  </Button>
                  {editable && timeZone ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        setEditing({
                          id: mission.id,
                          draft: missionDraftOf(mission, timeZone),
                          locked: hasStarted(mission, Date.now()),
                          participants: mission.participants,
                        })
                      }
                      data-testid="edit-mission"
                    >
                      {t('common.edit')}
                    </Button>
                  ) : null}
                </div>
              ),
            }}
          />
        ) : null}
      </Card>
      {editing && timeZone ? (
        <MissionEditor
          id={editing.id}
          initial={editing.draft}
          locked={editing.locked}
          participants={editing.participants}
          timeZone={timeZone}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {board ? (
        <MissionBoardDialog mission={board} currency={currency} onClose={() => setBoard(null)} />
      ) : null}
    </div>
  );
}
