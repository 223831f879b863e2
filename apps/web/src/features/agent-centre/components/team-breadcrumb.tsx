import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';

export type TChainLink = { id: string; username: string };

/**
 * Where in the team a level is: the agent first, then each member down to the level shown. Every link
 * but the last opens its level; the agent's link goes back to the direct downline.
 */
export function TeamBreadcrumb({
  chain,
  onOpen,
  testId,
}: {
  chain: readonly TChainLink[];
  onOpen: (uplineId: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('agent');
  if (chain.length === 0) return null;
  return (
    <nav aria-label={t('team.breadcrumb')} data-testid={testId}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {chain.map((link, index) => {
          const isLast = index === chain.length - 1;
          const label = index === 0 ? t('team.me', { name: link.username }) : link.username;
          return (
            <Fragment key={link.id}>
              {index > 0 ? (
                <li aria-hidden="true" className="text-faint">
                  <Icon name="chevron-right" className="size-3.5" />
                </li>
              ) : null}
              <li className="min-w-0">
                {isLast ? (
                  <span
                    aria-current="location"
                    className="inline-flex h-8 max-w-[14rem] items-center truncate rounded-lg bg-accent/15 px-2.5 font-semibold text-accent"
                  >
                    {label}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onOpen(index === 0 ? undefined : link.id)}
                    className="inline-flex h-8 max-w-[14rem] items-center truncate rounded-lg px-2.5 font-medium text-muted transition-colors hover:bg-surface-2 hover:text-fg"
                    data-testid={`${testId}-link`}
                  >
                    {label}
                  </button>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
