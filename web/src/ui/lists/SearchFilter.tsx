import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import type { FilterSpec } from './list-params';
import type { ListFilters } from './usePagedList';

const typingDelayMs = 350;

/**
 * A text filter of a list (a document number), kept in the URL beside the page: the list
 * follows shortly after typing stops, or at once on Enter.
 */
export function SearchFilter<Spec extends FilterSpec>({
  filters,
  name,
  label,
  maxLength = 50,
  testId = 'filter-number',
}: {
  filters: ListFilters<Spec>;
  name: keyof Spec & string;
  label: MessageDescriptor;
  maxLength?: number;
  testId?: string;
}) {
  const intl = useIntl();
  const inUrl = String(filters.values[name] ?? '');
  const [text, setText] = useState(inUrl);
  const [synced, setSynced] = useState(inUrl);
  const { set } = filters;

  // The URL wins when it changes from outside (back button, Clear filters); what is being
  // typed stays as it is when it already says the same.
  if (inUrl !== synced) {
    setSynced(inUrl);
    if (text.trim() !== inUrl) setText(inUrl);
  }
  useEffect(() => {
    if (text.trim() === inUrl) return;
    const timer = setTimeout(() => set(name, text), typingDelayMs);
    return () => clearTimeout(timer);
  }, [text, inUrl, name, set]);

  return (
    <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '64' }}>
      <Input
        size="sm"
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={intl.formatMessage(label)}
        aria-label={intl.formatMessage(label)}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set(name, text);
        }}
        data-testid={testId}
      />
    </InputGroup>
  );
}
