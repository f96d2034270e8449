import { Type } from 'typebox';
import { Id, LocalDate, Nullable, Page, SingleLine, FreeText } from '../shared/index.js';

export const RECO_KINDS = ['vendor', 'customer', 'gst', 'tax'] as const;
export type RecoKind = (typeof RECO_KINDS)[number];
export const RecoKind = Type.Enum(RECO_KINDS);

/** The lifecycle of RECO.md; `inactive` ends it. */
export const RECO_STATES = [
  'created',
  'files_uploaded',
  'running',
  'output_ready',
  'in_review',
  'accepted',
  'rejected',
  'inactive',
] as const;
export type RecoState = (typeof RECO_STATES)[number];
export const RecoState = Type.Enum(RECO_STATES);

export const RUN_STATES = ['idle', 'queued', 'running', 'succeeded', 'failed'] as const;
export type RunState = (typeof RUN_STATES)[number];
export const RunState = Type.Enum(RUN_STATES);

/** What a run is doing, in order; published live. */
export const RUN_PHASES = [
  'queued',
  'reading_books',
  'reading_counterparty',
  'matching',
  'writing',
] as const;
export type RunPhase = (typeof RUN_PHASES)[number];
export const RunPhase = Type.Enum(RUN_PHASES);

export const SIDES = ['books', 'counterparty'] as const;
export type Side = (typeof SIDES)[number];
export const Side = Type.Enum(SIDES);

export const Timestamp = Type.String({ format: 'date-time' });
export const Name = SingleLine({ minLength: 1, maxLength: 150 });
export const Remarks = FreeText({ minLength: 1, maxLength: 2000 });
export const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
});
/** Indian GSTIN: 2-digit state, PAN, entity, Z, check character. */
export const Gstin = Type.String({ pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]Z[0-9A-Z]$' });
export const Pan = Type.String({ pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' });

export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export { Id, LocalDate, Nullable, Page };
