import { scopesForMembership } from '@concord/auth';
import { companyTables, DEMO_COMPANIES, findCompanyTenant } from '@concord/db';
import { AdvanceService } from '../advances/advance.service.js';
import { InvoiceService } from '../invoices/invoice.service.js';
import { PaymentService } from '../payments/payment.service.js';
import { PurchaseOrderService } from '../purchase-orders/po.service.js';
import type { Db } from '../shared/db.js';
import type { Caller } from '../shared/scopes.js';

const ROD = {
  material_description: 'TMT steel rods 12 mm (tonne)',
  rate_per_unit: '52000',
  quantity: '4',
  tax: '18',
};
const WIRE = {
  material_description: 'Binding wire (kg)',
  rate_per_unit: '85.50',
  quantity: '120',
  tax: '18',
};
const PLATE = {
  material_description: 'MS plate 10 mm (sheet)',
  rate_per_unit: '6400',
  quantity: '15',
  tax: '12',
};
const GEAR = {
  material_description: 'Gearbox assembly',
  rate_per_unit: '1250',
  quantity: '2',
  tax: '19',
};

async function caller(
  db: Db,
  companyName: string,
  userName: string,
  role: string,
): Promise<Caller | undefined> {
  const row = await db
    .selectFrom(['core.companies as c', 'core.users as u'])
    .select(['c.company_id', 'u.user_id'])
    .where('c.company_name', '=', companyName)
    .where('u.user_name', '=', userName)
    .orderBy('c.company_id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const tenant = await findCompanyTenant(db, row.company_id);
  if (!tenant) return undefined;
  return {
    userId: row.user_id,
    companyId: row.company_id,
    schema: tenant.schema,
    scopes: scopesForMembership(role),
  };
}

/**
 * Demo purchase orders, invoices, payments and advances between Acme (customer) and Bharat
 * and Rhein (vendors), in every status the screens show. Each set runs once (a later call
 * finds its first order and skips it). Needs seedDemo's companies and users.
 */
export async function seedPosoDemo(db: Db): Promise<void> {
  const found = {
    alice: await caller(db, DEMO_COMPANIES.acme.company_name, 'alice', 'owner'),
    fiona: await caller(db, DEMO_COMPANIES.acme.company_name, 'fiona', 'approver'),
    bharat: await caller(db, DEMO_COMPANIES.bharat.company_name, 'victor', 'owner'),
    rhein: await caller(db, DEMO_COMPANIES.rhein.company_name, 'victor', 'owner'),
  };
  if (!found.alice || !found.fiona || !found.bharat || !found.rhein) return;
  const { alice, fiona, bharat, rhein } = found as Record<keyof typeof found, Caller>;
  const seeded = (poNumber: string) =>
    companyTables(db, alice.schema)
      .selectFrom('purchase_orders')
      .select('po_id')
      .where('po_number', '=', poNumber)
      .executeTakeFirst();

  const pos = new PurchaseOrderService(db);
  const invoices = new InvoiceService(db);
  const payments = new PaymentService(db);
  const advances = new AdvanceService(db);
  const tx = <T>(fn: (trx: Db) => Promise<T>) => db.transaction().execute(fn);
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

  const po = async (
    n: number,
    vendor: Caller,
    items: (typeof ROD)[],
    extra: { currency?: string; exchange_rate?: string } = {},
  ) =>
    pos.create(alice, {
      po_number: `PO-DEMO-${String(n).padStart(3, '0')}`,
      po_date: day(45 - n * 3),
      vendor_company_id: vendor.companyId,
      description: `Demo purchase order ${n}`,
      currency: extra.currency ?? 'INR',
      exchange_rate: extra.exchange_rate ?? '1',
      po_items: items,
    });
  const toVendor = async (poId: number) => {
    await tx((trx) => pos.sendForApproval(trx, alice, poId, fiona.userId, null));
    return (await tx((trx) => pos.approve(trx, fiona, poId, null))).po_received_id!;
  };
  const raised = async (n: number, items: (typeof ROD)[]) => {
    const received = await toVendor((await po(n, bharat, items)).po_id);
    await tx((trx) => pos.decideReceived(trx, bharat, received, 'accept', null));
    return received;
  };
  const draftInvoice = (salesPoId: number, n: number, items: (typeof ROD)[]) =>
    invoices.create(bharat, {
      sales_po_id: salesPoId,
      invoice_number: `INV-DEMO-${String(n).padStart(3, '0')}`,
      invoice_date: day(10 - n),
      description: `Demo invoice ${n}`,
      invoice_items: items,
      additional_charges: n === 3 ? [{ additional_charge_master_id: 1, amount: '2500.00' }] : [],
    });
  const invoice = async (salesPoId: number, n: number, items: (typeof ROD)[]) => {
    const inv = await draftInvoice(salesPoId, n, items);
    return (await tx((trx) => invoices.send(trx, bharat, inv.invoice_id))).invoice_received_id!;
  };
  const accepted = async (invoiceReceivedId: number) => {
    await tx((trx) => invoices.decideReceived(trx, alice, invoiceReceivedId, 'accept', null));
    await tx((trx) => invoices.decideReceived(trx, fiona, invoiceReceivedId, 'accept', null));
  };

  if (!(await seeded('PO-DEMO-001'))) await firstSet();
  if (!(await seeded('PO-DEMO-009'))) await secondSet();

  /** Purchase orders in every status, invoices sent, waiting, paid in part and rejected. */
  async function firstSet() {
    await po(1, bharat, [ROD, WIRE]);
    await tx(async (trx) =>
      pos.sendForApproval(trx, alice, (await po(2, bharat, [PLATE])).po_id, fiona.userId, null),
    );
    await toVendor((await po(3, bharat, [ROD])).po_id);
    const rejected = await toVendor((await po(4, bharat, [WIRE])).po_id);
    await tx((trx) =>
      pos.decideReceived(
        trx,
        bharat,
        rejected,
        'reject',
        'Binding wire out of stock until next month',
      ),
    );

    const so5 = await raised(5, [ROD, WIRE]);
    await invoice(so5, 1, [ROD]);
    const so6 = await raised(6, [PLATE]);
    const inv2 = await invoice(so6, 2, [PLATE]);
    await tx((trx) => invoices.decideReceived(trx, alice, inv2, 'accept', null));
    const so7 = await raised(7, [ROD, PLATE]);
    const inv3 = await invoice(so7, 3, [ROD, PLATE]);
    await accepted(inv3);
    const first = await tx((trx) =>
      payments.claim(trx, alice, {
        invoice_received_id: inv3,
        reference_number: 'UTR-DEMO-0001',
        remarks: 'First part',
        date: day(3),
        amount: '100000.00',
      }),
    );
    await tx((trx) => payments.confirm(trx, bharat, first.payment_received_id!));
    await tx((trx) =>
      payments.claim(trx, alice, {
        invoice_received_id: inv3,
        reference_number: 'UTR-DEMO-0002',
        remarks: 'Second part',
        date: day(1),
        amount: '50000.00',
      }),
    );
    const inv4 = await invoice(so7, 4, [WIRE]);
    await tx((trx) =>
      invoices.decideReceived(trx, alice, inv4, 'reject', 'Wire was not part of this delivery'),
    );

    await toVendor((await po(8, rhein, [GEAR], { currency: 'EUR', exchange_rate: '97.55' })).po_id);
  }

  /** The statuses the first set leaves out, and advances on both sides. */
  async function secondSet() {
    const returned = (await po(9, bharat, [WIRE, PLATE])).po_id;
    await tx((trx) => pos.sendForApproval(trx, alice, returned, fiona.userId, null));
    await tx((trx) =>
      pos.approverReject(trx, fiona, returned, 'Split the plates into a separate order'),
    );

    const so10 = await raised(10, [ROD, PLATE]);
    await draftInvoice(so10, 5, [PLATE]);
    const inv6 = await invoice(so10, 6, [ROD]);
    await accepted(inv6);

    const so11 = await raised(11, [WIRE]);
    const inv7 = await invoice(so11, 7, [WIRE]);
    await accepted(inv7);
    const full = await tx((trx) =>
      payments.claim(trx, alice, {
        invoice_received_id: inv7,
        reference_number: 'UTR-DEMO-0003',
        remarks: 'Full payment',
        date: day(2),
        amount: '12106.80',
      }),
    );
    await tx((trx) => payments.confirm(trx, bharat, full.payment_received_id!));

    const poWithAdvances = (await po(12, bharat, [ROD, WIRE])).po_id;
    const so12 = await toVendor(poWithAdvances);
    await tx((trx) => pos.decideReceived(trx, bharat, so12, 'accept', null));
    const advance = (reference: string, amount: string, offset: number) =>
      tx((trx) =>
        advances.pay(trx, alice, {
          po_id: poWithAdvances,
          reference_number: reference,
          remarks: 'Advance against order',
          date: day(offset),
          amount,
        }),
      );
    const first = await advance('UTR-ADV-0001', '50000.00', 4);
    await tx((trx) => advances.confirm(trx, bharat, first.advance_received_id!));
    await advance('UTR-ADV-0002', '25000.00', 1);
  }
}
