import { sql, type Kysely } from 'kysely';

// Advances paid against an order are set off against its accepted invoices: each invoice
// records the part of the order's advances applied to it, on both sides, and what is still
// to be paid becomes total - paid - advance applied. Runs through
// `db.withSchema(<company schema>)`: builders only, unqualified names.

/** Invoice statuses that can be paid (Accepted, Payment Claimed, Payment Confirmed). */
const PAYABLE = [3, 10, 11];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['invoices', 'invoices_received']) {
    await db.schema
      .alterTable(table)
      .addColumn('advance_applied', 'numeric(16, 2)', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`advance_applied >= 0`),
      )
      .execute();
    await db.schema
      .alterTable(table)
      .addCheckConstraint(
        `${table}_settled_within_total`,
        sql`paid_amount + advance_applied <= invoice_total`,
      )
      .execute();
  }

  await setOffRecordedAdvances(db);
}

/**
 * Advances recorded before this migration, set off by the rule the service applies from now
 * on: the order's accepted invoices oldest first (date, then number: the same order on both
 * sides), each up to what it still owed. Each company computes its own side alike.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function setOffRecordedAdvances(db: Kysely<any>): Promise<void> {
  await setOff(db, {
    invoices: 'invoices_received',
    id: 'invoice_received_id',
    order: 'po_id',
    advances: 'advances_paid',
    advanceOrder: 'po_id',
  });
  await setOff(db, {
    invoices: 'invoices',
    id: 'invoice_id',
    order: 'sales_po_id',
    advances: 'advances_received',
    advanceOrder: 'sales_po_id',
  });
}

async function setOff(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  t: { invoices: string; id: string; order: string; advances: string; advanceOrder: string },
): Promise<void> {
  const advanced = db
    .selectFrom(t.advances)
    .select([sql.ref(t.advanceOrder).as('order_id'), sql`sum(amount)`.as('advanced')])
    .groupBy(t.advanceOrder)
    .as('a');
  const open = sql`(i.invoice_total - i.paid_amount)`;
  const allocation = db
    .selectFrom(`${t.invoices} as i`)
    .innerJoin(advanced, 'a.order_id', `i.${t.order}`)
    .where('i.status_id', 'in', PAYABLE)
    .select([
      sql.ref(`i.${t.id}`).as('id'),
      sql`LEAST(${open}, GREATEST(a.advanced - COALESCE(sum(${open}) OVER (
        PARTITION BY ${sql.ref(`i.${t.order}`)} ORDER BY i.invoice_date, i.invoice_number, ${sql.ref(`i.${t.id}`)}
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0), 0))`.as('applied'),
    ])
    .as('x');
  await db
    .updateTable(`${t.invoices} as target`)
    .from(allocation)
    .set({ advance_applied: sql`x.applied` })
    .whereRef(`target.${t.id}`, '=', 'x.id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invoices', 'invoices_received']) {
    await db.schema.alterTable(table).dropConstraint(`${table}_settled_within_total`).execute();
    await db.schema.alterTable(table).dropColumn('advance_applied').execute();
  }
}
