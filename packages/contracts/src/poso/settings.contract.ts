import { Type, type Static } from 'typebox';
import { route } from '../shared/index.js';

/** A company's purchase/sales rules. */
export const PosoSettings = Type.Object({
  /**
   * On (the default): the author of a purchase order may not approve it, and whoever accepted
   * an invoice may not also give its finance approval.
   */
  separation_of_duties: Type.Boolean(),
  updated_by_user_id: Type.Union([Type.Integer(), Type.Null()]),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  /**
   * How long a hand-over waits before it takes effect, undoable meanwhile by whoever acted
   * (`POSO_UNDO_GRACE_MS`, the same for every company); 0 when actions take effect at once.
   */
  undo_grace_ms: Type.Integer({ minimum: 0 }),
});
export type PosoSettings = Static<typeof PosoSettings>;

export const PosoSettingsChange = Type.Object(
  { separation_of_duties: Type.Boolean() },
  { additionalProperties: false },
);
export type PosoSettingsChange = Static<typeof PosoSettingsChange>;

export const getPosoSettings = route('GET', '/settings/', { response: { 200: PosoSettings } });
export const updatePosoSettings = route('PATCH', '/settings/', {
  body: PosoSettingsChange,
  response: { 200: PosoSettings },
});
