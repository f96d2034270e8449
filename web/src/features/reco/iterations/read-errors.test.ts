import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn, unworded } from '../../i18n/intl.test-support';
import { formatReadError, readErrorMessages, readErrorReasonOf } from './read-errors';

const params = { sheet: 'Q1', row: 7, column: 'C', text: 'ten', limit: 40, size: 30 };

describe('read errors', () => {
  it('has a message for every reason the engine and the upload guard give', () => {
    expect(unworded(reco.READ_ERROR_REASON_CODES, readErrorMessages)).toEqual([]);
    expect(unworded(reco.UPLOAD_REFUSAL_CODES, readErrorMessages)).toEqual([]);
  });

  it('words an upload refused before it was read, with what it names', () => {
    expect(
      formatReadError(intlIn('fr'), {
        code: 'CONTENT_NOT_EXTENSION',
        params: { extension: '.xlsx' },
      }),
    ).toBe('Le contenu de ce fichier n’est pas celui d’un fichier .xlsx');
    expect(
      formatReadError(intlIn('en'), {
        code: 'FILE_NAME_NOT_ALLOWED',
        params: { allowed: '.xlsx, .xlsm, .xls, .csv' },
      }),
    ).toBe('The file name must end in .xlsx, .xlsm, .xls, .csv');
  });

  it('words every reason in every language, with its own translation and what it names', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const code of [...reco.READ_ERROR_REASON_CODES, ...reco.UPLOAD_REFUSAL_CODES].map(
        enumName,
      )) {
        const text = formatReadError(intl, { code, params })!;
        expect(text).not.toMatch(/\{|\}/);
        expect(text).toContain('Q1');
        if (locale !== 'en')
          expect(text, `${locale} ${code}`).not.toBe(formatReadError(english, { code, params }));
      }
    }
  });

  it('says why a file cannot be read in the user’s language, with the sheet and cell', () => {
    expect(formatReadError(intlIn('en'), { code: 'NO_HEADER_ROW', params: { limit: 40 } })).toBe(
      'No header row was found in the first 40 rows (expected headings such as Date, Voucher No, Debit, Credit)',
    );
    expect(
      formatReadError(intlIn('fr'), {
        code: 'NOT_AN_AMOUNT',
        params: { sheet: 'Grand livre', row: 12, column: 'E', text: 'dix' },
      }),
    ).toBe('Feuille « Grand livre » : Ligne 12, colonne E : « dix » n’est pas un montant');
    expect(formatReadError(intlIn('zh'), { code: 'NO_SHEET_NAMED', params: { sheet: 'Q3' } })).toBe(
      '工作簿中没有名为“Q3”的工作表',
    );
  });

  it('leaves a code it does not know to the English message', () => {
    expect(formatReadError(intlIn('fr'), { code: 'SOMETHING_NEW', params: {} })).toBeNull();
    expect(readErrorReasonOf({ message: 'x' })).toBeNull();
    expect(readErrorReasonOf({ reason: { code: 'NO_HEADER_ROW', params: { limit: 40 } } })).toEqual(
      { code: 'NO_HEADER_ROW', params: { limit: 40 } },
    );
  });
});
