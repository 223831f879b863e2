import type { TAuditEntry, ZAuditPage } from '@tala/contract/backoffice/audit';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { api, query } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';

type TPage = z.infer<typeof ZAuditPage>;
type TFilters = { staff: string; action: string; targetId: string; from: string; to: string };
const EMPTY: TFilters = { staff: '', action: '', targetId: '', from: '', to: '' };

function toIso(local: string): string | undefined {
  return local ? new Date(local).toISOString() : undefined;
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-faint">—</span>;
  return (
    <pre className="max-h-64 overflow-auto rounded-md bg-bg p-2 font-mono text-[11px] leading-relaxed whitespace-pre-wrap text-muted">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

function hasDiff(entry: TAuditEntry): boolean {
  return entry.before !== null || entry.after !== null;
}

function Diff({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="min-w-0">
        <div className="mb-1 text-[11px] font-semibold text-faint uppercase">{t('audit.before')}</div>
        <Json value={entry.before} />
      </div>
      <div className="min-w-0">
        <div className="mb-1 text-[11px] font-semibold text-faint uppercase">{t('audit.after')}</div>
        <Json value={entry.after} />
      </div>
    </div>
  );
}

function useAuditColumns(): TColumn<TAuditEntry>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'action',
      label: t('audit.action'),
      primary: true,
      render: (entry) => <Badge tone="info">{entry.action}</Badge>,
    },
    {
      key: 'when',
      label: t('audit.when'),
      render: (entry) => <span className="tabular text-muted">{dateTime(entry.at)}</span>,
    },
    {
      key: 'staff',
      label: t('audit.staff'),
      render: (entry) => <span className="font-semibold">{entry.staff}</span>,
    },
    {
      key: 'target',
      label: t('audit.target'),
      render: (entry) => (
        <span className="text-muted">
          {entry.targetType} <span className="font-mono break-all text-fg">{entry.targetId}</span>
        </span>
      ),
    },
    {
      key: 'ip',
      label: t('audit.ip'),
      render: (entry) => <span className="tabular font-mono text-[11px] text-faint">{entry.ip ?? '—'}</span>,
    },
  ];
}

/**
 * Which entries show their before/after diff. Kept here, not per row, because DataList renders each
 * entry twice (table and card) and both must open together.
 */
function useOpenEntries() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { isOpen: (id: string) => open.has(id), toggle };
}

function AuditList({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation();
  const columns = useAuditColumns();
  const { isOpen, toggle } = useOpenEntries();
  return (
    <DataList
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty={t('audit.none')}
      testId="audit-log"
      actions={{
        label: t('audit.changes'),
        render: (entry) =>
          hasDiff(entry) ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => toggle(entry.id)}
              aria-expanded={isOpen(entry.id)}
            >
              {t(isOpen(entry.id) ? 'audit.hide' : 'audit.changes')}
            </Button>
          ) : null,
      }}
      detail={(entry) => (isOpen(entry.id) ? <Diff entry={entry} /> : null)}
    />
  );
}

export function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TFilters>(EMPTY);
  const [filters, setFilters] = useState<TFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () =>
      api<TPage>(
        'GET',
        `${BO_PATHS.audit}${query({ ...filters, from: toIso(filters.from), to: toIso(filters.to), page, pageSize: 25 })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const field = (key: keyof TFilters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <div>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Card padded={false}>
        <form
          className="grid grid-cols-2 gap-2 border-b border-line p-3 md:grid-cols-6"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
            setPage(1);
          }}
        >
          <TextField label={t('audit.staff')} maxLength={32} {...field('staff')} />
          <TextField label={t('audit.action')} maxLength={60} placeholder="settings." {...field('action')} />
          <TextField label={t('audit.target')} maxLength={80} {...field('targetId')} />
          <TextField label={t('audit.from')} type="datetime-local" {...field('from')} />
          <TextField label={t('audit.to')} type="datetime-local" {...field('to')} />
          <div className="col-span-2 flex items-end gap-2 md:col-span-1">
            <Button type="submit" variant="secondary" className="flex-1">
              {t('common.filter')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(EMPTY);
                setFilters(EMPTY);
                setPage(1);
              }}
            >
              {t('common.clear')}
            </Button>
          </div>
        </form>
        <ErrorNote error={log.error} />
        {log.data ? <AuditList entries={log.data.list} /> : null}
        {log.data ? (
          <Pager
            page={log.data.page}
            totalPages={log.data.totalPages}
            total={log.data.total}
            onChange={setPage}
          />
        ) : null}
      </Card>
    </div>
  );
}
