import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TTextFieldProps } from '../ui/text-field.tsx';
import { FieldIcon } from './field-icons.tsx';

/**
 * A username input: never auto-capitalised, so what the member types is what the server sees. Autofill
 * offers the member's own name and the placeholder asks for it, unless the form says otherwise (an agent
 * naming a new account).
 */
export const UsernameField = forwardRef<
  HTMLInputElement,
  Omit<TTextFieldProps, 'label' | 'autoCapitalize' | 'leading'>
>(function UsernameField(props, ref) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      ref={ref}
      label={t('username')}
      placeholder={t('username_placeholder')}
      autoComplete="username"
      autoCapitalize="none"
      leading={<FieldIcon name="user" />}
      {...props}
    />
  );
});
