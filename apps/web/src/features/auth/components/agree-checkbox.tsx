import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeModal } from '../../../lib/modal-store.ts';
import { Checkbox } from './checkbox.tsx';

/** "I am over {age} and accept the terms" — ticked by default (seed 000 §4), the terms article on /help. */
export function AgreeCheckbox({
  minAge,
  registration,
  error,
}: {
  minAge: number;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <Checkbox registration={registration} testId="register-agree" error={error}>
      {t('agree_age', { age: minAge })}{' '}
      <Link
        to="/help?topic=terms"
        onClick={() => closeModal()}
        className="font-medium text-accent hover:underline"
      >
        {t('terms_link')}
      </Link>
    </Checkbox>
  );
}
