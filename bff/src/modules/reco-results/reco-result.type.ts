import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  RestCarryReport,
  RestDecision,
  RestEntry,
  RestSummary,
} from '../../upstream/reco-client.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { LedgerSide, RunPhase } from '../reco-shared/reco-enums.js';

export enum EntryStatus {
  MATCHED = 'matched',
  SUGGESTED = 'suggested',
  MISMATCH = 'mismatch',
  ONLY_IN_BOOKS = 'only_in_books',
  ONLY_IN_COUNTERPARTY = 'only_in_counterparty',
  EXACT_MATCH = 'exact_match',
  SUGGESTED_MATCH = 'suggested_match',
  MANUAL_MATCH = 'manual_match',
  ONLY_IN_2B = 'only_in_2b',
}
registerEnumType(EntryStatus, {
  name: 'EntryStatus',
  description: 'What the reconciliation made of an entry (GST uses its own words).',
  valuesConfig: {
    MATCHED: { description: 'Agrees with the other side.' },
    SUGGESTED: { description: 'Probably the same; confirm or reject.' },
    MISMATCH: { description: 'Same document, different amount or field.' },
    ONLY_IN_BOOKS: { description: 'Not found on the other side.' },
    ONLY_IN_COUNTERPARTY: { description: 'Not in our books.' },
    EXACT_MATCH: { description: 'GST: every field agrees.' },
    SUGGESTED_MATCH: { description: 'GST: probably the same.' },
    MANUAL_MATCH: { description: 'GST: matched by hand.' },
    ONLY_IN_2B: { description: 'GST: only in GSTR-2B.' },
  },
});

export enum EntryCategory {
  INVOICE = 'invoice',
  PAYMENT = 'payment',
  CREDIT_NOTE = 'credit_note',
  DEBIT_NOTE = 'debit_note',
  TDS = 'tds',
  OPENING_BALANCE = 'opening_balance',
  OTHER = 'other',
}
registerEnumType(EntryCategory, {
  name: 'EntryCategory',
  description: 'The kind of document an entry is.',
});

export enum DecisionKind {
  MATCH = 'match',
  UNMATCH = 'unmatch',
  ACCEPT = 'accept',
  REJECT = 'reject',
}
registerEnumType(DecisionKind, {
  name: 'DecisionKind',
  description: 'A decision taken by hand in the drill-down.',
  valuesConfig: {
    MATCH: { description: 'Pair unpaired entries of both sides.' },
    UNMATCH: { description: 'Split a pair or group.' },
    ACCEPT: { description: 'Accept a suggested pair.' },
    REJECT: { description: 'Reject a suggested pair.' },
  },
});

export enum DecisionSource {
  SCREEN = 'screen',
  WORKBOOK = 'workbook',
  CARRIED = 'carried',
}
registerEnumType(DecisionSource, {
  name: 'DecisionSource',
  description: 'Where a decision came from.',
  valuesConfig: {
    SCREEN: { description: 'Taken in the drill-down.' },
    WORKBOOK: { description: 'Read from an edited result workbook uploaded back.' },
    CARRIED: { description: 'Taken on an earlier iteration and applied again by the run.' },
  },
});

@ObjectType({ description: 'One cell of the summary: status x category x remark.' })
export class SummaryLine {
  @Field(() => EntryStatus, { description: 'Status.' })
  status!: EntryStatus;

  @Field(() => EntryCategory, { description: 'Category.' })
  category!: EntryCategory;

  @Field(() => String, { description: 'Remark (the reason), as the drill-down route names it.' })
  remark!: string;

  @Field(() => Int, { description: 'Entries of both sides.' })
  count!: number;

  @Field(() => DecimalScalar, {
    description: "The books' sum when the cell has books entries, else the counterparty's.",
  })
  amount!: string;

  @Field(() => Int, { description: 'Books entries.' })
  booksCount!: number;

  @Field(() => DecimalScalar, { description: 'Sum of the books entries.' })
  booksAmount!: string;

  @Field(() => Int, { description: 'Counterparty entries.' })
  counterpartyCount!: number;

  @Field(() => DecimalScalar, { description: 'Sum of the counterparty entries.' })
  counterpartyAmount!: string;
}

@ObjectType({ description: 'One step of the closing-balance bridge (a bar of the waterfall).' })
export class BridgeStep {
  @Field(() => String, { description: 'What the step is, in words.' })
  label!: string;

  @Field(() => EntryStatus, {
    nullable: true,
    description: 'Drill-down status; none for a stated-balance step.',
  })
  status!: EntryStatus | null;

  @Field(() => EntryCategory, { nullable: true, description: 'Drill-down category.' })
  category!: EntryCategory | null;

  @Field(() => String, { description: 'Drill-down remark.' })
  remark!: string;

  @Field(() => Int, { description: 'Entries in the step.' })
  count!: number;

  @Field(() => DecimalScalar, { description: 'Signed amount of the step.' })
  amount!: string;
}

@ObjectType({
  description:
    "From the books' closing balance to the counterparty's: every difference as a step; the residual is zero when the bridge closes.",
})
export class ClosingBridge {
  @Field(() => DecimalScalar, { description: "Books' closing balance." })
  booksClosing!: string;

  @Field(() => DecimalScalar, {
    description: "Counterparty's closing balance (books' point of view).",
  })
  counterpartyClosing!: string;

  @Field(() => [BridgeStep], { description: 'The steps, in order.' })
  steps!: BridgeStep[];

  @Field(() => DecimalScalar, { description: 'What is left: "0.00" when the bridge closes.' })
  residual!: string;
}

@ObjectType({ description: "An iteration's result at a glance: the summary table and the bridge." })
export class RecoSummary {
  @Field(() => Int, { description: 'Iteration id.' })
  iterationId!: number;

  @Field(() => [SummaryLine], { description: 'Counts and amounts per status x category x remark.' })
  lines!: SummaryLine[];

  @Field(() => ClosingBridge, { description: 'The closing-balance bridge.' })
  bridge!: ClosingBridge;

  @Field(() => Int, { description: 'Entries of both sides.' })
  entryCount!: number;

  @Field(() => DecimalScalar, { nullable: true, description: 'Share of entries matched, percent.' })
  matchedPercent!: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What is left to explain.' })
  unexplainedAmount!: string | null;
}

export function toRecoSummary(s: RestSummary): RecoSummary {
  return {
    iterationId: s.iteration_id,
    lines: s.lines.map((l) => ({
      status: l.status as EntryStatus,
      category: l.category as EntryCategory,
      remark: l.remark,
      count: l.count,
      amount: l.amount,
      booksCount: l.books_count,
      booksAmount: l.books_amount,
      counterpartyCount: l.counterparty_count,
      counterpartyAmount: l.counterparty_amount,
    })),
    bridge: {
      booksClosing: s.bridge.books_closing,
      counterpartyClosing: s.bridge.counterparty_closing,
      steps: s.bridge.adjustments.map((a) => ({
        label: a.label,
        status: (a.status as EntryStatus | null) ?? null,
        category: (a.category as EntryCategory | null) ?? null,
        remark: a.remark,
        count: a.count,
        amount: a.amount,
      })),
      residual: s.bridge.residual,
    },
    entryCount: s.entry_count,
    matchedPercent: s.matched_percent,
    unexplainedAmount: s.unexplained_amount,
  };
}

@ObjectType({ description: 'Who decided on an entry by hand, and how.' })
export class EntryDecisionRef {
  @Field(() => Int, { description: 'Decision id (undo it with undoRecoDecision).' })
  decisionId!: number;

  @Field(() => DecisionKind, { description: 'What was decided.' })
  kind!: DecisionKind;

  @Field(() => DecisionSource, {
    description:
      'Where it came from; CARRIED: taken on an earlier iteration and applied again by this run (not undone here: unmatch instead).',
  })
  source!: DecisionSource;

  @Field(() => String, { description: 'When (ISO 8601).' })
  decidedAt!: string;

  decidedByUserId!: number;
}

export enum EntryAnswerKind {
  AGREE = 'agree',
  DISAGREE = 'disagree',
}
registerEnumType(EntryAnswerKind, {
  name: 'EntryAnswerKind',
  description: 'What the company a reconciliation was shared with says about an entry.',
  valuesConfig: {
    AGREE: { description: 'Their books agree.' },
    DISAGREE: { description: 'Their books say otherwise (the remark says how).' },
  },
});

@ObjectType({
  description:
    'The answer of the company a reconciliation was shared with on one entry: agree, disagree with a remark, and/or their document.',
})
export class EntryAnswer {
  @Field(() => Int, { description: 'Answer id.' })
  id!: number;

  @Field(() => EntryAnswerKind, { nullable: true, description: 'None when only a document.' })
  answer!: EntryAnswerKind | null;

  @Field(() => String, { nullable: true, description: 'Why they disagree, in their words.' })
  remark!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of their document, if any.' })
  documentName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'BFF route that streams their document (same headers as GraphQL).',
  })
  documentPath!: string | null;

  @Field(() => String, { description: 'Who answered (user name).' })
  answeredByName!: string;

  @Field(() => String, { description: 'Their company.' })
  answeredByCompanyName!: string;

  @Field(() => String, { description: 'When (ISO 8601).' })
  answeredAt!: string;
}

/** Where an answer's document is streamed from: the sharer's route or the receiver's. */
export type AnswerDocumentPath = (answer: NonNullable<RestEntry['answer']>) => string;

export const sharerDocumentPath: AnswerDocumentPath = (a) =>
  `/files/reco/answers/${a.answer_id}/document`;

export function toEntryAnswer(
  a: NonNullable<RestEntry['answer']>,
  documentPath: AnswerDocumentPath = sharerDocumentPath,
): EntryAnswer {
  return {
    id: a.answer_id,
    answer: a.answer as EntryAnswerKind | null,
    remark: a.remark,
    documentName: a.document?.file_name ?? null,
    documentPath: a.document ? documentPath(a) : null,
    answeredByName: a.answered_by_user_name,
    answeredByCompanyName: a.answered_by_company_name,
    answeredAt: a.answered_at,
  };
}

@ObjectType({
  description:
    'One entry of either ledger with what the reconciliation made of it. Entries of one pair or group share `lineNumber` and `matchId`.',
})
export class RecoEntry {
  @Field(() => Int, { description: 'Entry number in the iteration (books first).' })
  entryNumber!: number;

  @Field(() => Int, { description: 'The line it is shown on: shared by a pair or group.' })
  lineNumber!: number;

  @Field(() => LedgerSide, { description: 'Which ledger.' })
  side!: LedgerSide;

  @Field(() => String, { description: 'Sheet of the source file.' })
  sheet!: string;

  @Field(() => Int, { description: 'Row of the source file (1-based).' })
  row!: number;

  @Field(() => String, { description: 'Document number as written.' })
  documentNumber!: string;

  @Field(() => String, { description: 'Document type as written.' })
  documentType!: string;

  @Field(() => String, { description: 'Narration (first 300 characters).' })
  narration!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date.' })
  date!: string | null;

  @Field(() => DecimalScalar, { description: "Signed amount from the books' point of view." })
  amount!: string;

  @Field(() => EntryStatus, { description: 'Status.' })
  status!: EntryStatus;

  @Field(() => EntryCategory, { description: 'Category.' })
  category!: EntryCategory;

  @Field(() => String, { description: 'Remark.' })
  remark!: string;

  @Field(() => String, { description: 'Remark 2 (its detail).' })
  remark2!: string;

  @Field(() => String, { nullable: true, description: 'Shared by the entries of a pair or group.' })
  matchId!: string | null;

  @Field(() => String, { description: 'The rule that gave the status.' })
  rule!: string;

  @Field(() => String, {
    description:
      "Why, in English: the rule's description, or the reason stored by a decision made by hand.",
  })
  reason!: string;

  @Field(() => Boolean, {
    description:
      "True when reason is the rule's own description (show it in the user's language by rule); false when it was written by hand and is shown as stored.",
  })
  reasonByRule!: boolean;

  @Field(() => EntryDecisionRef, {
    nullable: true,
    description: 'The decision by hand in force on it.',
  })
  decision!: EntryDecisionRef | null;

  @Field(() => EntryAnswer, {
    nullable: true,
    description: 'The answer of the company the reconciliation was shared with, if any.',
  })
  answer!: EntryAnswer | null;
}

export function toRecoEntry(
  e: RestEntry,
  documentPath: AnswerDocumentPath = sharerDocumentPath,
): RecoEntry {
  return {
    entryNumber: e.entry_no,
    lineNumber: e.line_no,
    side: e.side as LedgerSide,
    sheet: e.sheet,
    row: e.row,
    documentNumber: e.doc_no,
    documentType: e.doc_type,
    narration: e.narration,
    date: e.date,
    amount: e.amount,
    status: e.status as EntryStatus,
    category: e.category as EntryCategory,
    remark: e.remark,
    remark2: e.remark2,
    matchId: e.match_id,
    rule: e.rule,
    reason: e.reason,
    reasonByRule: e.reason_by_rule,
    decision: e.decision
      ? {
          decisionId: e.decision.decision_id,
          kind: e.decision.kind as DecisionKind,
          source: e.decision.source as DecisionSource,
          decidedAt: e.decision.decided_at,
          decidedByUserId: e.decision.decided_by_user_id,
        }
      : null,
    answer: e.answer ? toEntryAnswer(e.answer, documentPath) : null,
  };
}

@ObjectType({ description: 'A page of drill-down lines, paged by line (keyset).' })
export class RecoEntryPage {
  @Field(() => [RecoEntry], { description: 'The entries of the lines, line by line.' })
  items!: RecoEntry[];

  @Field(() => Int, { nullable: true, description: 'Entries in the cell, from the summary.' })
  totalEntries!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Pass as `afterLine` for the next page; none on the last page.',
  })
  nextAfterLine!: number | null;
}

@ObjectType({ description: 'An entry a decision names: what identifies it in any file.' })
export class DecisionEntry {
  @Field(() => String, { description: 'Sheet.' })
  sheet!: string;

  @Field(() => Int, { description: 'Row.' })
  row!: number;

  @Field(() => String, { description: 'Document number.' })
  documentNumber!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date.' })
  date!: string | null;

  @Field(() => DecimalScalar, { description: 'Amount.' })
  amount!: string;
}

@ObjectType({ description: 'A decision taken by hand: who, when, on which entries.' })
export class RecoDecision {
  @Field(() => Int, { description: 'Decision id.' })
  id!: number;

  @Field(() => Int, { description: 'The iteration it applies to.' })
  iterationId!: number;

  @Field(() => DecisionKind, { description: 'What was decided.' })
  kind!: DecisionKind;

  @Field(() => [DecisionEntry], { description: 'Books entries.' })
  books!: DecisionEntry[];

  @Field(() => [DecisionEntry], { description: 'Counterparty entries.' })
  counterparty!: DecisionEntry[];

  @Field(() => String, { nullable: true, description: 'Remarks.' })
  remarks!: string | null;

  @Field(() => DecisionSource, { description: 'Where it came from.' })
  source!: DecisionSource;

  @Field(() => String, { description: 'When (ISO 8601).' })
  decidedAt!: string;

  @Field(() => String, { nullable: true, description: 'When it was undone (ISO 8601).' })
  undoneAt!: string | null;

  decidedByUserId!: number;
  undoneByUserId!: number | null;
}

function toDecisionEntry(e: RestDecision['books'][number]): DecisionEntry {
  return { sheet: e.sheet, row: e.row, documentNumber: e.doc_no, date: e.date, amount: e.amount };
}

export function toRecoDecision(d: RestDecision): RecoDecision {
  const entry = toDecisionEntry;
  return {
    id: d.decision_id,
    iterationId: d.iteration_id,
    kind: d.kind as DecisionKind,
    books: d.books.map(entry),
    counterparty: d.counterparty.map(entry),
    remarks: d.remarks,
    source: d.source as DecisionSource,
    decidedAt: d.decided_at,
    undoneAt: d.undone_at,
    decidedByUserId: d.decided_by_user_id,
    undoneByUserId: d.undone_by_user_id,
  };
}

@ObjectType({ description: 'Live progress of a run.' })
export class RecoRunProgress {
  @Field(() => Int, { description: 'Iteration id.' })
  iterationId!: number;

  @Field(() => Int, { description: 'Reconciliation id.' })
  recoId!: number;

  @Field(() => RunPhase, { nullable: true, description: 'What it is doing; none once it ended.' })
  phase!: RunPhase | null;

  @Field(() => Int, { description: 'Progress, 0 to 100 (100: finished, 0 after a failure).' })
  percent!: number;
}

@ObjectType({ description: 'Something changed on a reconciliation: refetch what you show of it.' })
export class RecoChange {
  @Field(() => Int, { description: 'Reconciliation id.' })
  recoId!: number;

  @Field(() => String, {
    description: 'What changed: state (a transition or upload) or entries (a decision by hand).',
  })
  what!: string;

  @Field(() => Int, { nullable: true, description: 'The iteration concerned.' })
  iterationId!: number | null;
}

@ObjectType({
  description:
    'A decision of the earlier iteration the run could not apply again: an entry it names is no longer in the files.',
})
export class NotCarriedDecision {
  @Field(() => RecoDecision, { description: 'The decision, as taken on the earlier iteration.' })
  decision!: RecoDecision;

  @Field(() => [DecisionEntry], { description: 'Its books entries no longer in the files.' })
  missingBooks!: DecisionEntry[];

  @Field(() => [DecisionEntry], {
    description: 'Its counterparty entries no longer in the files.',
  })
  missingCounterparty!: DecisionEntry[];
}

@ObjectType({
  description:
    "What an iteration's run did with the decisions taken by hand on the iteration before it.",
})
export class RecoCarryReport {
  @Field(() => Int, {
    nullable: true,
    description:
      'The iteration they were taken on; none when there was nothing to carry (a first iteration, no decisions, not run yet).',
  })
  fromIterationId!: number | null;

  @Field(() => Int, { description: 'Decisions applied again: all their entries are there.' })
  carried!: number;

  @Field(() => [NotCarriedDecision], { description: 'Decisions that could not be applied.' })
  notCarried!: NotCarriedDecision[];
}

export function toRecoCarryReport(r: RestCarryReport): RecoCarryReport {
  return {
    fromIterationId: r.from_iteration_id,
    carried: r.carried,
    notCarried: r.not_carried.map((n) => ({
      decision: toRecoDecision(n.decision),
      // The engine's entry keys start with the side: b| books, c| counterparty.
      missingBooks: n.missing.filter((e) => e.key.startsWith('b|')).map(toDecisionEntry),
      missingCounterparty: n.missing.filter((e) => e.key.startsWith('c|')).map(toDecisionEntry),
    })),
  };
}
