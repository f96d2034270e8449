import { Card, DataList, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formatExactMoney, formatMoney } from '../../i18n/amount-format';
import { formatDate } from '../../i18n/format';
import { fieldLabels } from './labels';
import { compareAmounts } from '../../../ui/forms/decimal-input';
import type { StatusOf } from './status';
import { StatusBadge } from './StatusBadge';

type DocumentStatus<Kind extends 'po' | 'invoice'> = { kind: Kind; status?: StatusOf[Kind] };

export type DocumentSummaryProps = (DocumentStatus<'po'> | DocumentStatus<'invoice'>) & {
  number: string;
  date: string;
  /** The other company: the vendor on the customer's screens, the customer on the vendor's. */
  party: { role: 'vendor' | 'customer'; name: string };
  /** PO amount or invoice total, in the document's currency. */
  amount: string;
  currency: string;
  exchangeRate: string;
  /** The company's own currency, in which amounts x exchange rate are shown (e.g. INR). */
  baseCurrency?: string;
  description?: string | null;
  /** Invoices: what was paid and what is still pending. */
  balance?: { paid: string; pending: string };
  /** Further rows a screen needs (approver, reject remarks...). */
  extra?: readonly { label: MessageDescriptor; value: ReactNode }[];
};

/** The label/value header of a view page. Amounts are shown x exchange rate, whole units. */
export function DocumentSummary(props: DocumentSummaryProps) {
  const intl = useIntl();
  const { kind, currency, exchangeRate } = props;
  const converted = compareAmounts(exchangeRate, '1') !== 0;
  const amount = (value: string) => (
    <Text as="span">
      {formatMoney(value, exchangeRate, props.baseCurrency)}
      {converted && (
        <Text as="span" color="fg.muted" ms="2" textStyle="xs">
          ({formatExactMoney(value, currency)})
        </Text>
      )}
    </Text>
  );
  const rows: { label: MessageDescriptor; value: ReactNode; testId: string }[] = [
    {
      label: kind === 'po' ? fieldLabels.poNumber : fieldLabels.invoiceNumber,
      value: props.number,
      testId: 'number',
    },
    {
      label: kind === 'po' ? fieldLabels.poDate : fieldLabels.invoiceDate,
      value: formatDate(props.date),
      testId: 'date',
    },
    {
      label: props.party.role === 'vendor' ? fieldLabels.vendor : fieldLabels.customer,
      value: props.party.name,
      testId: 'party',
    },
    ...(props.status
      ? [
          {
            label: fieldLabels.status,
            value:
              props.kind === 'po' ? (
                <StatusBadge kind="po" status={props.status} />
              ) : (
                <StatusBadge
                  kind="invoice"
                  status={props.status}
                  pendingAmount={props.balance?.pending}
                />
              ),
            testId: 'status',
          },
        ]
      : []),
    {
      label: kind === 'po' ? fieldLabels.amount : fieldLabels.total,
      value: amount(props.amount),
      testId: 'amount',
    },
    ...(props.balance
      ? [
          { label: fieldLabels.paid, value: amount(props.balance.paid), testId: 'paid' },
          { label: fieldLabels.pending, value: amount(props.balance.pending), testId: 'pending' },
        ]
      : []),
    { label: fieldLabels.currency, value: currency, testId: 'currency' },
    { label: fieldLabels.exchangeRate, value: exchangeRate, testId: 'exchange-rate' },
    ...(props.extra ?? []).map((row, index) => ({ ...row, testId: `extra-${index}` })),
  ];

  return (
    <Card.Root variant="outline" data-testid="document-summary">
      <Card.Body>
        <DataList.Root
          orientation="horizontal"
          size="md"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
          columnGap="8"
        >
          {rows.map((row) => (
            <DataList.Item key={row.testId} data-testid={`summary-${row.testId}`}>
              <DataList.ItemLabel minW="36">{intl.formatMessage(row.label)}</DataList.ItemLabel>
              <DataList.ItemValue fontVariantNumeric="tabular-nums" unicodeBidi="plaintext">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
          {props.description && (
            <DataList.Item gridColumn="1 / -1" data-testid="summary-description">
              <DataList.ItemLabel minW="36">
                {intl.formatMessage(fieldLabels.description)}
              </DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap">{props.description}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
