import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/art/brand-logo.tsx';
import { HelpCentre } from '../../features/content/components/help-centre.tsx';
import { useSystemStatus } from '../../lib/system-status.ts';
import { PageFrame } from '../shell/page-frame.tsx';

/** /help (the help centre, decision 056) and /helpmc (the same without the site header). */
export default function HelpPage({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation('pages');
  const { data: status } = useSystemStatus();
  const brand = status?.merchant.name ?? '';
  const centre = <HelpCentre base={bare ? '/helpmc' : '/help'} withFeedback={!bare} />;
  if (!bare) return <PageFrame>{centre}</PageFrame>;
  return (
    <div className="min-h-dvh bg-bg">
      <header className="border-b border-line bg-bg-elevated">
        <div className="mx-auto flex h-14 max-w-[1280px] items-center justify-between px-4 sm:px-6">
          <BrandLogo name={brand} compact />
          <Link to="/index" className="text-sm font-semibold text-accent hover:underline">
            {t('help.backToSite')}
          </Link>
        </div>
      </header>
      <main>
        <PageFrame>{centre}</PageFrame>
      </main>
    </div>
  );
}
