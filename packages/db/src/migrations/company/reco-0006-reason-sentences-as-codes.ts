import { sql, type Kysely } from 'kysely';

// Mappings stored before the engine's reasons were codes held English sentences, which
// reco-0007..0010 turn into `notRecorded`. Many of those sentences say exactly which code they
// were, with the columns, role or sheet they name: this reads them back as that code first, so
// a remembered mapping keeps its reasons. Named to sort before reco-0007, which would otherwise
// have dropped the sentences; on a schema that ran reco-0007 already none are left, and this
// finds nothing. Sentences are matched as the engine wrote them then, and kept as they are
// (for reco-0007..0010) when they match no rule.

type Coded = { code: string; params: Record<string, string | number> };
type Rule = [RegExp, (m: RegExpMatchArray) => Coded | null];

/**
 * The column roles of the engine when the sentences were written: a copy, not the engine's
 * list, so that the migration keeps meaning what it meant when it ran.
 */
const FIELDS = new Set([
  'date',
  'voucher',
  'document',
  'paymentRef',
  'docType',
  'narration',
  'debit',
  'credit',
  'amount',
  'drCr',
  'balance',
  'partyName',
  'supplierGstin',
  'placeOfSupply',
  'reverseCharge',
  'taxableValue',
  'igst',
  'cgst',
  'sgst',
  'cess',
  'deductorTan',
  'deductorPan',
  'section',
  'quarter',
  'grossAmount',
]);

const coded = (code: string, params: Record<string, string | number> = {}): Coded => ({
  code,
  params,
});
/** A code naming a role: only a role the engine knew. */
const withField = (code: string, field: string, params: Record<string, string> = {}) =>
  FIELDS.has(field) ? coded(code, { ...params, field }) : null;

const COLUMN_REASONS: Rule[] = [
  [/^chosen by the user$/, () => coded('chosenByUser')],
  [/^no header$/, () => coded('noHeader')],
  [
    /^header "(.*)" (?:names|is a usual name for|looks like a name for) an internal document number \(a Reference column holds the party's\)$/,
    (m) => coded('internalDocumentNumber', { header: m[1]! }),
  ],
  [/^header "(.*)" names (\w+)$/, (m) => withField('headerNames', m[2]!, { header: m[1]! })],
  [
    /^header "(.*)" is a usual name for (\w+)$/,
    (m) => withField('headerUsualName', m[2]!, { header: m[1]! }),
  ],
  [
    /^header "(.*)" looks like a name for (\w+)$/,
    (m) => withField('headerLooseName', m[2]!, { header: m[1]! }),
  ],
  [/^"(.*)" holds no dates$/, (m) => coded('holdsNoDates', { header: m[1]! })],
  [/^"(.*)" does not hold amounts$/, (m) => coded('holdsNoAmounts', { header: m[1]! })],
  [/^"(.*)" is not a column the engine reads$/, (m) => coded('notRead', { header: m[1]! })],
];

const CONFLICTS: Rule[] = [
  [/^no date column was found$/, () => coded('noDateColumn')],
  [/^not read: the file has debit and credit columns$/, () => coded('notReadBesideDebitCredit')],
  [/^a third amount column: not read$/, () => coded('thirdAmountColumn')],
  [
    /^(\w+) was chosen by the user in another column$/,
    (m) => withField('chosenInAnotherColumn', m[1]!),
  ],
  [
    /^also reads as (\w+); "(.*)" was preferred$/,
    (m) => withField('alsoReadsAs', m[1]!, { other: m[2]! }),
  ],
  [
    /^two (\w+) columns, "(.*)" and "(.*)": "\2" is used$/,
    (m) => withField('twoColumnsForField', m[1]!, { header: m[2]!, other: m[3]! }),
  ],
];

const SHEET_REASONS: Rule[] = [
  [/^the ledger header was found here$/, () => coded('headerFound')],
  [/^same columns as sheet "(.*)"$/, (m) => coded('sameColumns', { sheet: m[1]! })],
  [/^its columns differ from sheet "(.*)"$/, (m) => coded('columnsDiffer', { sheet: m[1]! })],
  [/^no header row was found in the first \d+ rows /, () => coded('noHeaderRow')],
];

const WARNINGS: Rule[] = [
  [
    /^(?:sheet "(.*)": )?(\d+) total, closing or header line\(s\) were not read as entries$/,
    (m) =>
      coded('summaryLinesSkipped', {
        ...(m[1] === undefined ? {} : { sheet: m[1] }),
        count: Number(m[2]),
      }),
  ],
];

/** The code a sentence names, or the sentence itself when it names none exactly. */
function recode(value: unknown, rules: Rule[]): unknown {
  if (typeof value !== 'string') return value;
  for (const [pattern, code] of rules) {
    const m = value.match(pattern);
    const found = m && code(m);
    if (found) return found;
  }
  return value;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const each = (v: unknown, f: (x: unknown) => unknown) => (Array.isArray(v) ? v.map(f) : v);

/** A stored mapping with every sentence that names its code read back as that code. */
export function recodeMapping(mapping: unknown): unknown {
  if (!isObject(mapping)) return mapping;
  const out: Json = { ...mapping };
  if (Array.isArray(mapping.columns))
    out.columns = mapping.columns.map((c: unknown) => {
      if (!isObject(c)) return c;
      const reason =
        typeof c.reason === 'string'
          ? c.reason.replace(/^Remembered for this party: /, '')
          : c.reason;
      const recoded = recode(reason, COLUMN_REASONS);
      return {
        ...c,
        reason: recoded === reason ? c.reason : recoded,
        ...('conflicts' in c ? { conflicts: each(c.conflicts, (x) => recode(x, CONFLICTS)) } : {}),
      };
    });
  if ('conflicts' in mapping) out.conflicts = each(mapping.conflicts, (x) => recode(x, CONFLICTS));
  if ('warnings' in mapping) out.warnings = each(mapping.warnings, (x) => recode(x, WARNINGS));
  if (Array.isArray(mapping.sheets))
    out.sheets = mapping.sheets.map((s: unknown) =>
      isObject(s) ? { ...s, reason: recode(s.reason, SHEET_REASONS) } : s,
    );
  return out;
}

/** Where a sentence may be: only these rows are read (raw SQL: the builder has no JSON paths). */
const SENTENCE_PATHS = [
  '$.columns[*].reason',
  '$.columns[*].conflicts[*]',
  '$.conflicts[*]',
  '$.warnings[*]',
  '$.sheets[*].reason',
];
const holdsSentences = (column: string) =>
  sql<boolean>`(${sql.join(
    SENTENCE_PATHS.map(
      (path) =>
        sql`jsonb_path_exists(${sql.ref(column)}, ${`${path} ? (@.type() == "string")`}::jsonpath)`,
    ),
    sql` OR `,
  )})`;

const changed = (before: unknown, after: unknown) =>
  JSON.stringify(before) !== JSON.stringify(after);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const iterations = (await db
    .selectFrom('reco_iterations')
    .select(['iteration_id', 'books_mapping', 'counterparty_mapping'])
    .where((eb) => eb.or([holdsSentences('books_mapping'), holdsSentences('counterparty_mapping')]))
    .execute()) as {
    iteration_id: number;
    books_mapping: unknown;
    counterparty_mapping: unknown;
  }[];
  for (const row of iterations) {
    const books = recodeMapping(row.books_mapping);
    const counterparty = recodeMapping(row.counterparty_mapping);
    if (!changed(row.books_mapping, books) && !changed(row.counterparty_mapping, counterparty))
      continue;
    await db
      .updateTable('reco_iterations')
      .set({
        books_mapping: books === null ? null : JSON.stringify(books),
        counterparty_mapping: counterparty === null ? null : JSON.stringify(counterparty),
      })
      .where('iteration_id', '=', row.iteration_id)
      .execute();
  }
  const remembered = (await db
    .selectFrom('reco_party_mappings')
    .select(['party_id', 'kind', 'side', 'mapping'])
    .where(holdsSentences('mapping'))
    .execute()) as { party_id: number; kind: string; side: string; mapping: unknown }[];
  for (const row of remembered) {
    const mapping = recodeMapping(row.mapping);
    if (!changed(row.mapping, mapping)) continue;
    await db
      .updateTable('reco_party_mappings')
      .set({ mapping: JSON.stringify(mapping) })
      .where('party_id', '=', row.party_id)
      .where('kind', '=', row.kind)
      .where('side', '=', row.side)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // The sentences are not kept: the codes say the same.
}
