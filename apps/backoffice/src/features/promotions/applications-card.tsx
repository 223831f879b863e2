import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoApplication } from '@tala/contract/backoffice/promotions';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceViewer, type TEvidence } from '../../components/evidence-viewer.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, ScrollTable, TABLE } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { useTextPicker } from '../../lib/default-language.ts';
import { dateTime, money } from '../../lib/format.ts';
import { PROMOTIONS_KEY } from './use-promotions.ts';

const KEY = ['promotion-applications'] as const;
/** An application has at most three images, by position. */
const IMAGE_SLOTS = [0, 1, 2] as const;
const STATE_TONE = { APPLYING: 'warning', REJECTED: 'danger', CLAIMED: 'success', PROCESS: 'info' } as const;

/**
 * Applications (issue 13 §3): the ones waiting, oldest first, with their comment and images (opened in the viewer),
 * then the last decided. Money staff approve (the reward is paid at once) or reject with the reason players read.
 */
export function ApplicationsCard({ canDecide, currency }: { canDecide: boolean; currency: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const textOf = useTextPicker();
  const [evidence, setEvidence] = useState<TEvidence | null>(null);
  const [rejecting, setRejecting] = useState<TBoApplication | null>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ list: TBoApplication[] }>('GET', BO_PATHS.promotionApplications),
  });
  const decide = useMutation({
    mutationFn: (input: { id: string; reason?: string }) =>
      input.reason === undefined
        ? api('POST', boPath(BO_PATHS.promotionApplicationApprove, { id: input.id }))
        : api('POST', boPath(BO_PATHS.promotionApplicationReject, { id: input.id }), {
            reason: input.reason,
          }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    },
  });
  return (
    <Card title={t('promotions.applications')} padded={false}>
      <ErrorNote error={list.error ?? decide.error} />
      <ScrollTable label={t('promotions.applications')}>
        <table className={TABLE.table}>
          <thead>
            <tr>
              <th className={TABLE.th}>{t('promotions.appliedAt')}</th>
              <th className={TABLE.th}>{t('promotions.player')}</th>
              <th className={TABLE.th}>{t('promotions.titleField')}</th>
              <th className={TABLE.th}>{t('promotions.comment')}</th>
              <th className={TABLE.th}>{t('promotions.images')}</th>
              <th className={TABLE.th}>{t('promotions.status')}</th>
              <th className={TABLE.th}>
                <span className="sr-only">{t('promotions.decide')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.list.map((item) => (
              <tr key={item.entryId} className={TABLE.row} data-testid="application-row">
                <td className={`${TABLE.td} tabular whitespace-nowrap text-muted`}>{dateTime(item.at)}</td>
                <td className={`${TABLE.td} font-medium`}>{item.username}</td>
                <td className={`${TABLE.td} max-w-56 truncate`}>{textOf(item.title)}</td>
                <td className={`${TABLE.td} max-w-72 text-muted`}>
                  <span className="line-clamp-2">{item.comment}</span>
                  {item.reason ? <span className="block text-xs text-danger">{item.reason}</span> : null}
                </td>
                <td className={TABLE.td}>
                  <div className="flex gap-1">
                    {IMAGE_SLOTS.slice(0, item.images).map((index) => (
                      <Button
                        key={index}
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          setEvidence({
                            title: t('promotions.imageOf', { n: index + 1, total: item.images }),
                            url: boPath(BO_PATHS.promotionApplicationImage, {
                              id: item.entryId,
                              index: String(index),
                            }),
                            player: item.username,
                          })
                        }
                        data-testid="application-image"
                      >
                        {index + 1}
                      </Button>
                    ))}
                  </div>
                </td>
                <td className={TABLE.td}>
                  <Badge tone={STATE_TONE[item.state as keyof typeof STATE_TONE] ?? 'neutral'}>
                    {t(`promotions.applicationStates.${item.state}`, { defaultValue: item.state })}
                  </Badge>
                </td>
                <td className={`${TABLE.td} text-right whitespace-nowrap`}>
                  {canDecide && item.state === 'APPLYING' ? (
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="success"
                        busy={decide.isPending && decide.variables?.id === item.entryId}
                        onClick={() => decide.mutate({ id: item.entryId })}
                        data-testid="application-approve"
                      >
                        {t('promotions.approve', { amount: item.amount ? money(item.amount, currency) : '' })}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setRejecting(item)}
                        data-testid="application-reject"
                      >
                        {t('promotions.reject')}
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
            {list.data && list.data.list.length === 0 ? (
              <EmptyRow colSpan={7} text={t('promotions.noApplications')} />
            ) : null}
          </tbody>
        </table>
      </ScrollTable>
      <EvidenceViewer evidence={evidence} onClose={() => setEvidence(null)} />
      {rejecting ? (
        <RejectDialog
          item={rejecting}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            decide.mutate({ id: rejecting.entryId, reason }, { onSuccess: () => setRejecting(null) })
          }
          busy={decide.isPending}
        />
      ) : null}
    </Card>
  );
}

function RejectDialog({
  item,
  onClose,
  onReject,
  busy,
}: {
  item: TBoApplication;
  onClose: () => void;
  onReject: (reason: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('promotions.rejectTitle')}
      description={t('promotions.rejectHint', { player: item.username })}
      testId="application-reject-dialog"
    >
      <div className="flex flex-col gap-3">
        <TextField
          label={t('promotions.reason')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          error={touched && trimmed === '' ? t('validation.required') : undefined}
          data-testid="application-reason"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            busy={busy}
            defaultAction
            onClick={() => {
              setTouched(true);
              if (trimmed) onReject(trimmed);
            }}
            data-testid="application-reject-confirm"
          >
            {t('promotions.reject')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
