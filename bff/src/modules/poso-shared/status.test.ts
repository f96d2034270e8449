import { describe, expect, it } from 'vitest';
import {
  AdvanceStatus,
  fromWire,
  InvoiceStatus,
  PaymentStatus,
  PurchaseOrderStatus,
} from './status.js';

describe('status enums', () => {
  it("take the service's ids of each document type", () => {
    expect(fromWire(PurchaseOrderStatus, 'purchase order', 3)).toBe(PurchaseOrderStatus.RAISED);
    expect(fromWire(InvoiceStatus, 'invoice', 3)).toBe(InvoiceStatus.ACCEPTED);
    expect(fromWire(InvoiceStatus, 'invoice', 14)).toBe(InvoiceStatus.CUSTOMER_REJECTED);
    expect(fromWire(PaymentStatus, 'payment', 10)).toBe(PaymentStatus.CLAIMED);
    expect(fromWire(AdvanceStatus, 'advance', 11)).toBe(AdvanceStatus.CONFIRMED);
  });

  it('refuse an id the document type does not have', () => {
    expect(() => fromWire(PurchaseOrderStatus, 'purchase order', 14)).toThrow(
      'poso answered purchase order status 14, which the BFF does not know',
    );
    expect(() => fromWire(PaymentStatus, 'payment', 3)).toThrow(/payment status 3/);
  });
});
