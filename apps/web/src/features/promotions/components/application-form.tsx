import { APPLICATION_LIMITS } from '@tala/contract/promotions/promotion-rules';
import { PROMOTION_PATHS } from '@tala/contract/promotions/promotions';
import { Button } from '@tala/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** Why a chosen file cannot go (seed 001 §5: png or jpg only, at most 5 MB each, at most 3), or null. */
function fileProblem(file: File): 'type' | 'size' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > APPLICATION_LIMITS.imageBytes) return 'size';
  return null;
}

/** Object URLs for the chosen images' previews, revoked when they change or the form goes. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * The activity application (seed 001 §3, §5): a comment of at most 140 characters and up to 3 png or jpg images of
 * at most 5 MB, checked here as the server checks them, previewed, and sent with a progress bar.
 */
export function ApplicationForm({ promotionId, needsImage }: { promotionId: string; needsImage: boolean }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const previews = usePreviews(files);
  const add = (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])];
    const wrong = picked.map(fileProblem).find((reason) => reason !== null);
    if (wrong) return setProblem(t(`promo.apply.${wrong}`));
    if (files.length + picked.length > APPLICATION_LIMITS.images)
      return setProblem(t('promo.apply.count', { max: APPLICATION_LIMITS.images }));
    setProblem(null);
    setFiles([...files, ...picked]);
  };
  const submit = async () => {
    if (needsImage && files.length === 0) return setProblem(t('promo.apply.needImage'));
    const form = new FormData();
    form.append('id', promotionId);
    form.append('comment', comment.trim());
    for (const file of files) form.append('images', file, file.name);
    setError(null);
    setProgress(0);
    try {
      await uploadWithProgress(PROMOTION_PATHS.apply, form, setProgress);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['promotions'] }),
        queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
      ]);
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="space-y-3" data-testid="application-form">
      <div className="space-y-1">
        <label htmlFor={`${fieldId}-comment`} className="text-sm font-semibold text-fg">
          {t('promo.apply.comment')}
        </label>
        <textarea
          id={`${fieldId}-comment`}
          value={comment}
          maxLength={APPLICATION_LIMITS.comment}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          className="w-full rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg outline-none focus:border-accent focus:ring-2 focus:ring-accent/25"
          data-testid="application-comment"
        />
        <p className="text-right text-xs text-muted tabular-nums">
          {comment.length} / {APPLICATION_LIMITS.comment}
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2" data-testid="application-previews">
        {previews.map((url, index) => (
          <div
            key={url}
            className="relative aspect-square overflow-hidden rounded-lg border border-line bg-surface-2"
          >
            <img
              src={url}
              alt={t('promo.apply.preview', { n: index + 1 })}
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => setFiles(files.filter((_, i) => i !== index))}
              className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-black/60 text-white"
              aria-label={t('promo.apply.remove', { n: index + 1 })}
            >
              <Icon name="close" className="size-4" />
            </button>
          </div>
        ))}
        {files.length < APPLICATION_LIMITS.images ? (
          <label className="grid aspect-square cursor-pointer place-items-center rounded-lg border border-dashed border-line bg-surface-2 text-center text-xs font-semibold text-muted hover:border-accent hover:text-fg">
            <span className="flex flex-col items-center gap-1 px-2">
              <Icon name="download" className="size-5 rotate-180" />
              {t('promo.apply.add')}
            </span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="sr-only"
              onChange={(event) => {
                add(event.target.files);
                event.target.value = '';
              }}
              data-testid="application-images"
            />
          </label>
        ) : null}
      </div>
      <p className="text-xs text-muted">{t('promo.apply.limits', { max: APPLICATION_LIMITS.images })}</p>
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="application-problem">
          {problem}
        </p>
      ) : null}
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={t('promo.apply.sending')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2 overflow-hidden rounded-full bg-surface-3"
        >
          <div className="h-full bg-accent transition-[width]" style={{ width: `${progress * 100}%` }} />
        </div>
      ) : null}
      <FormError error={error} />
      <Button
        size="lg"
        className="w-full"
        busy={progress !== null}
        onClick={() => void submit()}
        data-testid="application-submit"
      >
        {t('promo.apply.submit')}
      </Button>
    </div>
  );
}
