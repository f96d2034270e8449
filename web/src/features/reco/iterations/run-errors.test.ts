import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn } from '../../i18n/intl.test-support';
import { formatRunError } from './run-errors';

describe('run errors', () => {
  it('words every code of the service in every language, without English left in the others', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const code of reco.RUN_ERROR_CODES.map(enumName)) {
        const error = {
          code: code as 'FILE_UNREADABLE' | 'GAVE_UP',
          side: 'BOOKS' as const,
          reason: { code: 'NO_SHEET_NAMED', sheet: 'Q3' },
        };
        const text = formatRunError(intl, error)!;
        expect(text, `${locale} ${code}`).not.toMatch(/\{|\}/);
        if (locale !== 'en') expect(text).not.toBe(formatRunError(english, error));
      }
    }
  });

  it('says whose file could not be read and why, in the words of a refused upload', () => {
    expect(
      formatRunError(intlIn('en'), {
        code: 'FILE_UNREADABLE',
        side: 'COUNTERPARTY',
        reason: {
          code: 'NOT_AN_AMOUNT',
          sheet: 'Ledger',
          row: 12,
          column: 'E',
          text: 'ten',
          field: null,
        },
      }),
    ).toBe(
      'The counterparty ledger could not be read: Sheet “Ledger”: Row 12, column E: “ten” is not an amount',
    );
    expect(
      formatRunError(intlIn('fr'), {
        code: 'FILE_UNREADABLE',
        side: 'BOOKS',
        reason: { code: 'CORRUPT_FILE' },
      }),
    ).toBe(
      'Nos livres n’ont pas pu être lus : Le fichier est endommagé ou n’est pas un tableur que Concord sait lire : enregistrez-le de nouveau depuis Excel et envoyez-le',
    );
  });

  it('leaves a read error it does not know to the service’s message', () => {
    expect(
      formatRunError(intlIn('ro'), {
        code: 'FILE_UNREADABLE',
        side: 'BOOKS',
        reason: { code: 'SOMETHING_NEW' },
      }),
    ).toBeNull();
  });
});
