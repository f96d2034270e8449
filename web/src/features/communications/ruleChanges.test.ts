import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../customisation/settings';
import { formatDate } from '../i18n/format';
import { loadMessages } from '../i18n/load-messages';
import { describeRuleChange, type RuleChangeIn } from './ruleChanges';

const templates = [
  { id: 1, name: 'Ledger request' },
  { id: 2, name: 'Reminder' },
];
const at = '2026-11-25T09:00:00Z';
const shown = (text: string) => text.replace(/[\u2066\u2069]/g, '');

async function describeIn(locale: Locale, change: RuleChangeIn) {
  const intl = createIntl({ locale, messages: await loadMessages(locale) });
  const out = describeRuleChange(intl, change, templates, formatDate);
  return {
    heading: shown(out.heading),
    lines: out.lines.map((l) => shown(`${l.label}: ${l.text}`)),
  };
}

const creation: RuleChangeIn = {
  userId: 1,
  changedAt: at,
  author: { userName: 'admin', firstName: 'Ana', lastName: 'Pop' },
  changes: [
    { field: 'NAME', before: 'null', after: '"Quarterly ledger"' },
    { field: 'REQUEST_TEMPLATE', before: 'null', after: '1' },
    { field: 'QUIET_WEEKDAYS', before: 'null', after: '[6,7]' },
    { field: 'ESCALATE_AFTER', before: 'null', after: 'null' },
    { field: 'SEND_ON_CREATION', before: 'null', after: 'true' },
  ],
};

describe('describeRuleChange', () => {
  it('shows a creation as "Created" with the values it started with, by the author name', async () => {
    expect(await describeIn('en', creation)).toEqual({
      heading: '25 Nov 2026, Ana Pop · Created',
      lines: [
        'Name: Quarterly ledger',
        'Request template: Ledger request',
        'No mail on: Sat, Sun',
        'Escalate from reminder: —',
        'Send the request when the reconciliation is created: on',
      ],
    });
  });

  it('shows an edit as before → after in the reader language', async () => {
    const edit: RuleChangeIn = {
      userId: 7,
      changedAt: at,
      author: { userName: 'marie' },
      changes: [
        { field: 'ENABLED', before: 'true', after: 'false' },
        { field: 'REMINDER_TEMPLATE', before: '1', after: '2' },
        { field: 'QUIET_WEEKDAYS', before: '[]', after: '[1]' },
      ],
    };
    const fr = await describeIn('fr', edit);
    expect(fr.heading).toMatch(/, marie$/);
    expect(fr.lines).toEqual([
      'Activée: oui → non',
      'Modèle de relance: Ledger request → Reminder',
      "Pas d'e-mail le: — → lun.",
    ]);
    expect(fr.lines.join('\n')).not.toMatch(/enabled|_id|null|true|false/);
    const zh = await describeIn('zh', edit);
    expect(zh.lines[0]).toMatch(/: 开 → 关$/);
  });

  it('names a departed author by number and a deleted template by id', async () => {
    const out = await describeIn('en', {
      userId: 9,
      changedAt: at,
      author: null,
      changes: [{ field: 'REQUEST_TEMPLATE', before: '1', after: '44' }],
    });
    expect(out).toEqual({
      heading: '25 Nov 2026, user #9',
      lines: ['Request template: Ledger request → #44'],
    });
  });

  it("names the project and writes holidays as dates in the reader's language", async () => {
    const change: RuleChangeIn = {
      userId: 7,
      changedAt: at,
      author: { userName: 'marie' },
      changes: [
        { field: 'PROJECT', before: 'null', after: '12' },
        { field: 'QUIET_DATES', before: '["2026-12-25"]', after: '["2026-12-25","2027-01-01"]' },
      ],
      projects: [{ id: 12, name: 'Q3 vendors' }],
    };
    // Not a creation: the project went from every project to one.
    const en = await describeIn('en', { ...change, changes: [change.changes[1]!] });
    expect(en.lines).toEqual([
      'Holidays (YYYY-MM-DD, comma separated): 25 Dec 2026 → 25 Dec 2026, 1 Jan 2027',
    ]);
    const fr = await describeIn('fr', {
      ...change,
      changes: [{ field: 'PROJECT', before: '12', after: 'null' }, change.changes[1]!],
    });
    expect(fr.lines[0]).toBe('Projet: Q3 vendors → Tous les projets');
    expect(fr.lines[1]).toMatch(/: 25 déc\. 2026 → 25 déc\. 2026, 1 janv\. 2027$/);
    const zh = await describeIn('zh', { ...change, changes: [change.changes[1]!] });
    expect(zh.lines[0]).toMatch(/2026年12月25日 → 2026年12月25日, 2027年1月1日$/);
    // A deleted project keeps its number.
    const gone = await describeIn('en', { ...change, projects: [] });
    expect(gone.lines[0]).toBe('Project: All projects → #12');
  });
});
