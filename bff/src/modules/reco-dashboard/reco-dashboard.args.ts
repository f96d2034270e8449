import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoKind } from '../reco-shared/reco-enums.js';

export enum RecoAgeBucket {
  DAYS_0_30 = '0_30',
  DAYS_31_60 = '31_60',
  DAYS_61_90 = '61_90',
  OVER_90 = 'over_90',
}
registerEnumType(RecoAgeBucket, {
  name: 'RecoAgeBucket',
  description: 'Days since an open reconciliation was opened.',
  valuesConfig: {
    DAYS_0_30: { description: '0 to 30 days.' },
    DAYS_31_60: { description: '31 to 60 days.' },
    DAYS_61_90: { description: '61 to 90 days.' },
    OVER_90: { description: 'More than 90 days.' },
  },
});

@ArgsType()
export class RecoDashboardArgs {
  @Field(() => RecoKind, { nullable: true, description: 'Only this kind.' })
  kind?: RecoKind | null;

  @Field(() => Int, { nullable: true, description: 'Only this project.' })
  projectId?: number | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Only recos whose period ends on or after this day.',
  })
  periodEndFrom?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Only recos whose period ends on or before this day.',
  })
  periodEndTo?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'The day ages are counted to (UTC); default today.',
  })
  asOf?: string | null;
}
