import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { mapServerFields, serverFormErrors } from './server-errors';

const aliases = {
  referenceNumber: ['reference', 'reference_number'],
  amount: [],
  remarks: ['rejectRemarks', 'reject_remarks'],
} as const;

describe('server field errors', () => {
  it('puts each message on the field it belongs to, under any of its names', () => {
    expect(
      mapServerFields(
        { reference_number: 'Required', 'input.amount': 'Incorrect entry', other: 'Nope' },
        aliases,
      ),
    ).toEqual({
      fields: { referenceNumber: 'Required', amount: 'Incorrect entry' },
      unmatched: ['Nope'],
    });
    expect(mapServerFields({ reject_remarks: 'Too long' }, aliases).fields).toEqual({
      remarks: 'Too long',
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
    expect(serverFormErrors(error, aliases)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { amount: 'Incorrect entry' },
      unmatched: [],
    });
    expect(serverFormErrors(new Error('offline'), aliases).code).toBe('NETWORK');
  });
});
