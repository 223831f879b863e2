import type { ManualChunksOption } from 'rollup';

/**
 * Puts everything the entry imports statically (what every first load needs anyway) into two chunks:
 * `framework` (packages) and `app` (our shell). Left to itself the bundler cuts that code into dozens of
 * small shared chunks, one request each: on a phone network over HTTP/1.1 (six connections) that is
 * several round trips more before the first render. Lazily loaded code keeps the default splitting.
 */
export function initialChunks(entrySuffix: string): ManualChunksOption {
  let initial: Set<string> | null = null;
  let entry: string | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!initial) {
      initial = new Set();
      entry = [...getModuleIds()].find((moduleId) => moduleId.endsWith(entrySuffix));
      if (!entry) throw new Error(`initial-chunks: no entry module ending in ${entrySuffix}`);
      const stack = [entry];
      while (stack.length > 0) {
        const next = stack.pop() as string;
        if (initial.has(next)) continue;
        initial.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // The entry module stays in the entry chunk (index.html's script), which imports the two.
    if (!initial.has(id) || id === entry) return undefined;
    // Bundler helpers (\0-prefixed virtual modules) go with the packages that use them: no import cycle.
    return id.includes('/node_modules/') || id.startsWith('\0') ? 'framework' : 'app';
  };
}
