import type { Logger } from 'pino';
import {
  createDb,
  EVENTS_CHANNEL,
  SESSION_EVENTS_CHANNEL,
  listenForNotifications,
  type ConcordEvent,
  type Db,
  type NotificationListener,
} from '@concord/db';

/**
 * The BFF's end of the one live-events mechanism (ARCHITECTURE 5): one LISTEN connection per
 * BFF process on the events channel, fanned out to graphql-ws subscriptions. Services
 * publish with pg_notify in the transaction of the change (`publishEvent`), so an event
 * arrives only once its change is committed, in every BFF replica.
 */
export type EventHub = {
  /**
   * Events that `match`, as they arrive. The caller has checked the subscriber's token and
   * tenant first; `match` must at least compare the event's company with the caller's.
   */
  subscribe(match: (event: ConcordEvent) => boolean): AsyncIterableIterator<ConcordEvent>;
  /** Whether events reach this hub (a database to LISTEN on was given). */
  readonly live: boolean;
  /** Delivers an event as if it came from the channel (tests of the fan-out). */
  deliver(event: ConcordEvent): void;
  /**
   * Ended sessions (revoked, signed out) and changed users (disabled, new password, membership
   * changed), as the users service's triggers announce them; answers an unsubscribe.
   */
  onSessionEnded(listener: (ended: SessionEnded) => void): () => void;
  close(): Promise<void>;
};

export type SessionEnded = { session?: string; user?: number };

/** Events kept for a subscriber that reads slowly; older ones are dropped. */
const MAX_QUEUED = 256;

type Subscriber = {
  match: (event: ConcordEvent) => boolean;
  push: (event: ConcordEvent) => void;
};

function isEvent(value: unknown): value is ConcordEvent {
  const e = value as Partial<ConcordEvent> | null;
  return (
    !!e &&
    typeof e.companyId === 'number' &&
    typeof e.topic === 'string' &&
    typeof e.id === 'number' &&
    typeof e.data === 'object' &&
    e.data !== null
  );
}

export function createEventHub(options: {
  databaseUrl?: string | undefined;
  log: Logger;
}): EventHub {
  const subscribers = new Set<Subscriber>();
  const deliver = (event: ConcordEvent) => {
    for (const s of subscribers) if (s.match(event)) s.push(event);
  };
  let db: Db | undefined;
  let listener: NotificationListener | undefined;
  let sessionListener: NotificationListener | undefined;
  const sessionWatchers = new Set<(ended: SessionEnded) => void>();
  if (options.databaseUrl) {
    db = createDb(options.databaseUrl, { max: 1 });
    listener = listenForNotifications(
      db,
      EVENTS_CHANNEL,
      (payload) => {
        try {
          const event: unknown = JSON.parse(payload);
          if (isEvent(event)) deliver(event);
        } catch {
          options.log.warn('live event with a payload that is not JSON was ignored');
        }
      },
      () => options.log.warn('live events reconnected; events sent meanwhile were missed'),
    );
    sessionListener = listenForNotifications(db, SESSION_EVENTS_CHANNEL, (payload) => {
      try {
        const parsed = JSON.parse(payload) as { session?: unknown; user?: unknown };
        const ended: SessionEnded = {
          ...(typeof parsed.session === 'string' ? { session: parsed.session.toLowerCase() } : {}),
          ...(typeof parsed.user === 'number' ? { user: parsed.user } : {}),
        };
        for (const watcher of sessionWatchers) watcher(ended);
      } catch {
        options.log.warn('session event with a payload that is not JSON was ignored');
      }
    });
  }

  return {
    live: Boolean(listener),
    deliver,
    onSessionEnded(watcher) {
      sessionWatchers.add(watcher);
      return () => sessionWatchers.delete(watcher);
    },
    subscribe(match) {
      const queue: ConcordEvent[] = [];
      let waiting: ((result: IteratorResult<ConcordEvent>) => void) | undefined;
      let done = false;
      const subscriber: Subscriber = {
        match,
        push(event) {
          if (waiting) {
            const resolve = waiting;
            waiting = undefined;
            resolve({ value: event, done: false });
          } else {
            queue.push(event);
            if (queue.length > MAX_QUEUED) queue.shift();
          }
        },
      };
      subscribers.add(subscriber);
      const finish = (): Promise<IteratorResult<ConcordEvent>> => {
        done = true;
        subscribers.delete(subscriber);
        waiting?.({ value: undefined, done: true });
        waiting = undefined;
        return Promise.resolve({ value: undefined, done: true });
      };
      return {
        next() {
          if (done) return Promise.resolve({ value: undefined, done: true });
          const next = queue.shift();
          if (next) return Promise.resolve({ value: next, done: false });
          return new Promise((resolve) => (waiting = resolve));
        },
        return: finish,
        throw: (error: unknown) => {
          void finish();
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    async close() {
      await listener?.close();
      await sessionListener?.close();
      sessionWatchers.clear();
      await db?.destroy();
      subscribers.clear();
    },
  };
}

/**
 * `first`, then what `events` brings. A subscription that reads where things stand after it
 * began listening gives that reading first, so a change that lands between a page's query and
 * its subscription is not lost.
 */
export function startingWith(
  first: ConcordEvent,
  events: AsyncIterableIterator<ConcordEvent>,
): AsyncIterableIterator<ConcordEvent> {
  let given = false;
  return {
    next() {
      if (given) return events.next();
      given = true;
      return Promise.resolve({ value: first, done: false });
    },
    return: () => events.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    throw: (error: unknown) =>
      events.throw?.(error) ??
      Promise.reject(error instanceof Error ? error : new Error(String(error))),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
