import { ZProfileUpdate } from '@tala/contract/security/profile';
import { Button } from '@tala/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/centre/form-error.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateProfile } from '../api/security-api.ts';

const ZRealName = ZProfileUpdate.shape.realName.unwrap();

/**
 * The real name, set once (decision 006): it is the payee of every bank account, so it is asked for
 * exactly as the bank has it. Checked with the contract's rule before it is sent.
 */
export function RealNameForm() {
  const { t } = useTranslation('member');
  const save = useUpdateProfile();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const isValid = ZRealName.safeParse(name).success;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!isValid) return;
    await save.mutateAsync({ realName: name.trim() }).catch(() => null);
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      <TextField
        label={t('profile.fields.realName')}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={t('withdraw.checklist.realNameHint')}
        error={touched && !isValid ? t('withdraw.checklist.realNameRule') : undefined}
        data-testid="withdraw-real-name"
      />
      <FormError error={save.error} />
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending} data-testid="withdraw-real-name-save">
          {t('withdraw.checklist.realNameSave')}
        </Button>
      </div>
    </form>
  );
}
