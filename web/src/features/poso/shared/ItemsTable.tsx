import { Table, Text } from '@chakra-ui/react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { numericCell } from '../../../ui/display/Money';
import { phoneQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { formatDecimal, formatExact } from '../../i18n/amount-format';
import { fieldLabels } from './labels';
import { TotalRow } from './parts';
import { documentTotals } from './totals';

const ItemsTablePoItem = graphql(`
  fragment ItemsTable_PoItem on PoItem {
    itemId
    materialDescription
    ratePerUnit
    quantity
    tax
    lineTotal
  }
`);

const ItemsTableInvoiceItem = graphql(`
  fragment ItemsTable_InvoiceItem on InvoiceItem {
    itemId
    materialDescription
    ratePerUnit
    quantity
    tax
    lineTotal
  }
`);

const ItemsTableCharge = graphql(`
  fragment ItemsTable_AdditionalCharge on AdditionalCharge {
    chargeId
    masterId
    name
    amount
  }
`);

type ItemLine = {
  itemId?: number | null;
  materialDescription: string;
  ratePerUnit: string;
  quantity: string;
  tax: string;
  lineTotal?: string | null;
};

type ChargeLine = { chargeId?: number | null; name: string; amount: string };

/** A purchase order's lines. */
export function PoItemsTable({
  items,
  currency,
}: {
  items: readonly FragmentType<typeof ItemsTablePoItem>[];
  currency: string;
}) {
  return <ItemsTable items={getFragmentData(ItemsTablePoItem, items)} currency={currency} />;
}

/** An invoice's lines and additional charges, ending in the grand total. */
export function InvoiceItemsTable({
  items,
  charges,
  currency,
}: {
  items: readonly FragmentType<typeof ItemsTableInvoiceItem>[];
  charges: readonly FragmentType<typeof ItemsTableCharge>[];
  currency: string;
}) {
  return (
    <ItemsTable
      items={getFragmentData(ItemsTableInvoiceItem, items)}
      charges={getFragmentData(ItemsTableCharge, charges)}
      currency={currency}
    />
  );
}

export type ItemsTableProps = {
  items: readonly ItemLine[];
  /** Invoice additional charges; with them the table ends in a grand total. */
  charges?: readonly ChargeLine[];
  /** Shown beside the totals; figures stay exact in the document's currency. */
  currency?: string;
  testId?: string;
};

/** On a phone the rate, quantity and tax of a line are read under its material. */
// A message with values is formatted through the untyped descriptor, as elsewhere in the app.
const lineFigures: MessageDescriptor = defineMessage({
  id: 'poso.items.lineFigures',
  defaultMessage: '{quantity} × {rate}, tax {tax} %',
});

/**
 * Read-only items of a PO or invoice with line totals (as the server computed them),
 * charges and totals. On a phone only the material and the line total are columns, so the
 * total is never past the screen's edge.
 */
function ItemsTable({ items, charges = [], currency, testId = 'items-table' }: ItemsTableProps) {
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
  const totals = documentTotals(items, charges);
  const label = (message: (typeof fieldLabels)[keyof typeof fieldLabels]) =>
    intl.formatMessage(message);
  // The columns left of the line total: #, material, rate, quantity, tax (material on a phone).
  const labelSpan = phone ? 1 : 5;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" data-testid={testId}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {!phone && <Table.ColumnHeader width="1">#</Table.ColumnHeader>}
            <Table.ColumnHeader>{label(fieldLabels.material)}</Table.ColumnHeader>
            {!phone && (
              <>
                <Table.ColumnHeader {...numericCell}>
                  {label(fieldLabels.ratePerUnit)}
                </Table.ColumnHeader>
                <Table.ColumnHeader {...numericCell}>
                  {label(fieldLabels.quantity)}
                </Table.ColumnHeader>
                <Table.ColumnHeader {...numericCell}>{label(fieldLabels.tax)}</Table.ColumnHeader>
              </>
            )}
            <Table.ColumnHeader {...numericCell}>{label(fieldLabels.lineTotal)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item, index) => (
            <Table.Row key={item.itemId ?? `new-${index}`} data-testid={`${testId}-row`}>
              {!phone && <Table.Cell color="fg.muted">{index + 1}</Table.Cell>}
              <Table.Cell whiteSpace={phone ? 'normal' : undefined}>
                {item.materialDescription}
                {phone && (
                  <Text
                    textStyle="xs"
                    color="fg.muted"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`${testId}-figures`}
                  >
                    {intl.formatMessage(lineFigures, {
                      quantity: formatExact(item.quantity),
                      rate: formatDecimal(item.ratePerUnit),
                      tax: formatExact(item.tax),
                    })}
                  </Text>
                )}
              </Table.Cell>
              {!phone && (
                <>
                  <Table.Cell {...numericCell}>{formatDecimal(item.ratePerUnit)}</Table.Cell>
                  <Table.Cell {...numericCell}>{formatExact(item.quantity)}</Table.Cell>
                  <Table.Cell {...numericCell}>{formatExact(item.tax)}</Table.Cell>
                </>
              )}
              <Table.Cell {...numericCell}>
                {totals.lineTotals[index] ? formatDecimal(totals.lineTotals[index]) : '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <TotalRow
            label={label(charges.length > 0 ? fieldLabels.itemsTotal : fieldLabels.grandTotal)}
            value={totals.itemsTotal}
            currency={currency}
            labelSpan={labelSpan}
            testId={`${testId}-items-total`}
          />
          {charges.map((charge, index) => (
            <Table.Row key={charge.chargeId ?? `charge-${index}`} data-testid={`${testId}-charge`}>
              <Table.Cell colSpan={labelSpan} textAlign="end">
                <Text as="span" color="fg.muted">
                  {charge.name}
                </Text>
              </Table.Cell>
              <Table.Cell {...numericCell}>{formatDecimal(charge.amount)}</Table.Cell>
            </Table.Row>
          ))}
          {charges.length > 0 && (
            <TotalRow
              label={label(fieldLabels.grandTotal)}
              value={totals.grandTotal}
              currency={currency}
              labelSpan={labelSpan}
              fontWeight="bold"
              testId={`${testId}-grand-total`}
            />
          )}
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}
