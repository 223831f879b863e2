import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec file took in a full run (2026-11-27 16:39, two files at a time on two cores, reduced motion). A fresh clone has no
 * vitest cache, and vitest then runs the largest files first — not the longest: a short file of helpers that
 * takes twelve minutes started last and ran alone at the end. Longest first, the two workers finish together.
 * Unknown files count as long (a new spec is usually a journey). Rough figures are enough: only the order counts.
 */
const SECONDS: Record<string, number> = {
  'apps/web/e2e/a11y.e2e.ts': 235, // 2026-11-27 21:05, screens opened in the app
  'apps/web/e2e/shell.e2e.ts': 293,
  'apps/web/e2e/auth.e2e.ts': 241,
  'apps/backoffice/e2e/a11y.e2e.ts': 152, // likewise
  'apps/backoffice/e2e/backoffice.e2e.ts': 202,
  'apps/web/e2e/member-centre.e2e.ts': 201,
  'apps/web/e2e/agent-centre.e2e.ts': 186,
  'apps/web/e2e/games.e2e.ts': 180,
  'apps/backoffice/e2e/agents.e2e.ts': 179,
  'apps/web/e2e/agent-contracts.e2e.ts': 169,
  'apps/web/e2e/lottery-live.e2e.ts': 165,
  'apps/backoffice/e2e/lottery.e2e.ts': 148,
  'apps/web/e2e/rough-edges.e2e.ts': 140,
  'apps/web/e2e/web-performance.e2e.ts': 138,
  'apps/web/e2e/lottery-pages.e2e.ts': 132,
  'apps/web/e2e/devices.e2e.ts': 129,
  'apps/web/e2e/house-rules.e2e.ts': 116,
  'apps/web/e2e/game-journey.e2e.ts': 107,
  'apps/web/e2e/wallet-journey.e2e.ts': 101,
  'apps/backoffice/e2e/agent-tree.e2e.ts': 91,
  'apps/web/e2e/pvp.e2e.ts': 85,
  'apps/backoffice/e2e/staff-security.e2e.ts': 85,
  'apps/web/e2e/content.e2e.ts': 82,
  'apps/web/e2e/play-records.e2e.ts': 60,
  'apps/web/e2e/promotions.e2e.ts': 90, // 2026-11-27: 40–48 s here beside another file
  'apps/web/e2e/lottery.e2e.ts': 58,
  'apps/backoffice/e2e/promotions.e2e.ts': 40, // 16–21 s here beside another file
  'apps/backoffice/e2e/content-editor.e2e.ts': 15,
  'apps/web/e2e/promotion-events.e2e.ts': 160, // 2026-11-28: 114 s alone
  'apps/backoffice/e2e/bonuses.e2e.ts': 35, // 2026-11-28: 20 s alone
  'apps/web/e2e/fair-play.e2e.ts': 70, // 2026-11-28: 39 s alone
};
const UNKNOWN = 300;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      SECONDS[relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/')] ?? UNKNOWN;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
