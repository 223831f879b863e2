import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../art/ui-icons.tsx';
import { TextField, type TTextFieldProps } from '../ui/text-field.tsx';
import { FieldIcon } from './field-icons.tsx';

/** A password input with a show/hide toggle; the value never leaves the form. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TTextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('auth');
    const [shown, setShown] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={shown ? 'text' : 'password'}
        leading={<FieldIcon name="lock" />}
        trailing={
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? t('hide_password') : t('show_password')}
            aria-pressed={shown}
            className="-mr-1 rounded-md p-1 text-faint hover:text-fg"
          >
            <EyeIcon off={!shown} />
          </button>
        }
      />
    );
  },
);
