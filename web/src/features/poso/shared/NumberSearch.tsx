import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import { useListFilters } from './useListFilters';

const typingDelayMs = 350;

/**
 * Finds a document by (part of) its number, kept in the URL (`?number=`) beside the page:
 * the list follows shortly after typing stops, or at once on Enter.
 */
export function NumberSearch({ label }: { label: MessageDescriptor }) {
  const intl = useIntl();
  const { filters, setFilter } = useListFilters();
  const [number, setNumber] = useState(filters.number);
  const [synced, setSynced] = useState(filters.number);

  // The URL wins when it changes from outside (back button, Clear filters); what is being
  // typed stays as it is when it already says the same.
  if (filters.number !== synced) {
    setSynced(filters.number);
    if (number.trim() !== filters.number) setNumber(filters.number);
  }
  useEffect(() => {
    if (number.trim() === filters.number) return;
    const timer = setTimeout(() => setFilter('number', number), typingDelayMs);
    return () => clearTimeout(timer);
  }, [number, filters.number, setFilter]);

  return (
    <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '64' }}>
      <Input
        size="sm"
        type="search"
        value={number}
        maxLength={50}
        placeholder={intl.formatMessage(label)}
        aria-label={intl.formatMessage(label)}
        onChange={(event) => setNumber(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setFilter('number', number);
        }}
        data-testid="filter-number"
      />
    </InputGroup>
  );
}
