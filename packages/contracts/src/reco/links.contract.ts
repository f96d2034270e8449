import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';
import { Id, LocalDate, Nullable, Timestamp } from './values.js';

// Capability links (SECURITY 21, docs/decisions.md "Capability links"): what an outside party
// may do with one iteration without an account. The token is shown once, at creation.

export const LINK_PURPOSES = ['download', 'upload', 'confirm'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];
export const LinkPurpose = Type.Enum(LINK_PURPOSES);

/** Longest life a user may give a link. */
export const MAX_LINK_DAYS = 90;

/** Where the BFF passes a link's token to the public routes (never in a logged URL). */
export const LINK_TOKEN_HEADER = 'x-concord-link-token';

/** 32 random bytes, base64url: 256 bits, 43 characters. */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const CapabilityLink = Type.Object({
  link_id: Id,
  reco_id: Id,
  iteration_id: Id,
  purpose: LinkPurpose,
  created_by_user_id: Id,
  created_at: Timestamp,
  expires_at: Timestamp,
  revoked_at: Nullable(Timestamp),
  last_used_at: Nullable(Timestamp),
});
export type CapabilityLink = Static<typeof CapabilityLink>;

export const NewLink = Type.Object(
  {
    iteration_id: Id,
    purpose: LinkPurpose,
    /** How long the link works, chosen by the user. */
    expires_in_days: Type.Integer({ minimum: 1, maximum: MAX_LINK_DAYS }),
  },
  { additionalProperties: false },
);
export type NewLink = Static<typeof NewLink>;

/** The spec's `generate_link`: the only answer that carries the token. */
export const generateLink = route('POST', '/reconciliation/generate_link/', {
  body: NewLink,
  response: { 201: Type.Object({ link: CapabilityLink, token: Type.String() }) },
});

/** The live links of a reco (neither revoked nor expired), newest first. */
export const listLinks = route('GET', '/reconciliation/recos/:reco_id/links/', {
  params: Type.Object({ reco_id: Id }),
  response: { 200: Type.Array(CapabilityLink) },
});

export const revokeLink = route('POST', '/reconciliation/links/:link_id/revoke/', {
  params: Type.Object({ link_id: Id }),
  response: { 200: CapabilityLink },
});

/** What the public page of a link shows; any live link of the iteration opens it. */
export const PublicLinkDetails = Type.Object({
  iteration_id: Id,
  purpose: LinkPurpose,
  company_name: Type.String(),
  reco_name: Type.String(),
  from_date: LocalDate,
  to_date: LocalDate,
  expires_at: Timestamp,
});
export type PublicLinkDetails = Static<typeof PublicLinkDetails>;

const PublicQuery = Type.Object({
  /** The iteration the page was opened for; a token of another iteration is not found. */
  state_id: Type.Optional(Id),
});

/** No account: the token (header `x-concord-link-token`) is the only credential. */
export const publicLinkDetails = route('GET', '/reconciliation/public/reconciliation_details/', {
  querystring: PublicQuery,
  response: { 200: PublicLinkDetails },
});

/** The latest output of the link's iteration (modified file, else output); a download link only. */
export const publicDownloadLatestOutput = route(
  'GET',
  '/reconciliation/public/download_latest_output_file/',
  { querystring: PublicQuery, response: {} },
);
