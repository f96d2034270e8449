import { Type, type Static, type TProperties } from 'typebox';
import { route, SingleLine } from '../shared/index.js';
import { HistoryNote } from './history-notes.contract.js';
import {
  Id,
  LocalDate,
  Nullable,
  Page,
  Paging,
  RecoKind,
  RecoState,
  Remarks,
  RunState,
  SortOrder,
  Timestamp,
} from './values.js';
import { Decimal } from '../shared/index.js';

/** What the caller may do with a reco now (state x role x scope), decided by the service. */
export const RECO_ACTIONS = [
  'upload',
  'confirm_mapping',
  'start',
  'continue',
  'accept',
  'reject',
  'restart',
  'inactivate',
  'change_assignee',
  'change_reviewer',
  'decide',
  'tag',
] as const;
export type RecoAction = (typeof RECO_ACTIONS)[number];
export const RecoAction = Type.Enum(RECO_ACTIONS);

export const TagRef = Type.Object({ tag_id: Id, name: Type.String(), color: Type.String() });
export type TagRef = Static<typeof TagRef>;

export const Reco = Type.Object({
  reco_id: Id,
  project_id: Id,
  project_name: Type.String(),
  kind: RecoKind,
  party_id: Id,
  party_name: Type.String(),
  period_from: LocalDate,
  period_to: LocalDate,
  state: RecoState,
  assignee_user_id: Nullable(Id),
  reviewer_user_id: Nullable(Id),
  current_iteration_id: Nullable(Id),
  iteration_number: Type.Integer({ minimum: 0 }),
  run_state: RunState,
  run_error: Nullable(Type.String()),
  last_run_at: Nullable(Timestamp),
  matched_percent: Nullable(Decimal),
  unexplained_amount: Nullable(Decimal),
  tags: Type.Array(TagRef),
  allowed_actions: Type.Array(RecoAction),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Reco = Static<typeof Reco>;

export const RECO_SORT_KEYS = [
  'party',
  'period',
  'state',
  'updated',
  'matched',
  'unexplained',
  'last_run',
] as const;
export type RecoSortKey = (typeof RECO_SORT_KEYS)[number];

export const RecoListQuery = Type.Object({
  ...Paging,
  kind: Type.Optional(RecoKind),
  state: Type.Optional(RecoState),
  project_id: Type.Optional(Id),
  party_id: Type.Optional(Id),
  assignee_user_id: Type.Optional(Id),
  reviewer_user_id: Type.Optional(Id),
  tag_id: Type.Optional(Id),
  /** Period ends on or after / on or before these days. */
  period_end_from: Type.Optional(LocalDate),
  period_end_to: Type.Optional(LocalDate),
  /** Opened (created) on or after / on or before these days (UTC), as the dashboard's ageing counts. */
  opened_from: Type.Optional(LocalDate),
  opened_to: Type.Optional(LocalDate),
  /** `latest`: open recos; `old`: accepted and inactive ones; default both. */
  scope: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('old')])),
  /** Party or project names that contain the text, or the reco numbered "#12" / "12" (its id). */
  search: Type.Optional(SingleLine({ maxLength: 100 })),
  sort: Type.Optional(Type.Enum(RECO_SORT_KEYS)),
  order: Type.Optional(SortOrder),
});
export type RecoListQuery = Static<typeof RecoListQuery>;

export const NewReco = Type.Object(
  {
    project_id: Id,
    party_id: Id,
    /** Defaults to the project's period. */
    period_from: Type.Optional(LocalDate),
    period_to: Type.Optional(LocalDate),
    assignee_user_id: Type.Optional(Id),
    reviewer_user_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type NewReco = Static<typeof NewReco>;

const RecoParams = Type.Object({ reco_id: Id });

export const listRecos = route('GET', '/reconciliation/recos/', {
  querystring: RecoListQuery,
  response: { 200: Page(Reco) },
});

export const createReco = route('POST', '/reconciliation/recos/', {
  body: NewReco,
  response: { 201: Reco },
});

export const getReco = route('GET', '/reconciliation/recos/:reco_id/', {
  params: RecoParams,
  response: { 200: Reco },
});

export const HistoryEntry = Type.Object({
  history_id: Id,
  reco_id: Id,
  iteration_id: Nullable(Id),
  iteration_number: Nullable(Type.Integer()),
  action: Type.String(),
  from_state: Nullable(RecoState),
  to_state: Nullable(RecoState),
  remarks: Nullable(Type.String()),
  /** What the system wrote, as a code with its values; null for people's remarks and older entries. */
  note: Nullable(HistoryNote),
  user_id: Nullable(Id),
  occurred_at: Timestamp,
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const recoHistory = route('GET', '/reconciliation/recos/:reco_id/history/', {
  params: RecoParams,
  response: { 200: Type.Array(HistoryEntry) },
});

export const Home = Type.Object({
  assigned_to_me: Type.Array(Type.Object({ state: RecoState, count: Type.Integer() })),
  waiting_for_my_review: Type.Integer({ minimum: 0 }),
  failed_runs: Type.Integer({ minimum: 0 }),
  open_recos: Type.Integer({ minimum: 0 }),
  unexplained_total: Decimal,
  recently_changed: Type.Array(Reco),
});
export type Home = Static<typeof Home>;

export const home = route('GET', '/reconciliation/home/', { response: { 200: Home } });

/**
 * Why a step was refused, as the `reason` code of its 400 answer, for the screens to word:
 * notReadyToRun (`books`, `counterparty`: what each side lacks, a RUN_NEEDS value),
 * remarksRequired, notAllowedMember (`user`, `role`: reconcile or review),
 * periodEndsBeforeStart, tagNameRequired.
 */
export const STEP_REFUSAL_CODES = [
  'notReadyToRun',
  'remarksRequired',
  'notAllowedMember',
  'periodEndsBeforeStart',
  'tagNameRequired',
] as const;
export type StepRefusalCode = (typeof STEP_REFUSAL_CODES)[number];

// ---- the spec's state-machine calls (section 7) ----

/** The state the caller saw; when given and no longer true, the answer is 409. */
const FromState = Type.Optional(RecoState);
const RecoQuery = Type.Object({ reco_id: Id, from_state: FromState });
const RecoBody = <P extends TProperties>(extra: P) =>
  Type.Object({ reco_id: Id, from_state: FromState, ...extra }, { additionalProperties: false });

/** files uploaded (and mappings confirmed) -> running: queues the run. */
export const startReco = route('GET', '/reconciliation/start_reco/', {
  querystring: RecoQuery,
  response: { 200: Reco },
});

/** output ready -> in review: the reconciler submits the result to the reviewer. */
export const continueReco = route('GET', '/reconciliation/continue_reco/', {
  querystring: RecoQuery,
  response: { 200: Reco },
});

export const acceptFile = route('POST', '/reconciliation/accept_file/', {
  body: RecoBody({ remarks: Type.Optional(Remarks) }),
  response: { 200: Reco },
});

export const rejectFile = route('POST', '/reconciliation/reject_file/', {
  body: RecoBody({ remarks: Remarks }),
  response: { 200: Reco },
});

/** A new iteration; its files may be carried over from the current one. */
export const restartReco = route('POST', '/reconciliation/restart_reco/', {
  body: RecoBody({
    keep_books: Type.Optional(Type.Boolean()),
    keep_counterparty: Type.Optional(Type.Boolean()),
    remarks: Type.Optional(Remarks),
  }),
  response: { 200: Reco },
});

export const inactiveReco = route('POST', '/reconciliation/inactive_reco/', {
  body: RecoBody({ remarks: Type.Optional(Remarks) }),
  response: { 200: Reco },
});

export const changeAssignee = route('POST', '/reconciliation/change_assignee/', {
  body: RecoBody({ user_id: Id }),
  response: { 200: Reco },
});

export const changeAssigner = route('POST', '/reconciliation/change_assigner/', {
  body: RecoBody({ user_id: Id }),
  response: { 200: Reco },
});

/** What the public download page shows for an iteration (`state_id`). */
export const ReconciliationDetails = Type.Object({
  company_name: Type.String(),
  reco_name: Type.String(),
  from_date: LocalDate,
  to_date: LocalDate,
  file: Nullable(
    Type.Object({
      file_id: Id,
      file_name: Type.String(),
      modified_file: Type.Boolean(),
      output_file: Type.Boolean(),
    }),
  ),
});
export type ReconciliationDetails = Static<typeof ReconciliationDetails>;

export const reconciliationDetails = route('GET', '/reconciliation/reconciliation_details/', {
  querystring: Type.Object({ state_id: Id }),
  response: { 200: ReconciliationDetails },
});

/** Binary answers: the contract holds the path and parameters; the body is the file. */
export const downloadReceivedFile = route('GET', '/reconciliation/download_received_file/:id/', {
  params: Type.Object({ id: Id }),
  response: {},
});

export const downloadLatestOutputFile = route(
  'GET',
  '/reconciliation/download_latest_output_file/:id/',
  {
    params: Type.Object({ id: Id }),
    response: {},
  },
);
