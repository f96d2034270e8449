import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASK_AGAIN_MS, watchHeldAction, type HeldActionAnswer } from './held-action-watch';

let nextId = 1;
/** A held action due in `inMs`, with an id no other test has watched. */
const heldIn = (inMs: number) => ({
  id: nextId++,
  dueAt: new Date(Date.now() + inMs).toISOString(),
});

/** A server whose answers are given in order, the last one repeated. */
function server(...answers: HeldActionAnswer[]) {
  const asked: number[] = [];
  const settled: (HeldActionAnswer | null | undefined)[] = [];
  const watcher = {
    ask: (id: number) => {
      asked.push(id);
      return Promise.resolve(answers[Math.min(asked.length, answers.length) - 1]);
    },
    settled: (answer: HeldActionAnswer | null | undefined) => {
      settled.push(answer);
    },
  };
  return { asked, settled, watcher };
}

const pending: HeldActionAnswer = { state: 'PENDING', outcome: null };
const failed: HeldActionAnswer = { state: 'FAILED', outcome: 'The invoice changed meanwhile' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('waiting for a held action to take effect', () => {
  it('asks at dueAt, again while pending, and settles once it is not', async () => {
    const held = heldIn(5000);
    const { asked, settled, watcher } = server(pending, failed);
    watchHeldAction(held, watcher);
    await vi.advanceTimersByTimeAsync(4999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([held.id]);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS.pending);
    expect(asked).toEqual([held.id, held.id]);
    expect(settled).toEqual([failed]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(2);
  });

  it("says a refusal once when the snackbar and the document's notice both wait on it", async () => {
    const held = heldIn(3000);
    const snackbar = server(failed);
    const notice = server(failed);
    watchHeldAction(held, snackbar.watcher);
    watchHeldAction(held, notice.watcher);
    await vi.advanceTimersByTimeAsync(3000);
    expect(snackbar.asked.length + notice.asked.length).toBe(1);
    expect([...snackbar.settled, ...notice.settled]).toEqual([failed]);
    // A notice that comes back once it settled does not say it again.
    const again = server(failed);
    watchHeldAction(held, again.watcher);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(again.asked).toEqual([]);
    expect(again.settled).toEqual([]);
  });

  it('keeps asking while one watcher waits, and stops when the last one leaves', async () => {
    const held = heldIn(1000);
    const { asked, watcher } = server(pending);
    const leaveNotice = watchHeldAction(held, watcher);
    const leaveOther = watchHeldAction(held, watcher);
    leaveNotice();
    leaveNotice(); // a second call changes nothing
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
    leaveOther();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(1);
  });

  it('asks again after a failed ask', async () => {
    const held = heldIn(0);
    let calls = 0;
    const settled: unknown[] = [];
    watchHeldAction(held, {
      ask: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(failed);
      },
      settled: (answer) => {
        settled.push(answer);
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS.failed);
    expect(calls).toBe(2);
    expect(settled).toEqual([failed]);
  });
});
