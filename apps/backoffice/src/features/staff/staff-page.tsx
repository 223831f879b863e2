import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TStaffAccount, TStaffEnrolmentLink, TStaffList } from '@tala/contract/backoffice/staff';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { api } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { EnrolmentLink } from './enrolment-link.tsx';
import { InviteDialog } from './invite-dialog.tsx';

function SignInState({ staff }: { staff: TStaffAccount }) {
  const { t } = useTranslation();
  if (staff.status === 'DISABLED') return <Badge>{t('staff.disabled')}</Badge>;
  if (staff.enrolled) return <Badge tone="success">{t('staff.enrolled')}</Badge>;
  if (staff.enrolmentExpiresAt)
    return (
      <Badge tone="warning">{t('staff.linkPending', { time: dateTime(staff.enrolmentExpiresAt) })}</Badge>
    );
  return <Badge>{t('staff.notEnrolled')}</Badge>;
}

function useStaffColumns(): TColumn<TStaffAccount>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'username',
      label: t('staff.username'),
      primary: true,
      render: (staff) => (
        <span className="flex flex-col">
          <span className="font-semibold text-fg" data-testid={`staff-${staff.username}`}>
            {staff.username}
          </span>
          {staff.displayName && staff.displayName !== staff.username ? (
            <span className="text-xs text-muted">{staff.displayName}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'role',
      label: t('staff.role'),
      render: (staff) => <span className="text-muted">{t(`roles.${staff.role}`)}</span>,
    },
    { key: 'signIn', label: t('staff.signIn'), render: (staff) => <SignInState staff={staff} /> },
    {
      key: 'lastLogin',
      label: t('staff.lastLogin'),
      render: (staff) => <span className="tabular text-muted">{dateTime(staff.lastLoginAt)}</span>,
    },
  ];
}

/** A new link for someone who lost their authenticator or let an invitation expire, confirmed first. */
function NewLinkDialog({ staff, onClose }: { staff: TStaffAccount | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const issue = useMutation({
    mutationFn: (id: string) => api<TStaffEnrolmentLink>('POST', boPath(BO_PATHS.staffEnrolment, { id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
  function close() {
    issue.reset();
    onClose();
  }
  return (
    <Modal
      open={staff !== null}
      onOpenChange={(open) => (open ? null : close())}
      title={t('staff.newLink')}
      testId="new-link-dialog"
    >
      {issue.data ? (
        <div className="flex flex-col gap-4">
          <EnrolmentLink link={issue.data} />
          <Button className="self-end" onClick={close}>
            {t('common.done')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg">{t('staff.newLinkWarning', { name: staff?.username ?? '' })}</p>
          <ErrorNote error={issue.error} />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              busy={issue.isPending}
              onClick={() => staff && issue.mutate(staff.id)}
              data-testid="new-link-confirm"
            >
              {t('staff.createLink')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** The admin's list of back-office staff: who can sign in, and links for those who cannot yet. */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [inviting, setInviting] = useState(false);
  const [relinking, setRelinking] = useState<TStaffAccount | null>(null);
  const list = useQuery({ queryKey: ['staff'], queryFn: () => api<TStaffList>('GET', BO_PATHS.staff) });
  const columns = useStaffColumns();
  const mayManage = can(me.data, 'staff.manage');
  return (
    <div>
      <PageHeader
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        actions={
          mayManage ? (
            <Button onClick={() => setInviting(true)} data-testid="invite-open">
              {t('staff.invite')}
            </Button>
          ) : null
        }
      />
      <ErrorNote error={list.error} />
      <Card padded={false}>
        {list.data ? (
          <DataList
            rows={list.data.list}
            columns={columns}
            rowKey={(staff) => staff.id}
            empty={t('staff.none')}
            testId="staff-table"
            actions={
              mayManage
                ? {
                    label: t('staff.actions'),
                    render: (staff) => (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setRelinking(staff)}
                        data-testid={`new-link-${staff.username}`}
                      >
                        {t('staff.newLink')}
                      </Button>
                    ),
                  }
                : undefined
            }
          />
        ) : null}
      </Card>
      {mayManage ? <InviteDialog open={inviting} onOpenChange={setInviting} /> : null}
      {mayManage ? <NewLinkDialog staff={relinking} onClose={() => setRelinking(null)} /> : null}
    </div>
  );
}
