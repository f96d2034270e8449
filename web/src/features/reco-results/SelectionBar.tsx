import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LuLink, LuX } from 'react-icons/lu';
import { formatDecimal } from '../i18n/amount-format';
import { drill } from './drill-labels';
import { selectionTotals, type EntryRef } from './selection';

/**
 * The entries picked for a match by hand, across pages and cells of the iteration, with the
 * difference the match would leave, shown before confirming.
 */
export function SelectionBar({
  selected,
  busy,
  onMatch,
  onClear,
}: {
  selected: readonly EntryRef[];
  busy: boolean;
  onMatch: (remarks: string) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const [remarks, setRemarks] = useState('');
  if (selected.length === 0) return null;
  const totals = selectionTotals(selected);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor="blue.muted"
      bg="blue.subtle"
      rounded="md"
      p="3"
      data-testid="selection-bar"
      data-count={selected.length}
      data-difference={totals.difference.toFixed(2)}
      position="sticky"
      top="0"
      zIndex="1"
    >
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold" textStyle="sm">
            {intl.formatMessage(drill.selectionTitle, { count: selected.length })}
          </Text>
          <Text textStyle="sm" data-testid="selection-sums">
            {intl.formatMessage(drill.selectionSums, {
              books: formatDecimal(totals.books),
              counterparty: formatDecimal(totals.counterparty),
              difference: formatDecimal(totals.difference),
            })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Input
            size="sm"
            maxW="64"
            bg="bg"
            maxLength={2000}
            placeholder={intl.formatMessage(drill.remarks)}
            aria-label={intl.formatMessage(drill.remarks)}
            value={remarks}
            onChange={(e) => setRemarks(e.currentTarget.value)}
            data-testid="selection-remarks"
          />
          <Button
            size="sm"
            loading={busy}
            onClick={() => onMatch(remarks)}
            data-testid="selection-match"
          >
            <LuLink />
            {intl.formatMessage(drill.match)}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear} data-testid="selection-clear">
            <LuX />
            {intl.formatMessage(drill.clear)}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
