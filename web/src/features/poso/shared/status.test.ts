import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status';

describe('status colours and names', () => {
  it('colour each status by what it means for the document type', () => {
    expect(statusTone('po', 'DRAFT')).toBe('gray');
    expect(statusTone('po', 'WAITING_FOR_APPROVAL')).toBe('orange');
    expect(statusTone('po', 'RAISED')).toBe('green');
    expect(statusTone('po', 'VENDOR_REJECTED')).toBe('red');
    expect(statusTone('invoice', 'WAITING_FOR_FINANCE_APPROVAL')).toBe('orange');
    expect(statusTone('invoice', 'ACCEPTED')).toBe('green');
    expect(statusTone('invoice', 'PAYMENT_CLAIMED')).toBe('blue');
    expect(statusTone('invoice', 'PAYMENT_CONFIRMED')).toBe('green');
    expect(statusTone('invoice', 'CUSTOMER_REJECTED')).toBe('red');
    expect(statusTone('payment', 'CLAIMED')).toBe('blue');
    expect(statusTone('advance', 'CONFIRMED')).toBe('green');
  });

  it('name a claimed payment the same on a payment, an advance and an invoice', () => {
    expect(statusLabel('payment', 'CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('advance', 'CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('invoice', 'PAYMENT_CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('po', 'VENDOR_REJECTED').id).toBe('poso.status.po.vendorRejected');
  });
});
