import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status';

describe('status colours', () => {
  it('colours the loop statuses by document type', () => {
    expect(statusTone('po', { id: 1, name: 'Draft' })).toBe('gray');
    expect(statusTone('po', { id: 2, name: 'Waiting for Approval' })).toBe('orange');
    expect(statusTone('po', { id: 3, name: 'Raised' })).toBe('green');
    expect(statusTone('po', { id: 10, name: 'Vendor Rejected' })).toBe('red');
    expect(statusTone('invoice', { id: 4, name: 'Waiting for Finance Approval' })).toBe('orange');
    expect(statusTone('invoice', { id: 3, name: 'Accepted' })).toBe('green');
    expect(statusTone('invoice', { id: 10, name: 'Payment Claimed' })).toBe('blue');
    expect(statusTone('invoice', { id: 11, name: 'Payment Confirmed' })).toBe('green');
    expect(statusTone('invoice', { id: 14, name: 'Customer Rejected' })).toBe('red');
    expect(statusTone('payment', { id: 10, name: 'Payment Claimed' })).toBe('blue');
  });

  it('falls back to the name for statuses it does not know', () => {
    expect(statusTone('po', { id: 42, name: 'Cancelled by customer' })).toBe('red');
    expect(statusTone('invoice', { id: 42, name: 'Pending review' })).toBe('orange');
    expect(statusTone('payment', { id: 42, name: 'Something new' })).toBe('gray');
  });

  it('translates known statuses and keeps unknown ones as the server names them', () => {
    expect(statusLabel('po', { id: 10, name: 'Vendor Rejected' })?.id).toBe(
      'poso.status.po.vendorRejected',
    );
    expect(statusLabel('po', { id: 42, name: 'New' })).toBeNull();
  });
});
