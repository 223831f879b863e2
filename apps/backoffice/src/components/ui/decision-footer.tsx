import { Button, type TButtonProps } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from './card.tsx';
import { TextArea } from './field.tsx';

/**
 * The end of every four-eyes decision dialog (adjustments, lottery cancellations, member moves): the decider's
 * note, the server's refusal if any, then cancel and the decision itself.
 */
export function DecisionFooter({
  noteLabel,
  note,
  onNote,
  noteMaxLength,
  noteTestId,
  error,
  onCancel,
  confirm,
}: {
  noteLabel: string;
  note: string;
  onNote: (note: string) => void;
  noteMaxLength?: number;
  noteTestId?: string;
  error: unknown;
  onCancel: () => void;
  confirm: {
    label: string;
    variant: TButtonProps['variant'];
    busy: boolean;
    disabled?: boolean;
    onClick: () => void;
    testId: string;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextArea
        label={noteLabel}
        rows={2}
        maxLength={noteMaxLength}
        value={note}
        onChange={(event) => onNote(event.target.value)}
        className="[&_textarea]:font-sans [&_textarea]:text-sm"
        data-testid={noteTestId}
      />
      <ErrorNote error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          variant={confirm.variant}
          busy={confirm.busy}
          disabled={confirm.disabled}
          onClick={confirm.onClick}
          data-testid={confirm.testId}
        >
          {confirm.label}
        </Button>
      </div>
    </>
  );
}
