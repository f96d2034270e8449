import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, intlIn, unworded } from '../../i18n/intl.test-support';
import type { MappingConflictCode } from '../../../gql/graphql';
import { formatMappingConflict, mappingConflictMessages } from './mapping-conflicts';

describe('mapping conflicts', () => {
  it('has a message for every conflict code of the engine, and for conflicts stored before', () => {
    expect(unworded(reco.MAPPING_CONFLICT_CODES, mappingConflictMessages)).toEqual([]);
  });

  it('words every code in every language, with its own translation', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale);
      for (const code of Object.keys(mappingConflictMessages) as MappingConflictCode[]) {
        const text = formatMappingConflict(intl, {
          code,
          header: 'Bill No',
          otherHeader: 'Ref',
          headers: ['Bill No', 'Ref', 'Invoice'],
          field: 'DOCUMENT_NUMBER',
        });
        expect(text).not.toMatch(/\{|\}/);
        if (locale !== 'en')
          expect(text, `${locale} ${code}`).not.toBe(
            formatMappingConflict(english, { code, field: 'DOCUMENT_NUMBER' }),
          );
      }
    }
  });

  it('says a conflict in the user’s language, with the columns and the role it names', () => {
    const conflict = {
      code: 'TWO_COLUMNS_FOR_FIELD',
      header: 'Date',
      otherHeader: 'Posting Date',
      field: 'DATE',
    } as const;
    expect(formatMappingConflict(intlIn('en'), conflict)).toBe(
      'Two columns read as “Date”, “Date” and “Posting Date”: “Date” is used',
    );
    expect(formatMappingConflict(intlIn('fr'), conflict)).toBe(
      'Deux colonnes se lisent comme « Date », « Date » et « Posting Date » : « Date » est utilisée',
    );
    expect(
      formatMappingConflict(intlIn('en'), {
        code: 'SEVERAL_PARTY_DOCUMENTS',
        headers: ['Bill No', 'Invoice'],
      }),
    ).toBe(
      'Several columns hold the party’s documents (“Bill No” and “Invoice”): all are used as references',
    );
  });
});
