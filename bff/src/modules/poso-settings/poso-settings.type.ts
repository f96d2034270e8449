import { Field, Int, ObjectType } from 'type-graphql';
import type { RestPosoSettings } from '../../upstream/poso-client.js';

@ObjectType({ description: "The active company's purchase/sales rules." })
export class PosoSettings {
  @Field(() => Boolean, {
    description:
      'On (the default): the author of a purchase order is never its approver, and whoever accepted an invoice does not also give its finance approval. Off lets one person do both, for a small company.',
  })
  separationOfDuties!: boolean;

  @Field(() => Int, { nullable: true, description: 'Who last changed the settings.' })
  updatedByUserId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'When they were last changed (ISO 8601), or null when never.',
  })
  updatedAt!: string | null;

  @Field(() => Int, {
    description:
      'Seconds a hand-over (approving or accepting an order, sending or accepting an invoice, a payment and its confirmation) waits before it takes effect, undoable meanwhile by whoever acted; 0 when actions take effect at once.',
  })
  undoGraceSeconds!: number;
}

export function toPosoSettings(settings: RestPosoSettings): PosoSettings {
  return {
    separationOfDuties: settings.separation_of_duties,
    updatedByUserId: settings.updated_by_user_id,
    updatedAt: settings.updated_at,
    undoGraceSeconds: Math.ceil(settings.undo_grace_ms / 1000),
  };
}
