import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each spec file took in a full run (2026-11-27 13:22, two files at a time on two cores). A fresh clone has no
 * vitest cache, and vitest then runs the largest files first — not the longest: a short file of helpers that
 * takes twelve minutes started last and ran alone at the end. Longest first, the two workers finish together.
 * Unknown files count as long (a new spec is usually a journey). Rough figures are enough: only the order counts.
 */
const SECONDS: Record<string, number> = {
  'apps/web/e2e/a11y.e2e.ts': 498,
  'apps/web/e2e/shell.e2e.ts': 329,
  'apps/web/e2e/auth.e2e.ts': 306,
  'apps/web/e2e/member-centre.e2e.ts': 295,
  'apps/web/e2e/agent-contracts.e2e.ts': 276,
  'apps/web/e2e/games.e2e.ts': 274,
  'apps/web/e2e/agent-centre.e2e.ts': 255,
  'apps/backoffice/e2e/a11y.e2e.ts': 242,
  'apps/web/e2e/devices.e2e.ts': 207,
  'apps/backoffice/e2e/backoffice.e2e.ts': 204,
  'apps/backoffice/e2e/agents.e2e.ts': 196,
  'apps/web/e2e/lottery-live.e2e.ts': 192,
  'apps/backoffice/e2e/lottery.e2e.ts': 176,
  'apps/web/e2e/game-journey.e2e.ts': 169,
  'apps/web/e2e/lottery-pages.e2e.ts': 158,
  'apps/web/e2e/wallet-journey.e2e.ts': 155,
  'apps/web/e2e/rough-edges.e2e.ts': 154,
  'apps/web/e2e/web-performance.e2e.ts': 144,
  'apps/web/e2e/pvp.e2e.ts': 123,
  'apps/web/e2e/house-rules.e2e.ts': 112,
  'apps/web/e2e/content.e2e.ts': 108,
  'apps/backoffice/e2e/agent-tree.e2e.ts': 107,
  'apps/backoffice/e2e/staff-security.e2e.ts': 77,
  'apps/web/e2e/play-records.e2e.ts': 75,
  'apps/web/e2e/lottery.e2e.ts': 53,
  'apps/backoffice/e2e/content-editor.e2e.ts': 16,
};
const UNKNOWN = 300;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) =>
      SECONDS[relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/')] ?? UNKNOWN;
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
