import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { reco } from '@concord/contracts';
import type { RequestContext } from '../../context.js';
import { DecimalScalar } from '../poso-shared/scalars.js';
import { registerCodeEnum, type CodeOf } from '../reco-shared/code-enum.js';
import { EntryStatus } from '../reco-results/reco-result.type.js';

export const RuleSetKind = registerCodeEnum(
  reco.RULE_SET_KINDS,
  'RuleSetKind',
  'Which reconciliations a set of matching rules serves.',
  {
    LEDGER: 'Vendor and customer ledgers.',
    GST: 'The purchase register against GSTR-2B.',
    TDS: 'TDS booked against Form 26AS (tax reconciliations).',
  },
);
export type RuleSetKind = CodeOf<typeof RuleSetKind>;

@ObjectType({ description: 'One matching rule of the engine.' })
export class MatchingRule {
  @Field(() => String, { description: 'Rule id, as entries name their rule (`ledger.exact`).' })
  id!: string;

  @Field(() => EntryStatus, {
    description: 'The status it gives (for what stays unpaired, the books side’s).',
  })
  status!: EntryStatus;

  @Field(() => String, { description: 'The remark it writes, as the summary’s cells name it.' })
  remark!: string;

  @Field(() => String, { description: 'What it pairs, in English; screens word it by `id`.' })
  description!: string;
}

@ObjectType({ description: 'The rules of one kind of reconciliation, in the order they run.' })
export class MatchingRuleSet {
  @Field(() => RuleSetKind, { description: 'Which reconciliations.' })
  kind!: RuleSetKind;

  @Field(() => [MatchingRule], {
    description: 'In order: a rule only sees the entries no earlier rule paired.',
  })
  rules!: MatchingRule[];
}

@ObjectType({ description: 'The engine’s matching rules, with the tolerance and date window.' })
export class MatchingRules {
  @Field(() => DecimalScalar, { description: 'Largest amount difference treated as equal.' })
  tolerance!: string;

  @Field(() => Int, { description: 'Days apart two dates may be and still agree.' })
  dateWindowDays!: number;

  @Field(() => [MatchingRuleSet], { description: 'Ledger, GST and TDS rules.' })
  sets!: MatchingRuleSet[];
}

@Resolver()
export class RecoRuleResolver {
  @Authorized('reco:read')
  @Query(() => MatchingRules, {
    description:
      'The engine’s matching rules, read only (reconciliation/rules): each kind’s rules in the order they run, with the tolerance and date window of every run.',
  })
  async recoMatchingRules(@Ctx() context: RequestContext): Promise<MatchingRules> {
    const rules = await context.reco.matchingRules();
    return {
      tolerance: rules.tolerance,
      dateWindowDays: rules.date_window_days,
      sets: rules.sets.map((set) => ({
        kind: set.kind,
        rules: set.rules.map((r) => ({ ...r, status: r.status as EntryStatus })),
      })),
    };
  }
}
