import { useSearchParams } from 'react-router';
import { articleSlugOf } from '../../../lib/help-topics.ts';
import { useHelpCentre } from '../api/help-api.ts';
import { HelpArticleView } from './help-article-view.tsx';
import { HelpContact } from './help-contact.tsx';
import { HelpHome } from './help-home.tsx';
import { HelpNav } from './help-nav.tsx';
import { HelpResults, HelpSearchForm } from './help-search.tsx';

/**
 * The help centre (seed 001 §2 /help and /helpmc, issue 14 §5, decision 056): articles written in the back office.
 * The address says what is shown — nothing: the front page; `?topic=`: an article (a former topic id or a slug);
 * `?q=`: search results — so every view can be linked to and reloaded.
 */
export function HelpCentre({ base, withFeedback }: { base: string; withFeedback: boolean }) {
  const [params] = useSearchParams();
  const centre = useHelpCentre();
  const topic = params.get('topic');
  const words = params.get('q');
  const slug = articleSlugOf(topic);
  if (topic === null && words === null) {
    return (
      <div className="space-y-6">
        <HelpHome base={base} centre={centre} onRetry={() => void centre.refetch()} />
        <HelpContact withFeedback={withFeedback} />
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[280px_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="lg:col-start-1 lg:row-start-1">
        <HelpSearchForm key={words ?? ''} base={base} initial={words ?? ''} />
      </div>
      <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {words !== null ? (
          <HelpResults base={base} words={words} />
        ) : (
          <HelpArticleView base={base} slug={slug} />
        )}
        <HelpContact withFeedback={withFeedback} />
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <HelpNav base={base} centre={centre.data} active={slug} />
      </div>
    </div>
  );
}
