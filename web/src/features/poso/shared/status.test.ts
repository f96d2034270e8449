import { describe, expect, it } from 'vitest';
import { invoiceStatusLook, statusLabel, statusLook } from './status';

describe('status colours and names', () => {
  it('colour each status by what it means for the document type', () => {
    expect(statusLook('po', 'DRAFT').tone).toBe('gray');
    expect(statusLook('po', 'WAITING_FOR_APPROVAL').tone).toBe('orange');
    expect(statusLook('po', 'RAISED').tone).toBe('green');
    expect(statusLook('po', 'VENDOR_REJECTED').tone).toBe('red');
    expect(statusLook('invoice', 'WAITING_FOR_FINANCE_APPROVAL').tone).toBe('orange');
    expect(statusLook('invoice', 'ACCEPTED').tone).toBe('green');
    expect(statusLook('invoice', 'PAYMENT_CLAIMED').tone).toBe('blue');
    expect(statusLook('invoice', 'PAYMENT_CONFIRMED').tone).toBe('green');
    expect(statusLook('invoice', 'CUSTOMER_REJECTED').tone).toBe('red');
    expect(statusLook('payment', 'CLAIMED').tone).toBe('blue');
    expect(statusLook('advance', 'CONFIRMED').tone).toBe('green');
  });

  it('name a claimed payment the same on a payment, an advance and an invoice', () => {
    expect(statusLabel('payment', 'CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('advance', 'CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('invoice', 'PAYMENT_CLAIMED').id).toBe('poso.status.paymentClaimed');
    expect(statusLabel('po', 'VENDOR_REJECTED').id).toBe('poso.status.po.vendorRejected');
  });

  it('tell a part-paid invoice from one paid in full, whatever the wire status says', () => {
    expect(invoiceStatusLook('PAYMENT_CONFIRMED', '14800.00').label.id).toBe(
      'poso.status.invoice.partlyPaid',
    );
    expect(invoiceStatusLook('PAYMENT_CONFIRMED', '0.00').label.id).toBe(
      'poso.status.invoice.paidInFull',
    );
    expect(invoiceStatusLook('PAYMENT_CONFIRMED', '0.00').tone).toBe('green');
    // Without the amount, or before any confirmation, the status keeps its own name.
    expect(invoiceStatusLook('PAYMENT_CONFIRMED').label.id).toBe('poso.status.paymentConfirmed');
    expect(invoiceStatusLook('PAYMENT_CLAIMED', '10.00').label.id).toBe(
      'poso.status.paymentClaimed',
    );
  });
});
