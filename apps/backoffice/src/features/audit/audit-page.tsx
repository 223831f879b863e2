import type { TAuditEntry, ZAuditPage } from '@tala/contract/backoffice/audit';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, TABLE } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Pager } from '../../components/ui/pager.tsx';
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

function Row({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hasDiff = entry.before !== null || entry.after !== null;
  return (
    <Fragment>
      <tr className={TABLE.row}>
        <td className={`${TABLE.td} tabular text-muted`}>{dateTime(entry.at)}</td>
        <td className={`${TABLE.td} font-semibold`}>{entry.staff}</td>
        <td className={TABLE.td}>
          <Badge tone="info">{entry.action}</Badge>
        </td>
        <td className={`${TABLE.td} text-muted`}>
          {entry.targetType} <span className="font-mono text-fg">{entry.targetId}</span>
        </td>
        <td className={`${TABLE.td} tabular font-mono text-[11px] text-faint`}>{entry.ip ?? '—'}</td>
        <td className={`${TABLE.td} text-right`}>
          {hasDiff ? (
            <Button size="sm" variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open}>
              {t(open ? 'audit.hide' : 'audit.changes')}
            </Button>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={6} className="border-b border-line/60 bg-surface-2/40 px-3 py-3">
            <div className="grid gap-3 md:grid-cols-2">
              <div>
                <div className="mb-1 text-[11px] font-semibold text-faint uppercase">{t('audit.before')}</div>
                <Json value={entry.before} />
              </div>
              <div>
                <div className="mb-1 text-[11px] font-semibold text-faint uppercase">{t('audit.after')}</div>
                <Json value={entry.after} />
              </div>
            </div>
          </td>
        </tr>
      ) : null}
    </Fragment>
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
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead>
              <tr>
                <th className={TABLE.th}>{t('audit.when')}</th>
                <th className={TABLE.th}>{t('audit.staff')}</th>
                <th className={TABLE.th}>{t('audit.action')}</th>
                <th className={TABLE.th}>{t('audit.target')}</th>
                <th className={TABLE.th}>{t('audit.ip')}</th>
                <th className={TABLE.th} />
              </tr>
            </thead>
            <tbody>
              {log.data?.list.map((entry) => (
                <Row key={entry.id} entry={entry} />
              ))}
              {log.data && log.data.list.length === 0 ? (
                <EmptyRow colSpan={6} text={t('audit.none')} />
              ) : null}
            </tbody>
          </table>
        </div>
        {log.data ? (
          <Pager
            page={log.data.page}
            totalPages={log.data.totalPages}
            total={log.data.total}
            onPage={setPage}
          />
        ) : null}
      </Card>
    </div>
  );
}
