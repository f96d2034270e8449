import { describe, expect, it } from 'vitest';
import { intlIn } from '../i18n/intl.test-support';
import { notificationText } from './notification-text';

// The dates as every screen shows them: day, short month, year, isolated left-to-right.
const from = '\u20661 Apr 2024\u2069';
const to = '\u206631 Mar 2025\u2069';

const answered = {
  kind: 'RECO_ANSWERED' as const,
  actorName: null,
  text: 'Bell Traders 2024-04-01 to 2025-03-31: the party disputed the closing balance: 1,200 more',
  subjectName: 'Bell Traders',
  periodFrom: '2024-04-01',
  periodTo: '2025-03-31',
};

describe('notification wording in the reader’s language', () => {
  it('words what the party did from its code and values, the period as dates', () => {
    const disputed = {
      ...answered,
      detail: {
        code: 'BALANCE_DISPUTED' as const,
        params: [{ name: 'remark', value: '1,200 more' }],
      },
    };
    expect(notificationText(intlIn('en', { strict: true }), disputed)).toBe(
      `Bell Traders, ${from} to ${to}: the party disputed the closing balance: “1,200 more”`,
    );
    expect(notificationText(intlIn('fr', { strict: true }), disputed)).toBe(
      `Bell Traders, du ${from} au ${to} : le tiers a contesté le solde de clôture : « 1,200 more »`,
    );
    expect(notificationText(intlIn('ro', { strict: true }), disputed)).toBe(
      `Bell Traders, ${from} – ${to}: partenerul a contestat soldul de închidere: „1,200 more”`,
    );
    expect(notificationText(intlIn('zh', { strict: true }), disputed)).toBe(
      `Bell Traders，${from} 至 ${to}：往来方对期末余额有异议：“1,200 more”`,
    );
  });

  it('has a wording for every code in every language, none of them English outside en', () => {
    const codes = [
      'LEDGER_UPLOADED',
      'RUN_WAITING',
      'BALANCE_CONFIRMED',
      'BALANCE_DISPUTED',
      'ENTRY_AGREED',
      'ENTRY_DISAGREED',
      'ENTRY_DOCUMENT',
    ] as const;
    for (const code of codes) {
      const note = {
        ...answered,
        actorName: 'Victor',
        detail: {
          code,
          params: [
            { name: 'remark', value: 'x' },
            { name: 'entry', value: '763' },
          ],
        },
      };
      const en = notificationText(intlIn('en', { strict: true }), note);
      expect(en).toMatch(/Bell Traders, .* to .*/);
      expect(en).toMatch(/the party |entry 763/);
      for (const locale of ['fr', 'ro', 'zh'] as const) {
        const words = notificationText(intlIn(locale, { strict: true }), note);
        expect(words).toContain('Bell Traders');
        expect(words).toContain(from);
        expect(words).not.toMatch(/the party|ledger|balance|entry| to /);
      }
    }
  });

  it('says who answered on which entry of a shared reconciliation', () => {
    const disagreed = {
      ...answered,
      actorName: 'Victor Shah',
      detail: { code: 'ENTRY_DISAGREED' as const, params: [{ name: 'entry', value: '763' }] },
    };
    expect(notificationText(intlIn('en', { strict: true }), disagreed)).toBe(
      `Victor Shah disagreed with entry 763 on Bell Traders, ${from} to ${to}`,
    );
    expect(notificationText(intlIn('zh', { strict: true }), disagreed)).toBe(
      `Victor Shah 不同意 Bell Traders，${from} 至 ${to} 的第 763 笔分录`,
    );
  });

  it('names the subject of a kind without detail by its party and period', () => {
    const assigned = {
      kind: 'RECO_ASSIGNED' as const,
      actorName: 'Alice',
      text: 'Bell Traders 2024-04-01 to 2025-03-31',
      subjectName: 'Bell Traders',
      periodFrom: '2024-04-01',
      periodTo: '2025-03-31',
      detail: null,
    };
    expect(notificationText(intlIn('fr', { strict: true }), assigned)).toContain(
      `Bell Traders, du ${from} au ${to}`,
    );
    expect(notificationText(intlIn('zh', { strict: true }), assigned)).not.toContain(' to ');
  });

  it('shows a notification stored before the subject and detail as it was', () => {
    const old = {
      kind: 'RECO_ANSWERED' as const,
      actorName: null,
      text: 'Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger',
      subjectName: null,
      periodFrom: null,
      periodTo: null,
      detail: null,
    };
    expect(notificationText(intlIn('en', { strict: true }), old)).toBe(
      'Someone answered on Old Traders 2024-01-01 to 2024-03-31: the party uploaded its ledger',
    );
    expect(notificationText(intlIn('fr', { strict: true }), old)).toContain(old.text);
  });
});
