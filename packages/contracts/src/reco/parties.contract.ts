import { Type, type Static } from 'typebox';
import { route, SingleLine } from '../shared/index.js';
import { Email, Gstin, Id, Name, Nullable, Page, Paging, Pan, Timestamp } from './values.js';

/** A connected company on Concord, or an outside party known by name and tax ids. */
export const Party = Type.Object({
  party_id: Id,
  name: Type.String(),
  connected_company_id: Nullable(Id),
  gstin: Nullable(Type.String()),
  pan: Nullable(Type.String()),
  contact_email: Nullable(Type.String()),
  created_at: Timestamp,
});
export type Party = Static<typeof Party>;

export const NewParty = Type.Object(
  {
    name: Name,
    connected_company_id: Type.Optional(Id),
    gstin: Type.Optional(Gstin),
    pan: Type.Optional(Pan),
    contact_email: Type.Optional(Email),
  },
  { additionalProperties: false },
);
export type NewParty = Static<typeof NewParty>;

export const listParties = route('GET', '/reconciliation/parties/', {
  querystring: Type.Object({
    ...Paging,
    search: Type.Optional(SingleLine({ maxLength: 100 })),
  }),
  response: { 200: Page(Party) },
});

export const createParty = route('POST', '/reconciliation/parties/', {
  body: NewParty,
  response: { 201: Party },
});
