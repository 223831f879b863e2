import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../art/ui-icons.tsx';

/** Copies a value to the clipboard and says so for two seconds (its words: the member namespace, both centres load it). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation('member');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('copy.label', { what: label })}
      data-testid={testId}
      className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-xs font-semibold transition-colors ${copied ? 'border-success/50 bg-success/10 text-success' : 'border-line bg-surface-2 text-fg hover:bg-surface-3'}`}
    >
      <Icon name={copied ? 'check' : 'ticket'} className="size-3.5" />
      {copied ? t('copy.done') : t('copy.action')}
    </button>
  );
}
