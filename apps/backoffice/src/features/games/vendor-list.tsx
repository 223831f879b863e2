import type { TBoVendor } from '@tala/contract/backoffice/games';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useVendors } from './use-games.ts';
import { VendorDialog } from './vendor-dialog.tsx';

/** The merchant's vendors in the site's order; admin changes one through its dialog. */
export function VendorList({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const vendors = useVendors();
  const [editing, setEditing] = useState<TBoVendor | null>(null);
  const columns: TColumn<TBoVendor>[] = [
    {
      key: 'vendor',
      label: t('games.vendor'),
      primary: true,
      render: (v) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{v.displayName}</span>
          <span className="font-mono text-[11px] font-normal text-faint">{v.vassalage}</span>
        </span>
      ),
    },
    { key: 'category', label: t('games.category'), render: (v) => t(`games.categories.${v.category}`) },
    {
      key: 'wallet',
      label: t('games.walletMode'),
      render: (v) => (
        <Badge tone={v.walletMode === 'TRANSFER' ? 'info' : 'neutral'}>
          {t(`games.walletModes.${v.walletMode}`)}
        </Badge>
      ),
    },
    {
      key: 'provider',
      label: t('games.provider'),
      render: (v) =>
        v.providerCode ? (
          <span className="font-mono text-xs">{v.providerCode}</span>
        ) : (
          <span className="text-faint">{t('games.noProvider')}</span>
        ),
    },
    {
      key: 'status',
      label: t('games.status'),
      render: (v) => (
        <span data-testid={`vendor-status-badge-${v.vassalage}`}>
          <StatusBadge status={v.status} />
        </span>
      ),
    },
    {
      key: 'hot',
      label: t('games.hot'),
      render: (v) =>
        v.isHot ? <Badge tone="danger">{t('games.hot')}</Badge> : <span className="text-faint">—</span>,
    },
    { key: 'sort', label: t('games.sort'), align: 'right', render: (v) => <span>{v.sort}</span> },
    {
      key: 'games',
      label: t('games.games'),
      align: 'right',
      render: (v) => (
        <Link
          to={`/games/vendors/${v.id}`}
          className="font-semibold text-info hover:underline"
          data-testid={`vendor-games-${v.vassalage}`}
        >
          {v.gameCount}
        </Link>
      ),
    },
  ];
  return (
    <>
      <ErrorNote error={vendors.error} />
      <DataList
        rows={vendors.data?.vendors ?? []}
        columns={columns}
        rowKey={(v) => String(v.id)}
        empty={vendors.isPending ? '' : t('games.none')}
        testId="vendor-list"
        actions={
          editable
            ? {
                label: t('games.edit'),
                render: (v) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditing(v)}
                    data-testid={`vendor-edit-${v.vassalage}`}
                  >
                    {t('games.edit')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      {editing ? <VendorDialog vendor={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
