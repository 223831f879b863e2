import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TTextFieldProps } from '../../../components/ui/text-field.tsx';
import { FieldIcon } from './field-icons.tsx';

/** A username input: never auto-capitalised, so what the member types is what the server sees. */
export const UsernameField = forwardRef<
  HTMLInputElement,
  Omit<TTextFieldProps, 'label' | 'placeholder' | 'autoComplete' | 'autoCapitalize' | 'leading'>
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
