import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { companySchemaName } from '@concord/db';
import { invoiceAtCustomer, ITEMS, type Kit, type Parties, withKit } from '../testing/testkit.js';
import { SEPARATION_OF_DUTIES_AUDIT } from './settings.service.js';

let kit: Kit;
let p: Parties;
/** A second owner of Acme: may write, send and approve purchase orders, accept invoices. */
let bob: string;
let bobId: number;

withKit(async (started) => {
  ({ kit, p } = started);
  bobId = await kit.addUser('bob', p.acme, 'owner');
  bob = await kit.token(bobId, p.acme, 'owner');
});

async function draftPo(token: string) {
  const created = await kit.call(token, 'POST', '/po/', {
    vendor_company_id: p.bharat,
    po_items: JSON.stringify(ITEMS),
    description: 'Separation of duties',
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ po_id: number }>().po_id;
}

const setDuties = (token: string, on: boolean) =>
  kit.call(token, 'PATCH', '/settings/', { separation_of_duties: on });

async function auditRows() {
  const company = await sql<{
    company_id: number;
    db_schema_prefix: string;
  }>`SELECT company_id, db_schema_prefix FROM core.companies WHERE company_id = ${p.acme}`.execute(
    kit.t.db,
  );
  const schema = companySchemaName(company.rows[0]!);
  const rows = await sql<{
    user_id: number;
    details: { from: boolean; to: boolean };
  }>`SELECT user_id, details FROM ${sql.id(schema, 'audit')} WHERE action = ${SEPARATION_OF_DUTIES_AUDIT} ORDER BY audit_id`.execute(
    kit.t.db,
  );
  return rows.rows;
}

describe('separation of duties', () => {
  it('is on by default: the author of a purchase order is neither offered nor accepted as its approver', async () => {
    expect((await kit.call(p.fiona, 'GET', '/settings/')).json()).toMatchObject({
      separation_of_duties: true,
      // No grace period here: the screens promise no undo.
      undo_grace_ms: 0,
    });
    const poId = await draftPo(p.alice);
    // Alice cannot name herself...
    const self = await kit.call(
      p.alice,
      'POST',
      `/po/send/?po_id=${poId}&user_id=${p.users.alice}`,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      fields: { user_id: expect.stringContaining('Separation of duties') as unknown },
    });
    // ...nor can Bob name her: she wrote it.
    const byBob = await kit.call(bob, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.alice}`);
    expect(byBob.statusCode).toBe(400);
    const toFiona = await kit.call(
      p.alice,
      'POST',
      `/po/send/?po_id=${poId}&user_id=${p.users.fiona}`,
    );
    expect(toFiona.statusCode).toBe(200);
    expect(toFiona.json()).toMatchObject({ created_by_user_id: p.users.alice });
  });

  it('refuses the author approving, even when named while the rule was off', async () => {
    const poId = await draftPo(p.alice);
    expect((await setDuties(p.alice, false)).statusCode).toBe(200);
    expect(
      (await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.alice}`))
        .statusCode,
    ).toBe(200);
    expect((await setDuties(p.alice, true)).statusCode).toBe(200);
    const view = await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`);
    expect(view.json()).toMatchObject({ is_accept_allowed: false, is_reject_allowed: false });
    const approve = await kit.call(p.alice, 'PATCH', `/po/approve/?po_id=${poId}`);
    expect(approve.statusCode).toBe(403);
    expect(approve.json<{ message: string }>().message).toContain('Separation of duties');
    expect(approve.json()).toMatchObject({ reason: { code: 'authorMayNotApprove' } });
    const still = await kit.call(p.alice, 'GET', `/po/by/?po_id=${poId}`);
    expect(still.json()).toMatchObject({ po_status_master_id: 2, po_received_id: null });
  });

  it('refuses the finance approval to whoever accepted the invoice; another approver gives it', async () => {
    const { invoiceReceivedId } = await invoiceAtCustomer(kit, p);
    const url = `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`;
    const accepted = await kit.call(p.alice, 'PATCH', url);
    expect(accepted.json()).toMatchObject({
      invoice_status_master_id: 4,
      accepted_by_user_id: p.users.alice,
      is_accept_allowed: false,
    });
    // Alice's token holds invoice:approve, but she gave the business approval.
    const again = await kit.call(p.alice, 'PATCH', url);
    expect(again.statusCode).toBe(403);
    expect(again.json<{ message: string }>().message).toContain('Separation of duties');
    // A code beside the English message, for the screens to say it in the user's language.
    expect(again.json()).toMatchObject({ reason: { code: 'acceptorMayNotFinanceApprove' } });
    const fionaView = await kit.call(p.fiona, 'GET', `/invoices/purchase/${invoiceReceivedId}/`);
    expect(fionaView.json()).toMatchObject({ is_accept_allowed: true });
    expect((await kit.call(p.fiona, 'PATCH', url)).json()).toMatchObject({
      invoice_status_master_id: 3,
    });
  });

  it("leaves out of a user's finance approvals (and the inbox's count) the invoices they accepted, while it is on", async () => {
    expect((await setDuties(bob, true)).statusCode).toBe(200);
    const { invoiceReceivedId } = await invoiceAtCustomer(kit, p);
    const accepted = await kit.call(
      p.alice,
      'PATCH',
      `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`,
    );
    expect(accepted.json()).toMatchObject({ invoice_status_master_id: 4 });
    type Waiting = {
      totalCount: number;
      items: { invoice_received_id: number; accepted_by_user_id: number | null }[];
    };
    const waitingFor = async (token: string) => {
      const r = await kit.call(token, 'GET', '/invoices/pending/approval_procurement/?size=100');
      expect(r.statusCode, r.body).toBe(200);
      return r.json<Waiting>();
    };
    const ids = (page: Waiting) => page.items.map((i) => i.invoice_received_id);

    // fiona may approve it: it waits for her. alice accepted it: it does not wait for her.
    const forFiona = await waitingFor(p.fiona);
    expect(ids(forFiona)).toContain(invoiceReceivedId);
    const forAlice = await waitingFor(p.alice);
    expect(ids(forAlice)).not.toContain(invoiceReceivedId);
    expect(forAlice.items.every((i) => i.accepted_by_user_id !== p.users.alice)).toBe(true);
    expect(forAlice.totalCount).toBe(
      forFiona.items.filter((i) => i.accepted_by_user_id !== p.users.alice).length,
    );
    expect(forAlice.totalCount).toBeLessThan(forFiona.totalCount);

    // A company that lets one person do both shows it to her again.
    expect((await setDuties(bob, false)).statusCode).toBe(200);
    const bothDuties = await waitingFor(p.alice);
    expect(ids(bothDuties)).toContain(invoiceReceivedId);
    expect(bothDuties.totalCount).toBe(forFiona.totalCount);
    expect((await setDuties(bob, true)).statusCode).toBe(200);
  });

  it('lets a small company switch it off: one person does both, and every change is audited', async () => {
    expect((await setDuties(p.fiona, false)).statusCode).toBe(403);
    expect((await setDuties(p.alice, 'no' as unknown as boolean)).statusCode).toBe(400);
    const before = (await auditRows()).length;
    const off = await setDuties(bob, false);
    expect(off.json()).toMatchObject({ separation_of_duties: false, updated_by_user_id: bobId });
    // Saving the same value again changes nothing and writes no entry.
    await setDuties(bob, false);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ user_id: bobId, details: { from: true, to: false } });

    const { invoiceReceivedId } = await invoiceAtCustomer(kit, p);
    const url = `/invoices/received/accept/?invoice_received_id=${invoiceReceivedId}`;
    await kit.call(p.alice, 'PATCH', url);
    expect((await kit.call(p.alice, 'PATCH', url)).json()).toMatchObject({
      invoice_status_master_id: 3,
    });
    const poId = await draftPo(p.alice);
    await kit.call(p.alice, 'POST', `/po/send/?po_id=${poId}&user_id=${p.users.alice}`);
    expect((await kit.call(p.alice, 'PATCH', `/po/approve/?po_id=${poId}`)).statusCode).toBe(200);

    await setDuties(bob, true);
    expect((await auditRows()).at(-1)).toMatchObject({ details: { from: false, to: true } });
    // Another company's setting is its own.
    expect((await kit.call(p.victor, 'GET', '/settings/')).json()).toMatchObject({
      separation_of_duties: true,
      updated_by_user_id: null,
    });
  });
});
