import { startTransition, useEffect, useState } from 'react';

/** Rows drawn in the first commit of a list, and added by each later one. */
export const rowSlice = 20;

/** How many rows the next slice shows: `shown` plus a slice, never past `total`. */
export function nextLimit(shown: number, total: number, slice = rowSlice): number {
  return Math.min(total, shown + slice);
}

/**
 * The rows a list draws now. A page of 100 rows committed at once (DOM, styles, layout) was one
 * task of seconds on a slow phone; the first time rows arrive they are drawn a slice per frame,
 * the first slice filling the screen at once. The limit only grows, so a list the user has seen
 * whole (a refetch, a checked row) never shrinks back under their eyes.
 */
export function useRowsInSlices<Row>(rows: readonly Row[] | undefined): readonly Row[] | undefined {
  const [limit, setLimit] = useState(rowSlice);
  const total = rows?.length ?? 0;
  useEffect(() => {
    if (limit >= total) return;
    // After the browser has painted the rows so far; a transition, so input is not held up.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLimit((now) => nextLimit(now, total))));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [limit, total]);
  return rows && rows.length > limit ? rows.slice(0, limit) : rows;
}
