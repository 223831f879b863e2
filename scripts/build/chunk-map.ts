import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunks.json` beside Vite's manifest: for each emitted script, the source modules it
 * holds (paths from the repository root; packages as `node_modules/<name>/…`). The budget test and
 * `npm run bench:web` read it to tell what a page loaded. Under `.vite/`, which the server never serves.
 */
export function chunkMap(repoRoot: string): Plugin {
  const root = repoRoot.endsWith('/') ? repoRoot : `${repoRoot}/`;
  const relative = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    const inPackages = clean.lastIndexOf('/node_modules/');
    if (inPackages >= 0) return clean.slice(inPackages + 1);
    return clean.startsWith(root) ? clean.slice(root.length) : clean;
  };
  return {
    name: 'tala:chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') map[output.fileName] = Object.keys(output.modules).map(relative);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(map) });
    },
  };
}
