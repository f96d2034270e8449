import { Type, type Static } from 'typebox';
import { FreeText, route } from '../shared/index.js';
import {
  ENTRY_ANSWERS,
  EntryAnswer,
  EntryPage,
  EntryQuery,
  IterationSummary,
} from './iterations.contract.js';
import { Id, LocalDate, Nullable, Page, Paging, RecoKind, Timestamp } from './values.js';

// Sharing an iteration with the party when it is a connected company on Concord (spec section
// 7 `is_sharing_possible`, `share_reco`; section 3 "Reco share info"). The receiving company
// reads that one iteration and answers on its entries; nothing else of the sharer is visible.

/** Why an iteration cannot be shared now; null when it can. */
export const SHARING_REFUSALS = [
  'not_allowed',
  'no_result',
  'not_a_company',
  'not_connected',
  'already_shared',
] as const;
export type SharingRefusal = (typeof SHARING_REFUSALS)[number];

export const SharingPossibility = Type.Object({
  iteration_id: Id,
  possible: Type.Boolean(),
  reason: Nullable(Type.Enum(SHARING_REFUSALS)),
  /** The party's company on Concord, when it is one. */
  reconcilee_company_id: Nullable(Id),
  reconcilee_company_name: Nullable(Type.String()),
});
export type SharingPossibility = Static<typeof SharingPossibility>;

/** `{id}` is the iteration to share. */
export const isSharingPossible = route('GET', '/reconciliation/is_sharing_possible/:id/', {
  params: Type.Object({ id: Id }),
  response: { 200: SharingPossibility },
});

/** A share as the sharing company sees it. */
export const RecoShare = Type.Object({
  share_id: Id,
  reco_id: Id,
  iteration_id: Id,
  reconcilee_company_id: Id,
  reconcilee_company_name: Type.String(),
  shared_by_user_id: Id,
  shared_at: Timestamp,
});
export type RecoShare = Static<typeof RecoShare>;

/** `{x}` is the iteration; the reconcilee must be the reco's party, connected and accepted. */
export const shareReco = route('POST', '/reconciliation/share_reco/:reconcilee_co_id/:x/', {
  params: Type.Object({ reconcilee_co_id: Id, x: Id }),
  response: { 201: RecoShare },
});

export const listRecoShares = route('GET', '/reconciliation/recos/:reco_id/shares/', {
  params: Type.Object({ reco_id: Id }),
  response: { 200: Type.Array(RecoShare) },
});

/** The spec's reco share info, as the receiving company keeps it. */
export const RecoShareInfo = Type.Object({
  /** The receiver's id of the share: what its screens and routes name. */
  share_id: Id,
  reconcilee_co_id: Id,
  reco_name: Type.String(),
  shared_by_user_id: Id,
  shared_by_user_name: Type.String(),
  shared_by_user_email: Type.String(),
  shared_by_company_id: Id,
  shared_by_company_name: Type.String(),
  shared_reco_name: Type.String(),
  kind: RecoKind,
  period_from: LocalDate,
  period_to: LocalDate,
  iteration_number: Type.Integer({ minimum: 1 }),
  shared_at: Timestamp,
});
export type RecoShareInfo = Static<typeof RecoShareInfo>;

export const listSharedRecos = route('GET', '/reconciliation/shared-recos/', {
  querystring: Type.Object(Paging),
  response: { 200: Page(RecoShareInfo) },
});

const ShareParams = Type.Object({ share_id: Id });
const ShareEntryParams = Type.Object({
  share_id: Id,
  entry_no: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
});

export const SharedReco = Type.Object({ share: RecoShareInfo, summary: IterationSummary });
export type SharedReco = Static<typeof SharedReco>;

export const getSharedReco = route('GET', '/reconciliation/shared-recos/:share_id/', {
  params: ShareParams,
  response: { 200: SharedReco },
});

/** The drill-down of the shared iteration; decisions of the sharer are not shown. */
export const listSharedEntries = route('GET', '/reconciliation/shared-recos/:share_id/entries/', {
  params: ShareParams,
  querystring: EntryQuery,
  response: { 200: EntryPage },
});

export const NewEntryAnswer = Type.Object(
  {
    answer: Type.Enum(ENTRY_ANSWERS),
    /** Required when disagreeing: what the other side's books say. */
    remark: Type.Optional(FreeText({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type NewEntryAnswer = Static<typeof NewEntryAnswer>;

export const answerSharedEntry = route(
  'PUT',
  '/reconciliation/shared-recos/:share_id/entries/:entry_no/answer/',
  { params: ShareEntryParams, body: NewEntryAnswer, response: { 200: EntryAnswer } },
);

/** Multipart: the receiver's document for the entry (a PDF or a spreadsheet). */
export const attachSharedEntryDocument = route(
  'POST',
  '/reconciliation/shared-recos/:share_id/entries/:entry_no/document/',
  { params: ShareEntryParams, response: { 201: EntryAnswer } },
);

/** The answer's document, for the sharer. */
export const downloadAnswerDocument = route('GET', '/reconciliation/answers/:answer_id/document/', {
  params: Type.Object({ answer_id: Id }),
  response: {},
});

/** The answer's document, for the receiver who attached it. */
export const downloadSharedAnswerDocument = route(
  'GET',
  '/reconciliation/shared-recos/:share_id/entries/:entry_no/document/',
  { params: ShareEntryParams, response: {} },
);
