import { describe, expect, it } from 'vitest';
import { dueDateIssue, invoiceInput, newInvoiceForm, savedInvoiceForm } from './invoice-form';

const rod = {
  materialDescription: 'TMT steel rods 12 mm (tonne)',
  ratePerUnit: '52000.000000',
  quantity: '4.000000',
  tax: '18.0000',
};

describe('invoice form', () => {
  it("starts a new invoice from the sales order's lines, dated today, without charges", () => {
    const form = newInvoiceForm({ items: [rod] }, '2026-03-05');
    expect(form).toEqual({
      invoiceNumber: '',
      invoiceDate: '2026-03-05',
      dueDate: '',
      description: '',
      items: [
        {
          materialDescription: 'TMT steel rods 12 mm (tonne)',
          ratePerUnit: '52000.00',
          quantity: '4',
          tax: '18',
        },
      ],
      additionalCharges: [],
    });
  });

  it('opens a saved draft with its charges as the charge picker expects them', () => {
    const form = savedInvoiceForm({
      invoiceNumber: 'INV-00007',
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      description: 'March delivery',
      items: [rod],
      additionalCharges: [{ masterId: 1, amount: '2500' }],
    });
    expect(form.invoiceNumber).toBe('INV-00007');
    expect(form.dueDate).toBe('2026-03-31');
    expect(form.additionalCharges).toEqual([{ masterId: '1', amount: '2500.00' }]);
    expect(form.items[0]?.quantity).toBe('4');
  });

  it('sends canonical decimals, trimmed text, and no number when left empty', () => {
    const input = invoiceInput({
      invoiceNumber: '  ',
      invoiceDate: '2026-03-05',
      dueDate: '',
      description: '  March delivery ',
      items: [
        { materialDescription: ' Rods ', ratePerUnit: '1,00,000.5', quantity: '2', tax: '18' },
      ],
      additionalCharges: [{ masterId: '2', amount: '1,500' }],
    });
    expect(input).toEqual({
      invoiceDate: '2026-03-05',
      // An emptied due date is cleared, not kept.
      dueDate: null,
      description: 'March delivery',
      items: [{ materialDescription: 'Rods', ratePerUnit: '100000.50', quantity: '2', tax: '18' }],
      additionalCharges: [{ masterId: 2, amount: '1500.00' }],
    });
    expect(
      invoiceInput({ ...newInvoiceForm({ items: [rod] }, '2026-03-05'), invoiceNumber: 'A-1 ' }),
    ).toMatchObject({ invoiceNumber: 'A-1' });
  });

  it('takes an optional due date, never before the invoice date', () => {
    const on = (dueDate: string) => dueDateIssue({ invoiceDate: '2026-03-05', dueDate });
    expect(on('')).toBeNull();
    expect(on('2026-03-05')).toBeNull();
    expect(on('2026-04-04')).toBeNull();
    expect(on('2026-03-04')).toBe('beforeInvoiceDate');
    expect(on('4/4/2026')).toBe('invalid');
    expect(
      invoiceInput({ ...newInvoiceForm({ items: [rod] }, '2026-03-05'), dueDate: '2026-04-04' }),
    ).toMatchObject({ dueDate: '2026-04-04' });
  });
});
