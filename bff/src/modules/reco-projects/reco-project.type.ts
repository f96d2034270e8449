import { Field, Int, ObjectType } from 'type-graphql';
import type { RestRecoParty, RestRecoProject } from '../../upstream/reco-client.js';
import { PageOf } from '../poso-shared/poso-shared.type.js';
import { LocalDateScalar } from '../poso-shared/scalars.js';
import { RecoKind } from '../reco-shared/reco-enums.js';

@ObjectType({
  description: 'A named piece of reconciliation work for a period and a kind, with its people.',
})
export class RecoProject {
  @Field(() => Int, { description: 'Project id.' })
  id!: number;

  @Field(() => String, { description: 'Project name, unique in the company.' })
  name!: string;

  @Field(() => RecoKind, { description: 'What the project reconciles.' })
  kind!: RecoKind;

  @Field(() => LocalDateScalar, { description: 'First day of the period.' })
  periodFrom!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period.' })
  periodTo!: string;

  @Field(() => Int, { description: 'Reconciliations in the project.' })
  recoCount!: number;

  @Field(() => String, { description: 'When it was created (ISO 8601).' })
  createdAt!: string;

  reconcilerIds!: number[];
  reviewerIds!: number[];
}

@ObjectType({ description: 'One page of projects.' })
export class RecoProjectPage extends PageOf(RecoProject, 'projects') {}

export function toRecoProject(row: RestRecoProject): RecoProject {
  return {
    id: row.project_id,
    name: row.name,
    kind: row.kind as RecoKind,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    recoCount: row.reco_count,
    createdAt: row.created_at,
    reconcilerIds: row.reconciler_ids,
    reviewerIds: row.reviewer_ids,
  };
}

@ObjectType({
  description:
    'Who a reconciliation is with: a company connected on Concord, or an outside party known by name and tax ids.',
})
export class RecoParty {
  @Field(() => Int, { description: 'Party id.' })
  id!: number;

  @Field(() => String, { description: 'Party name, unique in the company.' })
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The connected company on Concord, when the party is one.',
  })
  connectedCompanyId!: number | null;

  @Field(() => String, { nullable: true, description: 'GSTIN, when known.' })
  gstin!: string | null;

  @Field(() => String, { nullable: true, description: 'PAN, when known.' })
  pan!: string | null;

  @Field(() => String, { nullable: true, description: 'Where requests and statements go.' })
  contactEmail!: string | null;
}

@ObjectType({ description: 'One page of parties.' })
export class RecoPartyPage extends PageOf(RecoParty, 'parties') {}

export function toRecoParty(row: RestRecoParty): RecoParty {
  return {
    id: row.party_id,
    name: row.name,
    connectedCompanyId: row.connected_company_id,
    gstin: row.gstin,
    pan: row.pan,
    contactEmail: row.contact_email,
  };
}
