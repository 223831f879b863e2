import pg from 'pg';

/** Statements kept prepared on one connection; the least recently used beyond this are deallocated. */
export const MAX_PREPARED_PER_CONNECTION = 256;
/** Statement texts remembered as run once (not yet worth preparing) on one connection. */
const MAX_SEEN_PER_CONNECTION = 1024;

/**
 * A node-postgres client that prepares a statement the second time it runs it (decision 041). An unnamed
 * statement is parsed and planned by PostgreSQL on every call; on the hot paths (a lottery slip, a
 * seamless bet) that was a third of the database's time. A named one is parsed once per connection, and
 * PostgreSQL plans it once too when a generic plan costs no more than the custom ones (plan_cache_mode
 * auto). The same pattern as JDBC's prepareThreshold and pgx's statement cache:
 * - only statements with parameters (the extended protocol anyway; parameterless text may hold several
 *   statements, which cannot be prepared);
 * - a text run once stays unnamed, so one-off statements (migrations, ad-hoc reads) never take a slot;
 * - at most MAX_PREPARED_PER_CONNECTION a connection, the least recently used deallocated. Names are never
 *   reused: a DEALLOCATE that fails (in an aborted transaction) leaves an orphan, never a clash.
 * Prepared statements outlive transactions (rolled back or not) and PostgreSQL re-plans them itself after
 * DDL; the one thing it refuses is a changed result type (`SELECT *` of an altered table, SQLSTATE
 * 0A000), after which this client forgets the statement so the next call prepares it afresh.
 */
export class StatementCacheClient extends pg.Client {
  /** Prepared texts → their names, least recently used first. */
  private readonly preparedNames = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  private namesIssued = 0;

  // node-postgres's query has many overloads; every call goes through here and only (text, values) changes.
  // biome-ignore lint/suspicious/noExplicitAny: forwarding node-postgres's overloaded signature as is
  override query(config: any, values?: any, callback?: any): any {
    const hasValues = typeof config === 'string' && Array.isArray(values) && values.length > 0;
    const name = hasValues ? this.nameFor(config) : null;
    if (name === null) return super.query(config, values, callback);
    const named = { name, text: config as string, values: values as unknown[] };
    const forgetIfStale = (error: unknown) => {
      if (isChangedResultType(error)) this.drop(config);
    };
    // pg.Pool's own query passes a callback; Kysely awaits the promise.
    if (typeof callback === 'function') {
      return super.query(named, (error: Error | null, result: pg.QueryResult) => {
        forgetIfStale(error);
        callback(error, result);
      });
    }
    return (super.query(named) as Promise<pg.QueryResult>).catch((error: unknown) => {
      forgetIfStale(error);
      throw error;
    });
  }

  /** The statement's name when it is (to be) prepared; null while it has been seen only once. */
  private nameFor(text: string): string | null {
    const existing = this.preparedNames.get(text);
    if (existing !== undefined) {
      // Most recently used last.
      this.preparedNames.delete(text);
      this.preparedNames.set(text, existing);
      return existing;
    }
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= MAX_SEEN_PER_CONNECTION) this.seenOnce.clear();
      this.seenOnce.add(text);
      return null;
    }
    this.seenOnce.delete(text);
    if (this.preparedNames.size >= MAX_PREPARED_PER_CONNECTION) this.evictLeastRecent();
    const name = `tala_${++this.namesIssued}`;
    this.preparedNames.set(text, name);
    return name;
  }

  private evictLeastRecent(): void {
    const [text] = this.preparedNames.keys();
    if (text !== undefined) this.drop(text);
  }

  /**
   * Forgets a prepared statement and deallocates it. The DEALLOCATE is queued before the caller's next
   * statement on this connection; if it fails (an aborted transaction) the name is only orphaned.
   */
  private drop(text: string): void {
    const name = this.preparedNames.get(text);
    if (name === undefined) return;
    this.preparedNames.delete(text);
    delete (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
      .parsedStatements[name];
    super.query(`DEALLOCATE ${name}`).catch(() => {});
  }
}

function isChangedResultType(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '0A000';
}
