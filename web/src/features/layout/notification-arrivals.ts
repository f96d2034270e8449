import { useEffect, useRef } from 'react';
import type { NotificationKind } from '../../gql/graphql';

type Listener = (kind: NotificationKind) => void;
const listeners = new Set<Listener>();

/** The bell passes on each notification it receives live (see `useNotificationArrivals`). */
export function announceArrival(kind: NotificationKind) {
  for (const listener of listeners) listener(kind);
}

/**
 * Runs `onArrival` when a notification of one of `kinds` arrives, so a screen whose rows it
 * concerns refreshes without a reload. It listens to the bell's own stream: a second
 * subscription would need the bell's care for sockets replaced on a new token.
 */
export function useNotificationArrivals(kinds: readonly NotificationKind[], onArrival: () => void) {
  const latest = useRef(onArrival);
  useEffect(() => {
    latest.current = onArrival;
  });
  const key = kinds.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' '));
    const listener: Listener = (kind) => {
      if (wanted.has(kind)) latest.current();
    };
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [key]);
}
