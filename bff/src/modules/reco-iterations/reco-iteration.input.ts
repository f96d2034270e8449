import { ArrayMaxSize, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { LedgerField, LedgerSide } from '../reco-shared/reco-enums.js';

@InputType({ description: 'One column and its role.' })
export class ColumnRoleInput {
  @Field(() => LedgerField, { description: 'The role.' })
  field!: LedgerField;

  @Field(() => Int, { description: '0-based column index.' })
  @Min(0)
  @Max(1023)
  column!: number;
}

@InputType({ description: "A user's mapping of one file." })
export class MappingChoiceInput {
  @Field(() => LedgerSide, { description: 'Which file.' })
  side!: LedgerSide;

  @Field(() => [ColumnRoleInput], { description: 'Roles; columns left out are not read.' })
  @ArrayMaxSize(20)
  columns!: ColumnRoleInput[];

  @Field(() => Int, { nullable: true, description: 'Header row (1-based); default as detected.' })
  @Min(1)
  headerRow?: number | null;
}
