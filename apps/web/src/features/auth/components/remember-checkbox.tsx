import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox.tsx';

/** "Remember me": keeps the username (or mobile) in a one-day cookie, never the password. */
export function RememberCheckbox({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('auth');
  return (
    <Checkbox registration={registration} testId="remember-me">
      {t('remember_me')}
    </Checkbox>
  );
}
