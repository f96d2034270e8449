import { describe, expect, it } from 'vitest';
import { poso } from '../index.js';
import { camelCase, camelCased, camelCaseNames, fromCamelCased, pick } from './fields.js';

// The invoice header's one field list, as the service and the BFF spread it.

describe('one field list, spread by every tier', () => {
  it('names each field in camelCase, digits and all', () => {
    expect(camelCase('due_date')).toBe('dueDate');
    expect(camelCase('address_line_2')).toBe('addressLine2');
    expect(camelCase('description')).toBe('description');
    expect(camelCaseNames(['invoice_number', 'due_date'])).toEqual({
      invoice_number: 'invoiceNumber',
      due_date: 'dueDate',
    });
  });

  it('picks and renames only the listed fields of a row', () => {
    const row = { invoice_number: 'INV-00007', due_date: null, status_id: 3 };
    expect(pick(row, ['invoice_number', 'due_date'])).toEqual({
      invoice_number: 'INV-00007',
      due_date: null,
    });
    expect(camelCased(row, ['invoice_number', 'due_date'])).toEqual({
      invoiceNumber: 'INV-00007',
      dueDate: null,
    });
  });

  it('the invoice header lets only the fields that may be empty be cleared', () => {
    expect(poso.INVOICE_HEADER_FIELDS).toEqual([
      'invoice_number',
      'invoice_date',
      'due_date',
      'description',
      'exchange_rate',
    ]);
    expect(poso.CLEARABLE_INVOICE_HEADER_FIELDS).toEqual(['due_date']);
  });

  it('reads an input back into wire fields: absent stays absent, null clears what may be empty', () => {
    const header = (input: Record<string, string | null | undefined>) =>
      fromCamelCased<poso.InvoiceHeader>(
        input,
        poso.INVOICE_HEADER_FIELDS,
        poso.CLEARABLE_INVOICE_HEADER_FIELDS,
      );
    expect(header({ invoiceNumber: 'A-1', dueDate: null, description: undefined })).toEqual({
      invoice_number: 'A-1',
      due_date: null,
    });
    // Null on a field that cannot be empty keeps its value: it is left out.
    expect(header({ invoiceNumber: null, exchangeRate: '1.5' })).toEqual({ exchange_rate: '1.5' });
    expect(header({ invoice_number: 'wire names are not read' })).toEqual({});
  });
});
