import { HOUSE_PAGE_PATHS } from '../../../src/service/api/api-contract.ts';
import { currentLanguage } from '../shared/i18n.ts';
import { withTheme } from '../shared/theme.ts';

/**
 * The verify page for one drawn issue (decision 036). It carries what the page already shows — the
 * commitment, and once drawn the seed and the entropy — and the verify page fetches the rest (the slips'
 * client seeds, the chain anchor, the published result) from the public proof, then recomputes in the browser.
 */
export function issueVerifyHref(
  gameId: string,
  issue: { issueNo: string; serverSeedHash?: string; serverSeed?: string; entropy?: string },
): string {
  const query = new URLSearchParams({ lang: currentLanguage(), game: gameId, issue: issue.issueNo });
  if (issue.serverSeedHash) query.set('hash', issue.serverSeedHash);
  if (issue.serverSeed) query.set('serverSeed', issue.serverSeed);
  if (issue.entropy) query.set('entropy', issue.entropy);
  return `${HOUSE_PAGE_PATHS.verify}?${withTheme(query).toString()}`;
}
