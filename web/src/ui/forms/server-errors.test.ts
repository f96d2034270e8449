import { describe, expect, it } from 'vitest';
import { splitServerFields } from './server-errors';

describe('server field errors', () => {
  const values = {
    referenceNumber: '',
    amount: '12',
    items: [{ tax: '18' }, { tax: '101' }],
  };

  it('puts each message on the field at the same path; the rest stays unmatched', () => {
    expect(
      splitServerFields(
        {
          referenceNumber: 'Required',
          'items.1.tax': 'Tax must be a percent between 0 and 100',
          purchaseInvoiceId: 'Choose an invoice',
          'items.5.tax': 'No such line',
        },
        values,
      ),
    ).toEqual({
      matched: [
        ['referenceNumber', 'Required'],
        ['items.1.tax', 'Tax must be a percent between 0 and 100'],
      ],
      unmatched: ['Choose an invoice', 'No such line'],
    });
  });

  it('matches an empty field as well as a filled one', () => {
    expect(splitServerFields({ referenceNumber: 'Required' }, values).matched).toHaveLength(1);
  });
});
