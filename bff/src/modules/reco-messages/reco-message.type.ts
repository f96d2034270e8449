import { Field, Int, ObjectType } from 'type-graphql';
import type { reco } from '@concord/contracts';

@ObjectType({
  description: 'A message in the conversation of a reconciliation, or of one of its entries.',
})
export class RecoMessage {
  @Field(() => Int, { description: 'Message id.' })
  id!: number;

  @Field(() => Int, { description: 'The reconciliation.' })
  recoId!: number;

  @Field(() => Int, { nullable: true, description: 'The iteration of the entry, for an entry.' })
  iterationId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The entry it is about; null on the reco.' })
  entryNo!: number | null;

  @Field(() => String, { description: 'What was written.' })
  body!: string;

  @Field(() => Int, { description: 'Who wrote it.' })
  authorId!: number;

  @Field(() => [Int], { description: 'Members mentioned (each was notified).' })
  mentionIds!: number[];

  @Field(() => String, { description: 'When (ISO 8601).' })
  createdAt!: string;
}

export function toRecoMessage(row: reco.RecoMessage): RecoMessage {
  return {
    id: row.message_id,
    recoId: row.reco_id,
    iterationId: row.iteration_id,
    entryNo: row.entry_no,
    body: row.body,
    authorId: row.author_user_id,
    mentionIds: row.mentions,
    createdAt: row.created_at,
  };
}
