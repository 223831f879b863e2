import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/art/ui-icons.tsx';

/** The status call failed (network): say so and offer a retry. */
export function BootError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-4">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-danger/15 text-danger">
          <Icon name="refresh" className="size-8" />
        </span>
        <h1 className="text-lg font-bold text-fg">{t('networkError')}</h1>
        <Button onClick={onRetry} busy={retrying} defaultAction>
          {t('retry')}
        </Button>
      </div>
    </main>
  );
}
