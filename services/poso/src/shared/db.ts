import { sql, type Kysely, type RawBuilder } from 'kysely';

// Company tables are reached only through schema-qualified names built here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

const SCHEMA_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error('invalid company schema name');
  return schema;
}

/** `"schema"."table"` for a company table. */
export function tbl(schema: string, table: string): RawBuilder<unknown> {
  return sql.id(assertSchemaName(schema), table) as RawBuilder<unknown>;
}

export async function rowsOf<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  const result = await query.execute(db);
  return result.rows;
}

export async function firstOf<T>(db: Db, query: RawBuilder<T>): Promise<T | undefined> {
  const result = await query.execute(db);
  return result.rows[0];
}
