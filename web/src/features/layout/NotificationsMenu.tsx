import {
  Box,
  EmptyState,
  HStack,
  IconButton,
  NativeSelect,
  Popover,
  Portal,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBell, LuBellOff } from 'react-icons/lu';

const filters = ['all', 'new', 'unread', 'other'] as const;
type Filter = (typeof filters)[number];

/** Placeholder until notifications have a source: the filters work on an empty list. */
export function NotificationsMenu() {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('all');
  const filterLabels: Record<Filter, string> = {
    all: intl.formatMessage({ id: 'notifications.all', defaultMessage: 'All notifications' }),
    new: intl.formatMessage({ id: 'notifications.new', defaultMessage: 'New' }),
    unread: intl.formatMessage({ id: 'notifications.unread', defaultMessage: 'Unread' }),
    other: intl.formatMessage({ id: 'notifications.other', defaultMessage: 'Other' }),
  };
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({
            id: 'header.notifications',
            defaultMessage: 'Notifications',
          })}
        >
          <LuBell />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <HStack justify="space-between" mb="3">
                <Text fontWeight="semibold">
                  <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
                </Text>
              </HStack>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={filter}
                  aria-label={intl.formatMessage({
                    id: 'notifications.filter',
                    defaultMessage: 'Filter notifications',
                  })}
                  onChange={(event) => setFilter(event.currentTarget.value as Filter)}
                >
                  {filters.map((value) => (
                    <option key={value} value={value}>
                      {filterLabels[value]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Box mt="3">
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
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
