import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIcon } from '../../../components/form/field-icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { useCaptcha } from '../hooks/use-captcha.ts';

/** The captcha answer with its image; clicking the image fetches a new one (at most once a second). */
export function CaptchaField({
  captcha,
  error,
  registration,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('captcha')}
      placeholder={t('captcha_placeholder')}
      autoComplete="off"
      maxLength={12}
      required
      leading={<FieldIcon name="shield" />}
      error={error}
      data-testid="captcha-input"
      {...registration}
      trailing={
        <button
          type="button"
          onClick={() => void captcha.refresh()}
          title={t('captcha_refresh')}
          aria-label={t('captcha_refresh')}
          data-testid="captcha-image"
          className="-mr-1.5 h-8 w-24 shrink-0 overflow-hidden rounded-md border border-line bg-surface-3 text-[10px] text-faint"
        >
          {captcha.image && !captcha.failed ? (
            <img src={captcha.image} alt={t('captcha_image')} className="size-full object-cover" />
          ) : (
            t('captcha_refresh')
          )}
        </button>
      }
    />
  );
}
