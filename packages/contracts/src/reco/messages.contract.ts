import { Type, type Static } from 'typebox';
import { FreeText, route } from '../shared/index.js';
import { Id, Nullable, Timestamp } from './values.js';

/** A message in the conversation of a reco, or of one entry of an iteration. */
export const RecoMessage = Type.Object({
  message_id: Id,
  reco_id: Id,
  iteration_id: Nullable(Id),
  entry_no: Nullable(Type.Integer({ minimum: 0 })),
  body: Type.String(),
  author_user_id: Id,
  mentions: Type.Array(Id),
  created_at: Timestamp,
});
export type RecoMessage = Static<typeof RecoMessage>;

export const MAX_MESSAGE_LENGTH = 4000;

/** The spec's `send_msg`. Mentions are company members; each is notified. */
export const sendMessage = route('POST', '/reconciliation/send_msg/', {
  body: Type.Object(
    {
      reco_id: Id,
      iteration_id: Type.Optional(Id),
      entry_no: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
      body: FreeText({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH }),
      mentions: Type.Optional(Type.Array(Id, { maxItems: 20 })),
    },
    { additionalProperties: false },
  ),
  response: { 201: RecoMessage },
});

/** One conversation, oldest first: the reco's own (no iteration), or one entry's. */
export const listMessages = route('GET', '/reconciliation/recos/:reco_id/messages/', {
  params: Type.Object({ reco_id: Id }),
  querystring: Type.Object({
    iteration_id: Type.Optional(Id),
    entry_no: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    /** Every message of every thread of the reco (the drill-down marks entries that have one). */
    all: Type.Optional(Type.Boolean()),
  }),
  response: { 200: Type.Array(RecoMessage) },
});

export const getMessage = route('GET', '/reconciliation/messages/:message_id/', {
  params: Type.Object({ message_id: Id }),
  response: { 200: RecoMessage },
});
