import { describe, expect, it } from 'vitest';
import { lineTotal, sumAmounts, toAmountString } from './money.js';
import {
  allowedEdge,
  INVOICE_EDGES,
  PAYMENT_EDGES,
  PO_EDGES,
  requireEdge,
} from './state-machine.js';
import { INVOICE_STATUS as I, PO_STATUS as PO } from './statuses.js';
import { ROLE_SCOPES } from '@concord/auth';

const as = (role: keyof typeof ROLE_SCOPES) => ({ scopes: ROLE_SCOPES[role] });

describe('money', () => {
  it('line total = rate x quantity x (1 + tax/100), in decimal arithmetic', () => {
    expect(toAmountString(lineTotal({ rate_per_unit: '0.1', quantity: '3', tax: '0' }))).toBe(
      '0.30',
    );
    expect(toAmountString(lineTotal({ rate_per_unit: '50.50', quantity: '4', tax: '5' }))).toBe(
      '212.10',
    );
    expect(toAmountString(lineTotal({ rate_per_unit: '19.99', quantity: '3', tax: '18' }))).toBe(
      '70.76',
    );
    expect(toAmountString(sumAmounts(['0.10', '0.20']))).toBe('0.30');
  });
});

describe('state machines', () => {
  it('PO: vendor accept is Raised (3), reject is Vendor Rejected (10), both only from Sent to Vendor', () => {
    expect(requireEdge(PO_EDGES.vendorAccept, PO.SENT_TO_VENDOR, as('admin'), 'x').to).toBe(3);
    expect(requireEdge(PO_EDGES.vendorReject, PO.SENT_TO_VENDOR, as('admin'), 'x').to).toBe(10);
    for (const from of [PO.DRAFT, PO.WAITING_FOR_APPROVAL, PO.RAISED, PO.VENDOR_REJECTED]) {
      expect(() => requireEdge(PO_EDGES.vendorAccept, from, as('owner'), 'x')).toThrow(
        expect.objectContaining({ statusCode: 409 }),
      );
    }
    expect(() => requireEdge(PO_EDGES.vendorAccept, PO.SENT_TO_VENDOR, as('viewer'), 'x')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => requireEdge(PO_EDGES.approve, PO.WAITING_FOR_APPROVAL, as('admin'), 'x')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(requireEdge(PO_EDGES.approve, PO.WAITING_FOR_APPROVAL, as('approver'), 'x').to).toBe(
      PO.SENT_TO_VENDOR,
    );
  });

  it('invoice accept (3) goes through finance approval; reject is 14; payment claimed 10, confirmed 11', () => {
    expect(requireEdge(INVOICE_EDGES.accept, I.SENT, as('admin'), 'x').to).toBe(
      I.WAITING_FOR_FINANCE_APPROVAL,
    );
    expect(() =>
      requireEdge(INVOICE_EDGES.accept, I.WAITING_FOR_FINANCE_APPROVAL, as('admin'), 'x'),
    ).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(
      requireEdge(INVOICE_EDGES.accept, I.WAITING_FOR_FINANCE_APPROVAL, as('finance'), 'x').to,
    ).toBe(3);
    expect(requireEdge(INVOICE_EDGES.reject, I.SENT, as('admin'), 'x').to).toBe(14);
    expect(requireEdge(INVOICE_EDGES.claimPayment, I.ACCEPTED, as('finance'), 'x').to).toBe(10);
    expect(requireEdge(PAYMENT_EDGES.confirm, 10, as('owner'), 'x').to).toBe(11);
    expect(() => requireEdge(INVOICE_EDGES.claimPayment, I.SENT, as('owner'), 'x')).toThrow(
      expect.objectContaining({ statusCode: 409 }),
    );
    expect(() =>
      requireEdge(INVOICE_EDGES.accept, I.SENT, as('owner'), 'x', I.WAITING_FOR_FINANCE_APPROVAL),
    ).toThrow(expect.objectContaining({ statusCode: 409 }));
  });

  it('flags follow state and scopes', () => {
    expect(allowedEdge(INVOICE_EDGES.accept, I.SENT, as('viewer'))).toBeNull();
    expect(allowedEdge(INVOICE_EDGES.claimPayment, I.ACCEPTED, as('admin'))).toBeNull();
    expect(
      allowedEdge(INVOICE_EDGES.claimPayment, I.PAYMENT_CONFIRMED, as('approver')),
    ).not.toBeNull();
  });
});
