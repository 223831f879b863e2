import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { STAFF_ROLES, type TStaffEnrolmentLink, ZStaffInviteBody } from '@tala/contract/backoffice/staff';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { EnrolmentLink } from './enrolment-link.tsx';

type TForm = z.output<typeof ZStaffInviteBody>;

/** New staff: a name and a role; they choose their password and authenticator from the link shown after. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<TForm>({
    resolver: zodResolver(ZStaffInviteBody),
    defaultValues: { username: '', displayName: '', role: 'support' },
  });
  const invite = useMutation({
    mutationFn: (values: TForm) => api<TStaffEnrolmentLink>('POST', BO_PATHS.staff, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
  function close(next: boolean) {
    if (!next) {
      form.reset();
      invite.reset();
    }
    onOpenChange(next);
  }
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('staff.invite')}
      description={t('staff.inviteHint')}
      testId="invite-dialog"
    >
      {invite.data ? (
        <div className="flex flex-col gap-4">
          <EnrolmentLink link={invite.data} />
          <Button className="self-end" onClick={() => close(false)}>
            {t('common.done')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={form.handleSubmit((values) => invite.mutate(values))}
          noValidate
          className="flex flex-col gap-3"
        >
          <TextField
            label={t('staff.username')}
            autoComplete="off"
            hint={t('staff.usernameHint')}
            data-testid="invite-username"
            error={form.formState.errors.username ? t('staff.usernameHint') : undefined}
            {...form.register('username')}
          />
          <TextField
            label={t('staff.displayName')}
            autoComplete="off"
            data-testid="invite-display-name"
            {...form.register('displayName')}
          />
          <Select label={t('staff.role')} data-testid="invite-role" {...form.register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
          <ErrorNote error={invite.error} />
          <Button type="submit" busy={invite.isPending} className="self-end" data-testid="invite-submit">
            {t('staff.createLink')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
