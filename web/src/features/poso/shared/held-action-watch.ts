import type { HeldActionState } from '../../../gql/graphql';

/** What became of a held action, as the server answers it. */
export type HeldActionAnswer = { state: HeldActionState; outcome: string | null };

export type HeldActionWatcher = {
  /** Asks the server what became of the action (which carries it out when due). */
  ask: (id: number) => Promise<HeldActionAnswer | null | undefined>;
  /** Once it is no longer pending: say a refusal, reload the screen. */
  settled: (answer: HeldActionAnswer | null | undefined) => void | Promise<void>;
};

type Watch = { users: number; stop: () => void };

/** The held actions being waited on, by id; an action stays here once settled. */
const watches = new Map<number, Watch | 'settled'>();

/** How long to wait before asking again: while pending, and after a failed ask. */
export const ASK_AGAIN_MS = { pending: 1000, failed: 2000 } as const;

/**
 * Waits for a held action to take effect: at `dueAt` asks what became of it, again while it is
 * pending, and settles once it is not. However many places wait on one action (the snackbar
 * of the dialog that made it and the notice on its document), it is asked about and settled
 * once, so a refusal is said once; the first watcher's `settled` is the one called. Answers
 * how to stop waiting; the watch ends when the last of its watchers stops.
 */
export function watchHeldAction(
  held: { id: number; dueAt: string },
  watcher: HeldActionWatcher,
): () => void {
  const known = watches.get(held.id);
  if (known === 'settled') return () => undefined;
  const watch = known ?? startWatch(held, watcher);
  watches.set(held.id, watch);
  watch.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    watch.users -= 1;
    if (watch.users > 0 || watches.get(held.id) !== watch) return;
    watch.stop();
    watches.delete(held.id);
  };
}

function startWatch(held: { id: number; dueAt: string }, watcher: HeldActionWatcher): Watch {
  let timer: ReturnType<typeof setTimeout>;
  let stopped = false;
  const check = async () => {
    let answer: HeldActionAnswer | null | undefined;
    try {
      answer = await watcher.ask(held.id);
    } catch {
      if (!stopped) timer = setTimeout(() => void check(), ASK_AGAIN_MS.failed);
      return;
    }
    if (stopped) return;
    if (answer?.state === 'PENDING') {
      timer = setTimeout(() => void check(), ASK_AGAIN_MS.pending);
      return;
    }
    watches.set(held.id, 'settled');
    await watcher.settled(answer);
  };
  timer = setTimeout(() => void check(), Math.max(0, Date.parse(held.dueAt) - Date.now()));
  return {
    users: 0,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
