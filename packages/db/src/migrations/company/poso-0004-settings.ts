import { sql, type Kysely } from 'kysely';

// A company's purchase/sales settings: one row at most (no row = the defaults). Separation of
// duties is on by default; a small company where one person does everything switches it off,
// and each change is written to the company's audit table by the service. Runs through
// `db.withSchema(<company schema>)`: builders only, unqualified names.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('poso_settings')
    .addColumn('singleton', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`singleton`),
    )
    .addColumn('separation_of_duties', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_by_user_id', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('poso_settings').execute();
}
