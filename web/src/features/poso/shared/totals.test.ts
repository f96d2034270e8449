import { describe, expect, it } from 'vitest';
import { documentTotals, draftLineTotal } from './totals';

describe('documentTotals', () => {
  it('adds line totals and additional charges into the grand total', () => {
    const totals = documentTotals(
      [
        { ratePerUnit: '100', quantity: '3', tax: '18' },
        { ratePerUnit: '1,000.50', quantity: '2', tax: '0' },
      ],
      [{ amount: '50' }, { amount: '0.25' }],
    );
    expect(totals.lineTotals.map((total) => total?.toFixed(2))).toEqual(['354.00', '2001.00']);
    expect(totals.itemsTotal.toFixed(2)).toBe('2355.00');
    expect(totals.chargesTotal.toFixed(2)).toBe('50.25');
    expect(totals.grandTotal.toFixed(2)).toBe('2405.25');
  });

  it('leaves half-typed lines out until they read, and prefers the server line total', () => {
    const totals = documentTotals([
      { ratePerUnit: '12.', quantity: '', tax: '5' },
      { ratePerUnit: '10', quantity: '1', tax: '0', lineTotal: '10.00' },
    ]);
    expect(totals.lineTotals[0]).toBeNull();
    expect(draftLineTotal({ ratePerUnit: '1.005', quantity: '1', tax: '0' })).toBeNull();
    expect(draftLineTotal({ ratePerUnit: '10', quantity: '1', tax: '101' })).toBeNull();
    expect(draftLineTotal({ ratePerUnit: '10', quantity: '0', tax: '5' })).toBeNull();
    expect(totals.grandTotal.toFixed(2)).toBe('10.00');
  });
});
