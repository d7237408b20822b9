// The one database interface the repositories see; PGlite and node-postgres both implement it.
// int8 columns come back as bigint (money is integer minor units), jsonb as parsed JSON.

export type Row = Record<string, unknown>;

export type QueryResult<T extends Row> = { rows: T[]; rowCount: number };

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL type id of int8. */
export const INT8_OID = 20;
