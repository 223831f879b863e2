import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { treeLink } from './tree-parts.tsx';

/**
 * Where the member sits: the top-level agents, then its uplines from the top down, then the member itself (the
 * current place, not a link). Every other step opens that level of the tree.
 */
export function TreeBreadcrumb({
  chain,
  member,
}: {
  chain: Array<{ id: string; username: string }>;
  member: string | null;
}) {
  const { t } = useTranslation();
  const separator = (
    <span aria-hidden="true" className="text-faint">
      ›
    </span>
  );
  return (
    <nav aria-label={t('agents.tree.crumbsLabel')} className="border-b border-line px-4 py-2.5">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="tree-crumbs">
        <li>
          {member === null ? (
            <span aria-current="page" className="font-semibold text-fg">
              {t('agents.tree.top')}
            </span>
          ) : (
            <Link to={treeLink(null)} className="text-info hover:underline" data-testid="tree-crumb-top">
              {t('agents.tree.top')}
            </Link>
          )}
        </li>
        {chain.map((upline) => (
          <Fragment key={upline.id}>
            <li aria-hidden="true">{separator}</li>
            <li>
              <Link
                to={treeLink(upline.username)}
                className="break-all text-info hover:underline"
                data-testid={`tree-crumb-${upline.username}`}
              >
                {upline.username}
              </Link>
            </li>
          </Fragment>
        ))}
        {member === null ? null : (
          <>
            <li aria-hidden="true">{separator}</li>
            <li
              aria-current="page"
              className="break-all font-semibold text-fg"
              data-testid="tree-crumb-current"
            >
              {member}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
