import type { Plugin } from 'vite';

/** A call that builds a schema: `z.object(…)`, `z.string().max(…)`, `ZBase.extend(…)` (house style: ZThing). */
const SCHEMA_CALL = /(?<![\w$.])((?:z|Z[A-Z]\w*)\.\w+\s*\()/g;

/**
 * Marks every schema-building call in the contract's source as side-effect free (`/*#__PURE__*\/`), so
 * the bundler drops the schemas a page does not use, and with them zod itself when a page only needs a
 * module's constants or paths (e.g. CATALOGUE_PATHS beside ZGameTile). Without it each `z.object(…)` at
 * module level counts as a side effect and a whole schema module, and zod, come along with one constant.
 * Schemas have no side effects worth keeping in a browser: registries for the OpenAPI document are the
 * server's business.
 */
export function pureSchemas(contractDir: string): Plugin {
  const prefix = contractDir.endsWith('/') ? contractDir : `${contractDir}/`;
  return {
    name: 'tala:pure-schemas',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(prefix) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return null;
      if (!code.includes("from 'zod'")) return null;
      return { code: code.replace(SCHEMA_CALL, '/*#__PURE__*/ $1'), map: null };
    },
  };
}
