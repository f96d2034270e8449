import { describe, expect, it } from 'vitest';
import { toGraphQLError, toRestError } from './error-mapping.js';
import { UpstreamError } from './upstream-error.js';

// A refusal per field (a filled template's rows) reaches the screens as codes they word, under
// the field names the BFF gives the English messages, with only plain values passed on.
const refusal = new UpstreamError('reco', '/ums/assign-recos/', {
  kind: 'status',
  status: 400,
  body: {
    error: 'BAD_REQUEST',
    message: '2 problems in the file; nothing was applied',
    fields: {
      'row.3.period_to': 'The period ends before it starts',
      'row.4.reviewer': '"zed" is not a member of this company',
    },
    reason: { code: 'assignmentRefused', params: { count: 2 } },
    reasons: {
      'row.3.period_to': { code: 'periodEndsBeforeStart', params: {} },
      'row.4.reviewer': { code: 'notAMember', params: { name: 'zed', nested: { no: 1 } } },
      'row.5.party': { code: 'not a code!', params: {} },
    },
  },
});

describe('coded reasons per field', () => {
  it('a file route answers them beside the messages, codes as GraphQL names', () => {
    expect(toRestError(refusal)).toEqual({
      status: 400,
      body: {
        error: 'BAD_REQUEST',
        message: '2 problems in the file; nothing was applied',
        fields: {
          'row.3.periodTo': 'The period ends before it starts',
          'row.4.reviewer': '"zed" is not a member of this company',
        },
        reason: { code: 'ASSIGNMENT_REFUSED', params: { count: 2 } },
        reasons: {
          'row.3.periodTo': { code: 'PERIOD_ENDS_BEFORE_START', params: {} },
          'row.4.reviewer': { code: 'NOT_A_MEMBER', params: { name: 'zed' } },
        },
      },
    });
  });

  it('a GraphQL error carries them in its extensions', () => {
    expect(toGraphQLError(refusal).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reasons: {
        'row.3.periodTo': { code: 'PERIOD_ENDS_BEFORE_START', params: {} },
        'row.4.reviewer': { code: 'NOT_A_MEMBER', params: { name: 'zed' } },
      },
    });
  });
});
