import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, intlIn, unworded } from '../../i18n/intl.test-support';
import type { SheetReasonCode } from '../../../gql/graphql';
import { formatSheetReason, sheetReasonMessages } from './sheet-reasons';

describe('sheet reasons', () => {
  it('has a message for every sheet reason of the engine, and for reasons stored before', () => {
    expect(unworded(reco.SHEET_REASON_CODES, sheetReasonMessages)).toEqual([]);
  });

  it('words every code in every language, with its own translation and the sheets it names', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale);
      for (const reason of Object.keys(sheetReasonMessages) as SheetReasonCode[]) {
        const sheet = { name: 'Q2', reason, comparedWith: 'Q1' };
        const text = formatSheetReason(intl, sheet);
        expect(text).not.toMatch(/\{|\}/);
        expect(text).toContain('Q2');
        if (reason === 'SAME_COLUMNS' || reason === 'COLUMNS_DIFFER') expect(text).toContain('Q1');
        if (locale !== 'en')
          expect(text, `${locale} ${reason}`).not.toBe(formatSheetReason(english, sheet));
      }
    }
  });

  it('says why a sheet was read or passed over in the user’s language', () => {
    expect(formatSheetReason(intlIn('en'), { name: 'B2B', reason: 'HEADER_FOUND' })).toBe(
      'Sheet “B2B”: read, the ledger header was found here',
    );
    expect(
      formatSheetReason(intlIn('fr'), {
        name: 'Parties',
        reason: 'COLUMNS_DIFFER',
        comparedWith: 'Q1',
      }),
    ).toBe('Feuille « Parties » : non lue, ses colonnes diffèrent de la feuille « Q1 »');
  });
});
