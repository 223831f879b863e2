import { forwardRef, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { openCustomerService } from '../../../lib/customer-service.ts';
import { useServiceLinks } from '../hooks/use-service-links.ts';
import { QrPopover } from './qr-popover.tsx';

type TLayout = 'rail' | 'list';

const STYLES: Record<TLayout, string> = {
  rail: 'flex w-[60px] flex-col items-center gap-1 rounded-xl px-1 py-2.5 text-[11px] leading-tight font-medium text-muted transition-colors hover:bg-surface-2 hover:text-accent text-center',
  list: 'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg transition-colors hover:bg-surface-2',
};

const Entry = forwardRef<
  HTMLButtonElement,
  { layout: TLayout; icon: TIconName; label: string; onClick?: () => void; testId?: string }
>(function Entry({ layout, icon, label, testId, ...rest }, ref) {
  return (
    <button ref={ref} type="button" className={STYLES[layout]} data-testid={testId} {...rest}>
      <Icon name={icon} className={layout === 'rail' ? 'size-5' : 'size-5 text-accent'} />
      <span className={layout === 'rail' ? 'line-clamp-2 break-words' : ''}>{label}</span>
    </button>
  );
});

function ExternalEntry({
  layout,
  icon,
  label,
  href,
}: {
  layout: TLayout;
  icon: TIconName;
  label: string;
  href: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={STYLES[layout]}>
      <Icon name={icon} className={layout === 'rail' ? 'size-5' : 'size-5 text-accent'} />
      <span className={layout === 'rail' ? 'line-clamp-2 break-words' : ''}>{label}</span>
    </a>
  );
}

/**
 * The right side bar's entries (seed 000 §2): promotions, messaging app with QR, app downloads and
 * customer-service chat. Rendered as a floating rail on desktop and as a list in the phone drawer.
 */
export function ServiceLinks({ layout, extra }: { layout: TLayout; extra?: ReactNode }) {
  const { t } = useTranslation('shell');
  const links = useServiceLinks();
  const [chatFailed, setChatFailed] = useState(false);
  const startChat = async () => {
    if (!links.chat) return;
    setChatFailed(!(await openCustomerService(links.chat)));
  };
  return (
    <>
      <Link to="/promotions" className={STYLES[layout]} data-testid="rail-promotions">
        <Icon name="gift" className={layout === 'rail' ? 'size-5' : 'size-5 text-accent'} />
        <span className={layout === 'rail' ? 'line-clamp-2 break-words' : ''}>{t('rail.promotions')}</span>
      </Link>
      {links.messaging.map((resource) => (
        <QrPopover
          key={resource.resourceType}
          resource={resource}
          label={resource.label || t('rail.telegram')}
        >
          <Entry
            layout={layout}
            icon="telegram"
            label={resource.label || t('rail.telegram')}
            testId="rail-telegram"
          />
        </QrPopover>
      ))}
      {links.downloads.map((resource) => (
        <ExternalEntry
          key={resource.resourceType}
          layout={layout}
          icon={resource.resourceType === 'IOS' ? 'apple' : 'android'}
          label={resource.label || (resource.resourceType === 'IOS' ? t('rail.ios') : t('rail.android'))}
          href={resource.url}
        />
      ))}
      {links.chat ? (
        <Entry
          layout={layout}
          icon="headset"
          label={links.chatLabel || (links.chat === 'VIP' ? t('rail.vipChat') : t('rail.chat'))}
          onClick={startChat}
          testId="rail-chat"
        />
      ) : null}
      {chatFailed ? (
        <p role="alert" className="px-2 text-center text-[11px] text-danger">
          {t('rail.chatFailed')}
        </p>
      ) : null}
      {extra}
    </>
  );
}
