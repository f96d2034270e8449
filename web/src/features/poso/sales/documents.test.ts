import { describe, expect, it } from 'vitest';
import { documentTotals } from '../shared/totals';
import { additionalChargeLines, documentItems, paymentLines } from './documents';

describe('documents as the shared parts take them', () => {
  it("keeps the server's line totals, so screens show what the server stored", () => {
    const items = documentItems([
      {
        itemId: 9,
        materialDescription: 'Rods',
        ratePerUnit: '52000.000000',
        quantity: '4.000000',
        tax: '18.0000',
        lineTotal: '245440.00',
      },
      {
        itemId: null,
        materialDescription: 'Wire',
        ratePerUnit: '85.5',
        quantity: '120',
        tax: '18',
      },
    ]);
    expect(items.map((item) => item.id)).toEqual([9, 'new-1']);
    expect(items[0]?.lineTotal).toBe('245440.00');
    expect(documentTotals(items).itemsTotal.toFixed(2)).toBe('257546.80');
  });

  it('names charge lines and keeps them apart without a saved id', () => {
    expect(
      additionalChargeLines([
        { chargeId: 1, masterId: 1, name: 'Freight', amount: '2500.00' },
        { chargeId: null, masterId: 3, name: 'Insurance', amount: '100' },
      ]),
    ).toEqual([
      { id: 1, name: 'Freight', amount: '2500.00' },
      { id: 'master-3', name: 'Insurance', amount: '100' },
    ]);
  });

  it('carries the confirm flag of each payment into the payments dialog', () => {
    const [line] = paymentLines([
      {
        id: 4,
        referenceNumber: 'UTR-1',
        date: '2026-03-05',
        amount: '50000.00',
        remarks: '',
        status: 'CLAIMED',
        isConfirmAllowed: true,
      },
    ]);
    expect(line).toMatchObject({ id: 4, status: 'CLAIMED', isConfirmAllowed: true });
  });
});
