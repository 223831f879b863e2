import type { TContractKind, TGivenContractRow, TMyContracts } from '@tala/contract/agent/contracts';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useContractAction } from '../api/contract-mutations.ts';
import { useGivenContracts } from '../api/contract-queries.ts';
import { ConfirmAction } from '../components/confirm-action.tsx';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';
import { DownlineRow } from './downline-row.tsx';
import { OfferDialog, type TOfferTarget } from './offer-dialog.tsx';

/**
 * The contracts of a kind I gave my direct downline agents (issue 12 §2.9–12), paged: where each stands, its
 * terms in a line, and what I can do — offer (new terms), withdraw an offer still waiting, end an active one.
 * `offerTo`: a member to open the offer for at once (team management's "Offer contract").
 */
export function DownlineContracts({
  kind,
  mine,
  offerTo,
}: {
  kind: TContractKind;
  mine: TMyContracts;
  offerTo: TOfferTarget | null;
}) {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const given = useGivenContracts(kind, page, true);
  const action = useContractAction();
  const [offering, setOffering] = useState<TOfferTarget | null>(offerTo);
  const [ending, setEnding] = useState<TGivenContractRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = given.data;
  function withdraw(row: TGivenContractRow) {
    if (!row.offer) return;
    setDone(null);
    action.mutate(
      { id: row.offer.id, action: 'withdraw' },
      { onSuccess: () => setDone(t('given.withdrawn', { name: row.member.username })) },
    );
  }
  function terminate() {
    const row = ending;
    if (!row?.current) return;
    action.mutate(
      { id: row.current.id, action: 'terminate' },
      {
        onSuccess: () => setDone(t('given.terminated', { name: row.member.username })),
        onSettled: () => setEnding(null),
      },
    );
  }
  return (
    <div className="space-y-4" data-testid="contract-given">
      <p className="text-sm text-muted">{t('given.intro')}</p>
      <FormSuccess text={done} />
      <FormError error={action.error} />
      {given.isError ? <QueryError error={given.error} onRetry={() => void given.refetch()} /> : null}
      {data && data.list.length > 0 ? (
        <div className={`space-y-3 transition-opacity ${given.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ul className="grid gap-3" data-testid="given-rows">
            {data.list.map((row) => (
              <DownlineRow
                key={row.member.id}
                row={row}
                busy={action.isPending && action.variables?.id === row.offer?.id}
                onOffer={() => {
                  setDone(null);
                  setOffering({ id: row.member.id, username: row.member.username });
                }}
                onWithdraw={() => withdraw(row)}
                onTerminate={() => setEnding(row)}
              />
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} onChange={setPage} />
        </div>
      ) : data ? (
        <EmptyState icon="users" title={t('given.empty')} body={t('given.emptyBody')} />
      ) : given.isPending ? (
        <ListSkeleton rows={3} />
      ) : null}
      <OfferDialog
        target={offering}
        mine={mine}
        onClose={() => setOffering(null)}
        onSent={(target) => {
          setOffering(null);
          setDone(t('given.offered', { name: target.username }));
        }}
      />
      <ConfirmAction
        open={ending !== null}
        title={t('given.terminateTitle', { name: ending?.member.username ?? '' })}
        body={t('given.terminateBody', { name: ending?.member.username ?? '' })}
        confirmText={t('contracts.terminate')}
        busy={action.isPending}
        onConfirm={terminate}
        onCancel={() => setEnding(null)}
      />
    </div>
  );
}
