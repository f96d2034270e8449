import { Box, Input, InputGroup, Kbd, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { SearchHitKind } from '../../gql/graphql';
import { posoLinks } from '../poso/shared/links';
import { recoLinks } from '../reco/shared/links';
import { useSession } from '../session/useSession';

const SearchQuery = graphql(`
  query HeaderSearch_Search($text: String!) {
    search(text: $text) {
      kind
      id
      label
      detail
      openId
    }
  }
`);

const messages = defineMessages({
  placeholder: { id: 'search.placeholder', defaultMessage: 'Search' },
  hint: {
    id: 'search.hint',
    defaultMessage:
      'Search documents by number, payments by reference, reconciliations by party, project or #number, companies by name',
  },
  none: { id: 'search.none', defaultMessage: 'Nothing found' },
  PURCHASE_ORDER: { id: 'search.kind.purchaseOrder', defaultMessage: 'Purchase orders' },
  RECEIVED_PURCHASE_ORDER: {
    id: 'search.kind.receivedPurchaseOrder',
    defaultMessage: 'Received orders',
  },
  SALES_INVOICE: { id: 'search.kind.salesInvoice', defaultMessage: 'Sales invoices' },
  PURCHASE_INVOICE: { id: 'search.kind.purchaseInvoice', defaultMessage: 'Purchase invoices' },
  PAYMENT_MADE: { id: 'search.kind.paymentMade', defaultMessage: 'Payments made' },
  PAYMENT_RECEIVED: { id: 'search.kind.paymentReceived', defaultMessage: 'Payments received' },
  ADVANCE_PAID: { id: 'search.kind.advancePaid', defaultMessage: 'Advances paid' },
  ADVANCE_RECEIVED: { id: 'search.kind.advanceReceived', defaultMessage: 'Advances received' },
  RECONCILIATION: { id: 'search.kind.reconciliation', defaultMessage: 'Reconciliations' },
  COMPANY: { id: 'search.kind.company', defaultMessage: 'Companies' },
});

const KIND_ORDER: readonly SearchHitKind[] = [
  'PURCHASE_ORDER',
  'RECEIVED_PURCHASE_ORDER',
  'SALES_INVOICE',
  'PURCHASE_INVOICE',
  'PAYMENT_MADE',
  'PAYMENT_RECEIVED',
  'ADVANCE_PAID',
  'ADVANCE_RECEIVED',
  'RECONCILIATION',
  'COMPANY',
];

/** Waits this long after the last key before asking the server. */
const DEBOUNCE_MS = 200;

type Hit = { kind: SearchHitKind; id: number; openId?: number | null };

/** A payment opens the invoice it pays, an advance the order; a reco its iteration or history. */
function hrefOf(companyId: number, { kind, id, openId }: Hit): string {
  const links = posoLinks(companyId);
  const paid = openId ?? id;
  switch (kind) {
    case 'PURCHASE_ORDER':
      return links.purchaseOrder(id);
    case 'RECEIVED_PURCHASE_ORDER':
      return links.receivedOrder(id);
    case 'SALES_INVOICE':
      return links.salesInvoice(id);
    case 'PURCHASE_INVOICE':
      return links.purchaseInvoice(id);
    case 'PAYMENT_MADE':
      return links.purchaseInvoice(paid);
    case 'PAYMENT_RECEIVED':
      return links.salesInvoice(paid);
    case 'ADVANCE_PAID':
      return links.purchaseOrder(paid);
    case 'ADVANCE_RECEIVED':
      return links.receivedOrder(paid);
    case 'RECONCILIATION': {
      const reco = recoLinks(companyId);
      return openId ? reco.iteration(openId) : reco.history(id);
    }
    case 'COMPANY':
      return `/dashboard/default/customer-vendor-details/${companyId}`;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown search hit ${String(unknown)}`);
    }
  }
}

/** A typed target is not hijacked by the shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

/**
 * The header search: "/" or Ctrl+K (Cmd+K) focuses it; documents by number and companies by
 * name in the active company, grouped by kind; arrow keys choose, Enter opens, Escape closes.
 * `fill`: in the phone's tools drawer it takes the drawer's width and shows no key hint.
 */
export function HeaderSearch({ fill = false }: { fill?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { companyId } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' && !typingIn(event.target));
      if (!shortcut) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const ready = companyId !== null && asked.length >= 2;
  const { data, previousData, loading } = useQuery(SearchQuery, {
    variables: { text: asked },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  // While the next answer is on its way the list keeps the last one, so the hits a person sees
  // (and Enter opens) do not vanish between two keys.
  const shown = data ?? previousData;
  const hits = useMemo(() => {
    const found = ready ? (shown?.search ?? []) : [];
    return [...found].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  }, [shown, ready]);
  const pending = term.trim() !== asked || loading;

  // The choice goes back to the first hit only when the hits themselves change.
  const hitKeys = hits.map((hit) => `${hit.kind}-${hit.id}`).join(' ');
  useEffect(() => setActive(0), [hitKeys]);

  const openHit = (index: number) => {
    const hit = hits[index];
    if (!hit || companyId === null) return;
    setOpen(false);
    setTerm('');
    input.current?.blur();
    void navigate(hrefOf(companyId, hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(hits.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      input.current?.blur();
    }
  };

  const showList = open && ready && (hits.length > 0 || !loading);
  const label = intl.formatMessage(messages.placeholder);
  return (
    <Box role="search" position="relative">
      <InputGroup
        startElement={<LuSearch />}
        endElement={fill ? undefined : <Kbd size="sm">/</Kbd>}
        width={fill ? 'full' : { base: '40', lg: '64' }}
      >
        <Input
          ref={input}
          size="sm"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          placeholder={label}
          aria-label={label}
          title={intl.formatMessage(messages.hint)}
          role="combobox"
          aria-expanded={showList}
          aria-controls="header-search-results"
          aria-activedescendant={showList && hits[active] ? `search-hit-${active}` : undefined}
          autoComplete="off"
          data-testid="header-search"
        />
      </InputGroup>
      {showList && (
        <Box
          id="header-search-results"
          role="listbox"
          position="absolute"
          top="100%"
          mt="1"
          width={fill ? 'full' : { base: '72', lg: '96' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          zIndex="dropdown"
          py="1"
          aria-busy={pending}
          data-testid="header-search-results"
        >
          {hits.length === 0 ? (
            <Text px="3" py="2" color="fg.muted" textStyle="sm">
              {intl.formatMessage(messages.none)}
            </Text>
          ) : (
            hits.map((hit, index) => (
              <Stack key={`${hit.kind}-${hit.id}`} gap="0">
                {(index === 0 || hits[index - 1]!.kind !== hit.kind) && (
                  <Text px="3" pt="2" pb="1" textStyle="xs" fontWeight="semibold" color="fg.muted">
                    {intl.formatMessage(messages[hit.kind])}
                  </Text>
                )}
                <Box
                  id={`search-hit-${index}`}
                  role="option"
                  aria-selected={index === active}
                  px="3"
                  py="1.5"
                  cursor="pointer"
                  bg={index === active ? 'bg.emphasized' : undefined}
                  // Chosen before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    openHit(index);
                  }}
                  onMouseEnter={() => setActive(index)}
                  data-testid={`search-hit-${hit.label}`}
                >
                  <Text as="span" fontWeight="medium">
                    {hit.label}
                  </Text>
                  {hit.detail && (
                    <Text as="span" color="fg.muted" ms="2" textStyle="sm">
                      {hit.detail}
                    </Text>
                  )}
                </Box>
              </Stack>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
