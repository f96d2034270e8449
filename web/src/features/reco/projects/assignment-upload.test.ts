import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn, unworded } from '../../i18n/intl.test-support';
import { assignmentProblemMessages, formatAssignmentProblem } from './assignment-problems';
import { rowProblems } from './assignment-upload';

describe('assignment template answers', () => {
  it('lists the service’s per-row messages in row order, file-wide ones first', () => {
    expect(
      rowProblems(
        {
          'row.12.reviewer': '"zed" is not a member of this company',
          'row.3.party': 'Unknown party "Acme"',
          file: 'Missing columns: Reviewer',
          'row.3.reconciler': '"bob" may not reconcile',
        },
        {
          'row.12.reviewer': { code: 'NOT_A_MEMBER', params: { name: 'zed' } },
          'row.3.party': { code: 'UNKNOWN_PARTY', params: { party: 'Acme' } },
          'row.3.reconciler': { code: 'MAY_NOT_RECONCILE', params: { name: 'bob' } },
        },
      ),
    ).toEqual([
      { row: null, column: 'file', message: 'Missing columns: Reviewer', reason: null },
      {
        row: 3,
        column: 'party',
        message: 'Unknown party "Acme"',
        reason: { code: 'UNKNOWN_PARTY', params: { party: 'Acme' } },
      },
      {
        row: 3,
        column: 'reconciler',
        message: '"bob" may not reconcile',
        reason: { code: 'MAY_NOT_RECONCILE', params: { name: 'bob' } },
      },
      {
        row: 12,
        column: 'reviewer',
        message: '"zed" is not a member of this company',
        reason: { code: 'NOT_A_MEMBER', params: { name: 'zed' } },
      },
    ]);
  });

  it('words every refusal of the service in every language, with what it names', () => {
    expect(unworded(reco.ASSIGNMENT_PROBLEM_CODES, assignmentProblemMessages)).toEqual([]);
    const params = { columns: 'Reviewer', party: 'Acme', value: '31/03', row: 4, name: 'zed' };
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const code of reco.ASSIGNMENT_PROBLEM_CODES.map(enumName)) {
        const text = formatAssignmentProblem(intl, { code, params })!;
        expect(text, `${locale} ${code}`).not.toMatch(/\{|\}/);
        if (locale !== 'en')
          expect(text, `${locale} ${code}`).not.toBe(
            formatAssignmentProblem(intlIn('en'), { code, params }),
          );
      }
    }
    expect(
      formatAssignmentProblem(intlIn('fr'), { code: 'NOT_A_MEMBER', params: { name: 'zed' } }),
    ).toBe('« zed » n’est pas membre de cette entreprise');
    // A file the upload guard refused: the read error's words.
    expect(formatAssignmentProblem(intlIn('en'), { code: 'CORRUPT_FILE', params: {} })).toMatch(
      /^The file is damaged/,
    );
  });
});
