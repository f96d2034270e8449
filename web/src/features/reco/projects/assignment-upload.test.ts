import { describe, expect, it } from 'vitest';
import { rowProblems } from './assignment-upload';

describe('assignment template answers', () => {
  it('lists the service’s per-row messages in row order, file-wide ones first', () => {
    expect(
      rowProblems({
        'row.12.reviewer': 'Unknown user "zed"',
        'row.3.party': 'Unknown party "Acme"',
        file: 'Missing columns: reviewer',
        'row.3.reconciler': 'bob may not reconcile',
      }),
    ).toEqual([
      { row: null, column: 'file', message: 'Missing columns: reviewer' },
      { row: 3, column: 'party', message: 'Unknown party "Acme"' },
      { row: 3, column: 'reconciler', message: 'bob may not reconcile' },
      { row: 12, column: 'reviewer', message: 'Unknown user "zed"' },
    ]);
  });
});
