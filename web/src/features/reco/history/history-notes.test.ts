import { reco } from '@concord/contracts';
import { describe, expect, it } from 'vitest';
import { LOCALES, enumName, intlIn } from '../../i18n/intl.test-support';
import type { HistoryNoteCode } from '../../../gql/graphql';
import { formatHistoryNote, formatRunNeeds, type HistoryNoteView } from './history-notes';

const note = (code: HistoryNoteCode, more: Partial<HistoryNoteView> = {}): HistoryNoteView => ({
  code,
  rule: 'Quarter close',
  conflicts: [],
  guesses: [],
  ...more,
});

/** One note of each kind and shape the service writes. */
const SAMPLES: HistoryNoteView[] = [
  note('RULE_ACCEPTED_MAPPING'),
  note('RULE_STARTED_RUN', { trigger: 'PARTY_LEDGER' }),
  note('RULE_STARTED_RUN', { trigger: 'BOOKS_COMPLETED' }),
  note('RULE_RUN_WAITS', { books: 'FILE' }),
  note('RULE_RUN_WAITS', { books: 'MAPPING', counterparty: 'FILE' }),
  note('RULE_RUN_WAITS', {
    counterparty: 'MAPPING',
    conflicts: [{ code: 'ROLE_IS_GUESS', header: 'Amount in INR', field: 'AMOUNT' }],
  }),
  note('RULE_RUN_WAITS', {
    counterparty: 'MAPPING',
    guesses: [
      {
        field: 'CGST',
        letter: 'F',
        reason: { code: 'VALUES_ARE', field: 'CGST', percent: 80, values: 'AMOUNTS' },
      },
    ],
  }),
];

describe('history notes', () => {
  it('words every code the service writes', () => {
    const worded = new Set(SAMPLES.map((n) => n.code));
    expect(reco.HISTORY_NOTE_CODES.map(enumName).filter((c) => !worded.has(c as never))).toEqual(
      [],
    );
  });

  it('words every note in every language, each with its own translation', () => {
    const english = intlIn('en');
    for (const locale of LOCALES) {
      const intl = intlIn(locale, { strict: true });
      for (const sample of SAMPLES) {
        const text = formatHistoryNote(intl, sample);
        expect(text).not.toMatch(/\{|\}/);
        expect(text).toContain('Quarter close');
        if (locale !== 'en')
          expect(text, `${locale} ${JSON.stringify(sample)}`).not.toBe(
            formatHistoryNote(english, sample),
          );
      }
    }
  });

  it('says in English what the rule did, and why the run waits, with the doubts it names', () => {
    const en = intlIn('en');
    expect(formatHistoryNote(en, SAMPLES[0]!)).toBe(
      'Accepted by the rule “Quarter close”: the engine named every column a match reads',
    );
    expect(formatHistoryNote(en, SAMPLES[1]!)).toBe(
      'Started by the rule “Quarter close” when the party’s ledger arrived',
    );
    expect(formatHistoryNote(en, SAMPLES[2]!)).toBe(
      'Started by the rule “Quarter close” when our books completed the pair with the party’s ledger',
    );
    expect(formatHistoryNote(en, SAMPLES[4]!)).toBe(
      'The rule “Quarter close” did not start the run: the columns of our books are not confirmed and the party’s ledger is not uploaded',
    );
    expect(formatRunNeeds(en, SAMPLES[5]!)).toBe(
      'the columns of the party’s ledger are not confirmed (“Amount” in “Amount in INR” is a guess)',
    );
    expect(formatRunNeeds(en, SAMPLES[6]!)).toMatch(
      /^the columns of the party’s ledger are not confirmed \(“CGST” in column F is a guess: .+\)$/,
    );
  });

  it('says the same in French, Romanian and Chinese', () => {
    const waits = SAMPLES[3]!;
    expect(formatHistoryNote(intlIn('fr'), waits)).toBe(
      'La règle « Quarter close » n’a pas lancé l’exécution : nos livres ne sont pas déposés',
    );
    expect(formatHistoryNote(intlIn('ro'), waits)).toBe(
      'Regula „Quarter close” nu a pornit rularea: registrul nostru nu este încărcat',
    );
    expect(formatHistoryNote(intlIn('zh'), waits)).toBe(
      '规则“Quarter close”未开始运行：我方账簿尚未上传',
    );
  });
});
