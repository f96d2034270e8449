import { describe, expect, it } from 'vitest';
import { emptyPoForm, plainRate, poFormFromOrder, poInput } from './purchase-order-form';

const saved = {
  vendor: { id: 2 },
  poNumber: 'PO-DEMO-001',
  poDate: '2026-10-27',
  currency: 'EUR',
  exchangeRate: '97.550000',
  description: 'Demo',
  items: [
    {
      itemId: 7,
      materialDescription: 'TMT rods',
      ratePerUnit: '52000.000000',
      quantity: '4.000000',
      tax: '18.0000',
    },
  ],
};

describe('PO form', () => {
  it('starts empty on today in the base currency at rate 1 with one item', () => {
    const form = emptyPoForm('2026-03-05', 'INR');
    expect(form).toMatchObject({ poDate: '2026-03-05', currency: 'INR', exchangeRate: '1' });
    expect(form.items).toHaveLength(1);
  });

  it('loads a saved order with figures as a person types them', () => {
    const form = poFormFromOrder(saved);
    expect(form).toMatchObject({ vendorId: '2', exchangeRate: '97.55', currency: 'EUR' });
    expect(form.items[0]).toEqual({
      id: 7,
      materialDescription: 'TMT rods',
      ratePerUnit: '52000.00',
      quantity: '4',
      tax: '18',
    });
    expect(plainRate('1.000000')).toBe('1');
  });

  it('sends canonical decimals, leaves an empty number to the server and drops item ids', () => {
    const form = {
      ...poFormFromOrder(saved),
      poNumber: '  ',
      description: ' Steel for site 4 ',
      exchangeRate: '97.5',
    };
    form.items = [
      ...form.items,
      { materialDescription: ' Wire ', ratePerUnit: '1,000.5', quantity: '1,200', tax: '5' },
    ];
    expect(poInput(form)).toEqual({
      vendorId: 2,
      poDate: '2026-10-27',
      currency: 'EUR',
      exchangeRate: '97.5',
      description: 'Steel for site 4',
      items: [
        { materialDescription: 'TMT rods', ratePerUnit: '52000.00', quantity: '4', tax: '18' },
        { materialDescription: 'Wire', ratePerUnit: '1000.50', quantity: '1200', tax: '5' },
      ],
    });
    expect(poInput({ ...form, poNumber: ' PO-9 ' }).poNumber).toBe('PO-9');
  });

  it('refuses values the form should have stopped', () => {
    expect(() => poInput({ ...poFormFromOrder(saved), exchangeRate: '0' })).toThrow(
      /exchange rate/,
    );
    expect(() => poInput({ ...poFormFromOrder(saved), poDate: '2026-02-30' })).toThrow(/date/);
  });
});
