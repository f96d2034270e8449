import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { mapServerFields, serverFormErrors } from './server-errors';

const formFields = ['referenceNumber', 'amount', 'remarks'] as const;

describe('server field errors', () => {
  it('puts each message on the field of the same GraphQL name; the rest stays unmatched', () => {
    expect(
      mapServerFields(
        { referenceNumber: 'Required', amount: 'Incorrect entry', purchaseInvoiceId: 'Nope' },
        formFields,
      ),
    ).toEqual({
      fields: { referenceNumber: 'Required', amount: 'Incorrect entry' },
      unmatched: ['Nope'],
    });
  });

  it('reads the code and fields of a GraphQL error', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'Incorrect entry' } },
        },
      ],
    });
    expect(serverFormErrors(error, formFields)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { amount: 'Incorrect entry' },
      unmatched: [],
    });
    expect(serverFormErrors(new Error('offline'), formFields).code).toBe('NETWORK');
  });
});
