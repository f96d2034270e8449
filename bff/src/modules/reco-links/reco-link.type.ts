import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { reco } from '@concord/contracts';

export enum RecoLinkPurpose {
  DOWNLOAD = 'download',
  UPLOAD = 'upload',
  CONFIRM = 'confirm',
}
registerEnumType(RecoLinkPurpose, {
  name: 'RecoLinkPurpose',
  description: 'What a capability link lets its holder do with one iteration.',
  valuesConfig: {
    DOWNLOAD: { description: 'Download the latest output (the public download page).' },
    UPLOAD: { description: 'Upload their ledger.' },
    CONFIRM: { description: 'Confirm the reconciliation is complete.' },
  },
});

@ObjectType({
  description:
    'A capability link of one iteration for someone outside the company: no account, the token is the credential.',
})
export class RecoLink {
  @Field(() => Int, { description: 'Link id (revoke it with revokeRecoLink).' })
  id!: number;

  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { description: 'The iteration it opens.' })
  iterationId!: number;

  @Field(() => RecoLinkPurpose, { description: 'What it allows.' })
  purpose!: RecoLinkPurpose;

  @Field(() => Int, { description: 'Who made it.' })
  createdByUserId!: number;

  @Field(() => String, { description: 'When it was made (ISO 8601).' })
  createdAt!: string;

  @Field(() => String, { description: 'When it stops working (ISO 8601).' })
  expiresAt!: string;

  @Field(() => String, { nullable: true, description: 'When it was revoked (ISO 8601).' })
  revokedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'When it was last used (ISO 8601).' })
  lastUsedAt!: string | null;
}

@ObjectType({ description: 'A new link with its token, shown this once and never again.' })
export class GeneratedRecoLink {
  @Field(() => RecoLink, { description: 'The link.' })
  link!: RecoLink;

  @Field(() => String, {
    description: 'The secret of the link: only its hash is kept, so copy it now.',
  })
  token!: string;
}

export function toRecoLink(row: reco.CapabilityLink): RecoLink {
  return {
    id: row.link_id,
    recoId: row.reco_id,
    iterationId: row.iteration_id,
    purpose: row.purpose as RecoLinkPurpose,
    createdByUserId: row.created_by_user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
  };
}
