import { useTranslation } from 'react-i18next';
import { ServiceLinks } from './service-links.tsx';

/** Desktop: the right side bar floats as a rail, vertically centred. Phones get it in the drawer. */
export function SideRail() {
  const { t } = useTranslation('shell');
  return (
    <aside
      aria-label={t('rail.label')}
      data-testid="side-rail"
      className="fixed top-1/2 right-2 z-30 hidden -translate-y-1/2 flex-col items-center gap-0.5 rounded-2xl border border-line bg-bg-elevated/90 p-1 shadow-[var(--shadow)] backdrop-blur min-[1420px]:flex"
    >
      <ServiceLinks layout="rail" />
    </aside>
  );
}
