import { Field, ObjectType } from 'type-graphql';
import type { reco } from '@concord/contracts';
import {
  ColumnReason,
  MappingConflict,
  toColumnReason,
  toMappingConflict,
} from '../reco-iterations/reco-iteration.type.js';
import { HistoryNoteCode, LedgerField, RuleTrigger, RunNeed } from '../reco-shared/reco-enums.js';

@ObjectType({ description: 'A column a match reads whose role the engine only guessed.' })
export class GuessedColumn {
  @Field(() => LedgerField, { description: 'The role guessed.' })
  field!: LedgerField;

  @Field(() => String, { description: 'Column letter as spreadsheets show it.' })
  letter!: string;

  @Field(() => ColumnReason, { description: 'Why the engine gave it that role.' })
  reason!: ColumnReason;
}

@ObjectType({
  description:
    "What the system wrote in a reco's history on the company's rule's behalf, as a code and what it names; screens word it in the user's language.",
})
export class HistoryNote {
  @Field(() => HistoryNoteCode, { description: 'What the note says.' })
  code!: HistoryNoteCode;

  @Field(() => String, { description: "The rule's name." })
  rule!: string;

  @Field(() => RuleTrigger, { nullable: true, description: 'What set the run going.' })
  trigger!: RuleTrigger | null;

  @Field(() => RunNeed, { nullable: true, description: 'What our books lack before a run.' })
  books!: RunNeed | null;

  @Field(() => RunNeed, {
    nullable: true,
    description: "What the party's ledger lacks before a run.",
  })
  counterparty!: RunNeed | null;

  @Field(() => [MappingConflict], {
    description: "The ambiguities that keep the party's columns unconfirmed.",
  })
  conflicts!: MappingConflict[];

  @Field(() => [GuessedColumn], {
    description: "The party's columns a match reads that the engine only guessed.",
  })
  guesses!: GuessedColumn[];
}

export function toHistoryNote(note: reco.HistoryNote): HistoryNote {
  const p = note.params;
  return {
    code: note.code,
    rule: p.rule,
    trigger: p.trigger ?? null,
    books: p.books ?? null,
    counterparty: p.counterparty ?? null,
    conflicts: (p.conflicts ?? []).map(toMappingConflict),
    guesses: (p.guesses ?? []).map((g) => ({
      field: g.field as LedgerField,
      letter: g.letter,
      reason: toColumnReason(g.reason),
    })),
  };
}
