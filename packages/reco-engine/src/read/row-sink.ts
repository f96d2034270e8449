import type { SheetReason } from './table/sheet-reason';

/**
 * Receives a sheet row by row. `cells` and `numeric` are reused between calls: copy what
 * you keep. `width` is one past the last column written in this row.
 */
export type RowSink = {
  row(rowNumber: number, cells: string[], numeric: Uint8Array, width: number): void;
};

/** Thrown by a sink to stop reading a sheet early (e.g. nothing useful in it). */
export class StopReading extends Error {
  /** Why the sheet is passed over, when a sheet is refused rather than only cut short. */
  constructor(
    message: string,
    readonly refusal?: SheetReason,
  ) {
    super(message);
  }
}
