import { describe, expect, it } from 'vitest';
import { chargeInputs, itemDrafts, itemInputs } from './drafts';

describe('item drafts', () => {
  it('turns typed rows into canonical wire values', () => {
    expect(
      itemInputs([
        {
          materialDescription: '  Steel rods ',
          ratePerUnit: '1,000.5',
          quantity: '2.50',
          tax: '18',
        },
      ]),
    ).toEqual([
      { materialDescription: 'Steel rods', ratePerUnit: '1000.50', quantity: '2.5', tax: '18' },
    ]);
    expect(chargeInputs([{ masterId: '3', amount: '1,250' }])).toEqual([
      { masterId: 3, amount: '1250.00' },
    ]);
  });

  it('refuses rows that were not validated', () => {
    expect(() =>
      itemInputs([{ materialDescription: 'x', ratePerUnit: 'abc', quantity: '1', tax: '0' }]),
    ).toThrow(/validate the form first/);
  });

  it('loads saved items for editing and keeps their ids', () => {
    expect(
      itemDrafts([
        {
          id: 7,
          materialDescription: 'Bolts',
          ratePerUnit: '12.5',
          quantity: '1000.000000',
          tax: '18.00',
        },
      ]),
    ).toEqual([
      { id: 7, materialDescription: 'Bolts', ratePerUnit: '12.50', quantity: '1000', tax: '18' },
    ]);
  });
});
