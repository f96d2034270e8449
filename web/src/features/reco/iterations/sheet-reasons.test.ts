import { readFileSync } from 'node:fs';
import { SHEET_REASON_CODES } from '@concord/reco-engine';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SheetReasonCode } from '../../../gql/graphql';
import { formatSheetReason, sheetReasonMessages } from './sheet-reasons';

const intlIn = (locale: string) =>
  createIntl({
    locale,
    messages: JSON.parse(
      readFileSync(new URL(`../../i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>,
  });
/** `sameColumns` -> `SAME_COLUMNS`: the GraphQL enum's name of an engine word. */
const enumName = (word: string) => word.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

describe('sheet reasons', () => {
  it('has a message for every sheet reason of the engine, and for reasons stored before', () => {
    expect(
      [...SHEET_REASON_CODES, 'notRecorded']
        .map(enumName)
        .filter((c) => !(c in sheetReasonMessages)),
    ).toEqual([]);
  });

  it('words every code in every language, with its own translation and the sheets it names', () => {
    const english = intlIn('en');
    for (const locale of ['en', 'fr', 'ro', 'zh']) {
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
