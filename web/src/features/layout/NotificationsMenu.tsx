import {
  Badge,
  Box,
  Button,
  Center,
  EmptyState,
  Float,
  HStack,
  IconButton,
  NativeSelect,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { AnimatePresence, m } from 'framer-motion';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBell, LuBellOff } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { NotificationFilter } from '../../gql/graphql';
import { onLiveConnected } from '../../app/apollo';
import { formatDate } from '../i18n/format';
import { useSession } from '../session/useSession';
import { showSnackbar } from '../snackbar/snackbar';
import { announceArrival } from './notification-arrivals';
import { notificationText } from './notification-text';
import {
  NotificationsCountsQuery,
  NotificationsListQuery,
  NotificationsMarkReadMutation,
  NotificationsMarkSeenMutation,
  NotificationsReceivedSubscription,
  NotificationsSettingsQuery,
} from './notifications.operations';
import { headerPositioning } from './header-positioning';

const filters = ['ALL', 'NEW', 'UNREAD', 'OTHER'] as const satisfies readonly NotificationFilter[];

/**
 * The header bell: the signed-in user's notifications, live, with the spec's four filters. Closed,
 * it asks only for the counts; the notifications themselves are read while it is open.
 */
export function NotificationsMenu() {
  const intl = useIntl();
  const client = useApolloClient();
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const [open, setOpen] = useState(false);
  const counts = useQuery(NotificationsCountsQuery);
  const settings = useQuery(NotificationsSettingsQuery);
  const [markSeen] = useMutation(NotificationsMarkSeenMutation);
  // The counts, and the list while the bell is open.
  const refresh = useCallback(
    () =>
      client.refetchQueries({
        include: open
          ? [NotificationsCountsQuery, NotificationsListQuery]
          : [NotificationsCountsQuery],
      }),
    [client, open],
  );

  const restartLive = useRef<() => void>(() => undefined);
  const live = useSubscription(NotificationsReceivedSubscription, {
    onData: ({ data }) => {
      void refresh();
      const note = data.data?.notificationReceived;
      if (note) announceArrival(note.kind);
      const prefs = settings.data?.notificationSettings;
      if (!note || !prefs) return;
      const text = notificationText(intl, note);
      // Do-not-disturb (on by default) keeps the bell quiet: no pop-up, the badge still counts.
      if (!prefs.doNotDisturb) showSnackbar({ message: text });
      if (
        prefs.allowNotifications &&
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        document.visibilityState === 'hidden'
      )
        new Notification(
          intl.formatMessage({ id: 'notifications.title', defaultMessage: 'Notifications' }),
          {
            body: text,
          },
        );
    },
    // The stream never ends on its own: it ends when another operation's new session headers
    // replace the socket (web/src/app/apollo.ts), so the bell subscribes again on the new one.
    onComplete: () => restartLive.current(),
  });

  // A new token (sign-in, a company chosen) replaces the socket and ends what ran on the old
  // one, so the bell subscribes again with it; otherwise it stays deaf until a reload.
  const { companyId, user } = useSession();
  const { restart } = live;
  const first = useRef(true);
  useEffect(() => {
    restartLive.current = restart;
  }, [restart]);
  // Notifications that arrived while the socket was being replaced or reconnecting come
  // with no event: read them again whenever it (re)connects.
  useEffect(() => onLiveConnected(() => void refresh()), [refresh]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    restart();
  }, [companyId, user?.id, restart]);

  const badge = counts.data?.notifications.newCount ?? 0;
  // The badge pops when its count changes, not when the page's first count arrives: that one
  // is no news, and its spring was animation work on every page load.
  const counted = counts.data !== undefined;
  const countedBefore = useRef(counted);
  const pop = countedBefore.current;
  useEffect(() => {
    if (counted) countedBefore.current = true;
  }, [counted]);

  const onOpenChange = (isOpen: boolean) => {
    setOpen(isOpen);
    // What was new stays marked in this opening; the badge clears for the next one.
    if (!isOpen && badge > 0) void markSeen().then(() => counts.refetch());
  };

  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={({ open: isOpen }) => onOpenChange(isOpen)}
      positioning={headerPositioning('bottom-end')}
    >
      <Popover.Trigger asChild>
        <Box position="relative" display="inline-flex">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({
              id: 'header.notifications',
              defaultMessage: 'Notifications',
            })}
            data-testid="notifications-bell"
          >
            <LuBell />
          </IconButton>
          {badge > 0 && (
            <Float placement="top-end" offset="1">
              {/* Keyed on the count: the badge pops each time something new arrives. */}
              <m.span
                key={badge}
                initial={pop ? { scale: 0.4 } : false}
                animate={{ scale: 1 }}
                transition={{ type: 'spring', stiffness: 500, damping: 20 }}
                style={{ display: 'inline-flex' }}
              >
                <Badge
                  colorPalette="red"
                  variant="solid"
                  size="xs"
                  rounded="full"
                  data-testid="notifications-badge"
                >
                  {badge > 99 ? '99+' : badge}
                </Badge>
              </m.span>
            </Float>
          )}
        </Box>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: 'sm' }}>
            <Popover.Body>
              <NotificationsPanel
                filter={filter}
                onFilterChange={setFilter}
                refresh={refresh}
                close={() => setOpen(false)}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** The open bell: the notifications under the chosen filter, each leading to what it is about. */
function NotificationsPanel({
  filter,
  onFilterChange,
  refresh,
  close,
}: {
  filter: NotificationFilter;
  onFilterChange: (filter: NotificationFilter) => void;
  refresh: () => unknown;
  close: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Read afresh on every opening: what the cache holds from the last one may miss what arrived
  // while the bell was closed (only its counts are kept current then).
  const list = useQuery(NotificationsListQuery, {
    variables: { filter },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(NotificationsMarkReadMutation);
  const page = list.data?.notifications;
  const filterLabels: Record<NotificationFilter, string> = {
    ALL: intl.formatMessage({ id: 'notifications.all', defaultMessage: 'All notifications' }),
    NEW: intl.formatMessage({ id: 'notifications.new', defaultMessage: 'New' }),
    UNREAD: intl.formatMessage({ id: 'notifications.unread', defaultMessage: 'Unread' }),
    OTHER: intl.formatMessage({ id: 'notifications.other', defaultMessage: 'Other' }),
  };

  const follow = async (note: { id: number; link: string | null; read: boolean }) => {
    if (!note.read) await markRead({ variables: { ids: [note.id], all: false } });
    void refresh();
    close();
    if (note.link) void navigate(note.link);
  };

  return (
    <>
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">
          <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
        </Text>
        {(page?.unreadCount ?? 0) > 0 && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => void markRead({ variables: { all: true } }).then(() => refresh())}
          >
            <FormattedMessage id="notifications.markAllRead" defaultMessage="Mark all as read" />
          </Button>
        )}
      </HStack>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={filter}
          aria-label={intl.formatMessage({
            id: 'notifications.filter',
            defaultMessage: 'Filter notifications',
          })}
          onChange={(event) => onFilterChange(event.currentTarget.value as NotificationFilter)}
        >
          {filters.map((value) => (
            <option key={value} value={value}>
              {filterLabels[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box mt="3" maxH="96" overflowY="auto">
        {!page && list.loading ? (
          <Center py="6">
            <Spinner size="sm" data-testid="notifications-loading" />
          </Center>
        ) : page && page.items.length > 0 ? (
          <Stack gap="1" as="ul" listStyleType="none" data-testid="notifications-list">
            {/* Only a notification arriving while the list is open slides in. */}
            <AnimatePresence initial={false}>
              {page.items.map((note) => (
                <Box key={note.id} asChild>
                  <m.li
                    initial={{ opacity: 0, y: -6 }}
                    animate={{ opacity: 1, y: 0 }}
                    transition={{ duration: 0.25, ease: 'easeOut' }}
                  >
                    <Button
                      variant="ghost"
                      size="sm"
                      h="auto"
                      w="full"
                      justifyContent="flex-start"
                      textAlign="start"
                      whiteSpace="normal"
                      py="2"
                      onClick={() => void follow(note)}
                    >
                      <VStack align="start" gap="0" flex="1">
                        <Text fontWeight={note.read ? 'normal' : 'semibold'} fontSize="sm">
                          {notificationText(intl, note)}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {[note.companyName, formatDate(note.createdAt)]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </VStack>
                      {note.isNew && (
                        <Badge colorPalette="blue" size="xs">
                          <FormattedMessage id="notifications.newBadge" defaultMessage="New" />
                        </Badge>
                      )}
                    </Button>
                  </m.li>
                </Box>
              ))}
            </AnimatePresence>
          </Stack>
        ) : (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuBellOff />
              </EmptyState.Indicator>
              <VStack textAlign="center">
                <EmptyState.Title>
                  <FormattedMessage
                    id="notifications.empty"
                    defaultMessage="You are all caught up"
                  />
                </EmptyState.Title>
                <EmptyState.Description>
                  <FormattedMessage
                    id="notifications.emptyHint"
                    defaultMessage="New activity on your reconciliations and orders will appear here."
                  />
                </EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
    </>
  );
}
