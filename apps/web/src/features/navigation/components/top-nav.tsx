import { useTranslation } from 'react-i18next';
import { useNavItems } from '../hooks/use-nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

/**
 * The desktop navigation bar (second header row). Long languages may not fit: the bar then scrolls
 * sideways (scrollbar hidden, edges faded) instead of wrapping or clipping labels.
 */
export function TopNav() {
  const { t } = useTranslation('shell');
  const items = useNavItems();
  return (
    <nav aria-label={t('nav.label')} className="h-12" data-testid="top-nav">
      <div className="mx-auto flex h-full max-w-[1280px] items-stretch overflow-x-auto px-4 [scrollbar-width:none] sm:px-3.5">
        {items.map((item) => (
          <NavLinkItem key={item.key} item={item} />
        ))}
      </div>
    </nav>
  );
}
