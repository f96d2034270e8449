import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { reco } from '@concord/contracts';
import { LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoKind } from '../reco-shared/reco-enums.js';
import { RecoSummary } from '../reco-results/reco-result.type.js';

export enum RecoSharingRefusal {
  NOT_ALLOWED = 'not_allowed',
  NO_RESULT = 'no_result',
  NOT_A_COMPANY = 'not_a_company',
  NOT_CONNECTED = 'not_connected',
  ALREADY_SHARED = 'already_shared',
}
registerEnumType(RecoSharingRefusal, {
  name: 'RecoSharingRefusal',
  description: 'Why an iteration cannot be shared with its party now.',
  valuesConfig: {
    NOT_ALLOWED: { description: 'Only reconcilers and reviewers share.' },
    NO_RESULT: { description: 'The run has not produced a result yet.' },
    NOT_A_COMPANY: { description: 'The party is not a company on Concord: send a link instead.' },
    NOT_CONNECTED: { description: 'The two companies have no accepted connection.' },
    ALREADY_SHARED: { description: 'This iteration is already shared with them.' },
  },
});

@ObjectType({ description: 'Whether an iteration can be shared with its party’s company now.' })
export class RecoSharingPossibility {
  @Field(() => Int, { description: 'The iteration.' })
  iterationId!: number;

  @Field(() => Boolean, { description: 'True when shareReco would succeed.' })
  possible!: boolean;

  @Field(() => RecoSharingRefusal, { nullable: true, description: 'Why not, when not.' })
  reason!: RecoSharingRefusal | null;

  @Field(() => Int, { nullable: true, description: 'The party’s company, when it is one.' })
  reconcileeCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: 'Its name.' })
  reconcileeCompanyName!: string | null;
}

export function toSharingPossibility(p: reco.SharingPossibility): RecoSharingPossibility {
  return {
    iterationId: p.iteration_id,
    possible: p.possible,
    reason: p.reason as RecoSharingRefusal | null,
    reconcileeCompanyId: p.reconcilee_company_id,
    reconcileeCompanyName: p.reconcilee_company_name,
  };
}

@ObjectType({ description: 'An iteration shared with the party’s company, as the sharer sees it.' })
export class RecoShare {
  @Field(() => Int, { description: 'Share id.' })
  id!: number;

  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { description: 'The shared iteration.' })
  iterationId!: number;

  @Field(() => Int, { description: 'The company it was shared with.' })
  reconcileeCompanyId!: number;

  @Field(() => String, { description: 'Its name.' })
  reconcileeCompanyName!: string;

  @Field(() => Int, { description: 'Who shared it.' })
  sharedByUserId!: number;

  @Field(() => String, { description: 'When (ISO 8601).' })
  sharedAt!: string;
}

export function toRecoShare(s: reco.RecoShare): RecoShare {
  return {
    id: s.share_id,
    recoId: s.reco_id,
    iterationId: s.iteration_id,
    reconcileeCompanyId: s.reconcilee_company_id,
    reconcileeCompanyName: s.reconcilee_company_name,
    sharedByUserId: s.shared_by_user_id,
    sharedAt: s.shared_at,
  };
}

@ObjectType({
  description:
    'A reconciliation another company shared with the active company (the spec’s reco share info). Read only; its entries can be answered.',
})
export class SharedReco {
  @Field(() => Int, { description: 'Share id on this side (vc/.../summary/{id}/shared).' })
  id!: number;

  @Field(() => Int, { description: 'The company it was shared with (the active one).' })
  reconcileeCompanyId!: number;

  @Field(() => String, {
    description: 'The reconciliation’s name at the sharer (party and period).',
  })
  recoName!: string;

  @Field(() => Int, { description: 'Who shared it.' })
  sharedByUserId!: number;

  @Field(() => String, { description: 'Their user name.' })
  sharedByUserName!: string;

  @Field(() => String, { description: 'Their e-mail.' })
  sharedByUserEmail!: string;

  @Field(() => Int, { description: 'The sharing company.' })
  sharedByCompanyId!: number;

  @Field(() => String, { description: 'Its name.' })
  sharedByCompanyName!: string;

  @Field(() => String, { description: 'How it is named on this side.' })
  sharedRecoName!: string;

  @Field(() => RecoKind, { description: 'Kind of reconciliation.' })
  kind!: RecoKind;

  @Field(() => LocalDateScalar, { description: 'Period start.' })
  periodFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Period end.' })
  periodTo!: string;

  @Field(() => Int, { description: 'Number of the shared iteration.' })
  iterationNumber!: number;

  @Field(() => String, { description: 'When it was shared (ISO 8601).' })
  sharedAt!: string;
}

export function toSharedReco(s: reco.RecoShareInfo): SharedReco {
  return {
    id: s.share_id,
    reconcileeCompanyId: s.reconcilee_co_id,
    recoName: s.reco_name,
    sharedByUserId: s.shared_by_user_id,
    sharedByUserName: s.shared_by_user_name,
    sharedByUserEmail: s.shared_by_user_email,
    sharedByCompanyId: s.shared_by_company_id,
    sharedByCompanyName: s.shared_by_company_name,
    sharedRecoName: s.shared_reco_name,
    kind: s.kind as RecoKind,
    periodFrom: s.period_from,
    periodTo: s.period_to,
    iterationNumber: s.iteration_number,
    sharedAt: s.shared_at,
  };
}

@ObjectType({ description: 'A page of reconciliations shared with the active company.' })
export class SharedRecoPage {
  @Field(() => [SharedReco], { description: 'Newest first.' })
  items!: SharedReco[];

  @Field(() => Int, { description: 'All of them.' })
  totalCount!: number;

  @Field(() => Int, { description: 'Page number (1-based).' })
  page!: number;

  @Field(() => Int, { description: 'Page size.' })
  size!: number;
}

@ObjectType({ description: 'A shared reconciliation with the summary of its one iteration.' })
export class SharedRecoView {
  @Field(() => SharedReco, { description: 'Who shared what.' })
  share!: SharedReco;

  @Field(() => RecoSummary, { description: 'Summary and bridge of the shared iteration.' })
  summary!: RecoSummary;
}
