import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn, unworded } from '../../i18n/intl.test-support';
import { columnReasonMessages, formatColumnReason } from './column-reasons';

describe('column reasons', () => {
  it('has a message for every reason code of the engine, and for reasons stored before', () => {
    expect(unworded(reco.COLUMN_REASON_CODES, columnReasonMessages)).toEqual([]);
  });

  it('words every content and every known column the engine names, in every language', () => {
    for (const locale of LOCALES) {
      const intl = intlIn(locale);
      for (const values of reco.COLUMN_CONTENTS) {
        const text = formatColumnReason(intl, {
          code: 'VALUES_ARE',
          header: 'When',
          percent: 80,
          values: enumName(values) as never,
        });
        expect(text).toContain('When');
        expect(text).not.toMatch(/\{|\}/);
      }
      for (const known of reco.KNOWN_UNREAD_COLUMNS) {
        const text = formatColumnReason(intl, {
          code: 'KNOWN_NOT_READ',
          header: 'Sr No',
          knownAs: enumName(known) as never,
        });
        expect(text.length).toBeGreaterThan('Sr No'.length + 4);
      }
    }
  });

  it('says a reason in the user’s language, with the header and the role it names', () => {
    const reason = {
      code: 'HEADER_USUAL_NAME',
      header: 'Vch No.',
      field: 'VOUCHER_NUMBER',
    } as const;
    expect(formatColumnReason(intlIn('en'), reason)).toBe(
      'The header “Vch No.” is a usual name for “Our voucher number”',
    );
    expect(formatColumnReason(intlIn('fr'), reason)).toBe(
      'L’en-tête « Vch No. » est un nom courant de « Notre n° de pièce »',
    );
    expect(formatColumnReason(intlIn('fr'), reason, true)).toBe(
      'Mémorisée pour ce tiers : L’en-tête « Vch No. » est un nom courant de « Notre n° de pièce »',
    );
    expect(formatColumnReason(intlIn('zh'), reason)).toBe('表头“Vch No.”是“我方凭证号”的常用名称');
  });
});
