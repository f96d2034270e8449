import { sql, type Kysely } from 'kysely';

// Runs through `db.withSchema(<company schema>)`: use the schema builder with unqualified
// table names; raw SQL here would not be placed in the company schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('file_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('audit')
    .addColumn('audit_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit').execute();
  await db.schema.dropTable('files').execute();
}
