import type { TStaffEnrolmentLink } from '@tala/contract/backoffice/staff';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons.tsx';
import { dateTime } from '../../lib/format.ts';

/** A fresh enrolment link, shown this once: the admin copies it and hands it over a trusted channel. */
export function EnrolmentLink({ link }: { link: TStaffEnrolmentLink }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(link.enrolmentUrl).catch(() => null);
    setCopied(true);
  }
  return (
    <div className="flex flex-col gap-3" data-testid="enrolment-link">
      <p className="text-sm text-fg">
        {t('staff.linkFor', { name: link.staff.displayName || link.staff.username })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="enrolment-url" className="sr-only">
          {t('staff.link')}
        </label>
        <input
          id="enrolment-url"
          readOnly
          value={link.enrolmentUrl}
          data-testid="enrolment-url"
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-line bg-surface-2 px-3 font-mono text-xs text-fg"
        />
        <Button variant="secondary" onClick={copy} data-testid="enrolment-copy">
          <Icon name="copy" />
          {copied ? t('staff.copied') : t('staff.copy')}
        </Button>
      </div>
      <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-xs text-fg">
        {t('staff.linkNote', { time: dateTime(link.expiresAt) })}
      </p>
    </div>
  );
}
