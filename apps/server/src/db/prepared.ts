import type { Compilable, CompiledQuery, Kysely, QueryResult, RawBuilder } from 'kysely';

/** Stands for a value given at execution; Kysely compiles it as an ordinary `$n` parameter. */
class Slot {
  constructor(readonly name: string) {}
}

/** Every property read on it is a Slot named after the property. */
const SLOTS = new Proxy(
  {},
  {
    get: (_target, name) => new Slot(String(name)),
  },
);

export type TPrepared<DB, P, R> = {
  /** Every row. */
  all(db: Kysely<DB>, values: P): Promise<R[]>;
  /** The first row, or undefined. */
  first(db: Kysely<DB>, values: P): Promise<R | undefined>;
  /** The whole result (affected rows of a write without RETURNING). */
  run(db: Kysely<DB>, values: P): Promise<QueryResult<R>>;
};

/**
 * A query of a hot path, built and compiled by Kysely once and then only executed: building and
 * compiling a query each time was the largest share of the server's own CPU on the seamless and
 * wallet-transfer paths (bench/README.md). `build` gets stand-ins for the values — `p.memberId` and
 * the like — in a query builder or a `sql` template, and must not branch on them: the SQL text is fixed at the first execution and the
 * values are put in place of the stand-ins after. A list (`in`) must therefore have a fixed length;
 * shapes that vary (`$if`) are separate prepared queries.
 *
 *   const sessionById = prepared((db: TDb, p: { id: bigint }) =>
 *     db.selectFrom('sessions').selectAll().where('id', '=', p.id));
 *   const row = await sessionById.first(trx, { id });
 *
 * Works inside a transaction (pass the `trx`): the compiled text does not depend on the executor.
 */
export function prepared<DB, P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, p: P) => Compilable<R> | RawBuilder<R>,
): TPrepared<DB, P, R> {
  let compiled: CompiledQuery<R> | undefined;
  const compile = (db: Kysely<DB>) => {
    const built = build(db, SLOTS as P);
    return 'isRawBuilder' in built ? built.compile(db) : built.compile();
  };
  const run = (db: Kysely<DB>, values: P): Promise<QueryResult<R>> => {
    compiled ??= compile(db);
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? values[value.name] : value,
    );
    return db.executeQuery<R>({ ...compiled, parameters });
  };
  return {
    run,
    all: async (db, values) => (await run(db, values)).rows,
    first: async (db, values) => (await run(db, values)).rows[0],
  };
}

/**
 * Prepared queries whose SQL varies with a small `shape` (a list's length, which optional columns are
 * set): one prepared query per shape, made on first use.
 */
export function preparedByShape<S extends string | number, DB, P extends Record<string, unknown>, R>(
  build: (shape: S) => (db: Kysely<DB>, p: P) => Compilable<R> | RawBuilder<R>,
): (shape: S) => TPrepared<DB, P, R> {
  const byShape = new Map<S, TPrepared<DB, P, R>>();
  return (shape) => {
    let query = byShape.get(shape);
    if (!query) {
      query = prepared(build(shape));
      byShape.set(shape, query);
    }
    return query;
  };
}
