import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import { graphql } from '../../../gql';
import type { PurchaseInvoiceTable_PurchaseInvoiceFragment } from '../../../gql/graphql';
import { PagedTable, type PagedTableProps } from '../../../ui/lists/PagedTable';
import { PayInvoiceDialog } from '../payments/PayInvoiceDialog';
import { actionLabels } from '../shared/labels';
import { purchaseInvoiceColumns } from './invoiceColumns';

export const PurchaseInvoiceTablePurchaseInvoice = graphql(`
  fragment PurchaseInvoiceTable_PurchaseInvoice on PurchaseInvoice {
    id
    invoiceNumber
    isPaymentAllowed
    ...InvoiceColumns_PurchaseInvoice
    ...PayInvoiceDialog_PurchaseInvoice
  }
`);

type Row = PurchaseInvoiceTable_PurchaseInvoiceFragment;

/** A page of purchase invoices with Pay where the server allows paying. */
export function PurchaseInvoiceTable({
  label,
  table,
  empty,
  rowHref,
  testId,
  payable = true,
}: {
  label: MessageDescriptor;
  table: Pick<
    PagedTableProps<Row>,
    'rows' | 'totalCount' | 'paging' | 'loading' | 'error' | 'onRetry' | 'sort' | 'onSort'
  >;
  empty: MessageDescriptor;
  rowHref: (invoice: Row) => string;
  testId: string;
  /** Lists where paying is never possible (the finance queue) have no actions column. */
  payable?: boolean;
}) {
  const intl = useIntl();
  const [paying, setPaying] = useState<Row | null>(null);
  return (
    <>
      <PagedTable
        label={label}
        columns={purchaseInvoiceColumns(rowHref)}
        {...table}
        empty={empty}
        rowHref={rowHref}
        testId={testId}
        actions={
          payable
            ? (invoice) =>
                invoice.isPaymentAllowed && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setPaying(invoice)}
                    data-testid={`pay-invoice-${invoice.invoiceNumber}`}
                  >
                    <LuWallet />
                    {intl.formatMessage(actionLabels.pay)}
                  </Button>
                )
            : undefined
        }
      />
      {paying && <PayInvoiceDialog invoice={paying} open onClose={() => setPaying(null)} />}
    </>
  );
}
