import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverTextErrors, type TTextErrors } from '../lib/text-errors.ts';
import { ErrorNote, TABLE } from './ui/card.tsx';

/**
 * Saving a form of staff-written texts: the same checks as the server run first (every language's
 * problem shown at once), then the server's own field errors land on the same fields.
 */
export function useTextSave<T>(options: {
  validate: () => TTextErrors;
  save: () => Promise<T>;
  onSaved: (value: T) => unknown;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<TTextErrors>({});
  // Once a save was tried, the checks follow the typing (a fixed field loses its error at once); the server's own
  // field errors stay until the next save.
  const [tried, setTried] = useState(false);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: options.onSaved,
    onError: (error) => setErrors(serverTextErrors(error, t)),
  });
  const submit = () => {
    setTried(true);
    const found = options.validate();
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  /** The errors to show while typing: after a first try, the checks run again on every render. */
  const liveErrors = () => (tried ? { ...(mutation.isError ? errors : {}), ...options.validate() } : errors);
  return { errors, liveErrors, submit, mutation };
}

/** One titled part of an editor (with an optional line under the title), divided from the one before. */
export function EditorSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <div>
        <h3 className="text-sm font-semibold text-fg">{title}</h3>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The dialog around a content editor: title, the side-by-side hint, and Cancel / Save. */
export function EditorModal({
  title,
  testId,
  width = 1180,
  onClose,
  onSave,
  busy,
  error,
  children,
}: {
  title: string;
  testId: string;
  width?: number;
  onClose: () => void;
  onSave: () => void;
  busy: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('content.editorHint')}
      width={width}
      testId={testId}
    >
      <div className="flex flex-col gap-4">
        {children}
        <ErrorNote error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button busy={busy} onClick={onSave} data-testid="editor-save">
            {t('common.save')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** A list row's Edit (and Delete, after a confirmation) buttons. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={onEdit}>
        {t('common.edit')}
      </Button>
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-danger"
          onClick={() => window.confirm(t('notices.confirmDelete')) && onDelete()}
        >
          {t('common.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/** The header cell over the row actions: empty on screen, named for screen readers. */
export function ActionsHeader() {
  const { t } = useTranslation();
  return (
    <th className={TABLE.th}>
      <span className="sr-only">{t('common.edit')}</span>
    </th>
  );
}
