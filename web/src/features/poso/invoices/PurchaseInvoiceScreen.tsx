import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { PurchaseInvoiceScreen_PurchaseInvoiceFragment } from '../../../gql/graphql';
import { PagedTable, type PagedTableProps } from '../../../ui/lists/PagedTable';
import { PayInvoiceDialog } from '../payments/PayInvoiceDialog';
import { actionLabels } from '../shared/labels';
import { ListScreen } from '../shared/ListScreen';
import { invoiceColumns } from './invoiceColumns';

const PurchaseInvoiceScreenPurchaseInvoice = graphql(`
  fragment PurchaseInvoiceScreen_PurchaseInvoice on PurchaseInvoice {
    id
    invoiceNumber
    isPaymentAllowed
    ...InvoiceColumns_PurchaseInvoice
    ...PayInvoiceDialog_PurchaseInvoice
  }
`);

type Row = PurchaseInvoiceScreen_PurchaseInvoiceFragment;

/** A page of the screen's invoices as its query answers it, read through the fragment. */
export function purchaseInvoicePage(page: {
  items: readonly FragmentType<typeof PurchaseInvoiceScreenPurchaseInvoice>[];
  totalCount: number;
}) {
  return { ...page, items: getFragmentData(PurchaseInvoiceScreenPurchaseInvoice, page.items) };
}

/**
 * A list screen of the customer's purchase invoices (all, the finance queue, the payable
 * ones): the purchase invoice tabs, `filters` when the list has them, the invoices with Pay
 * where the server allows paying.
 */
export function PurchaseInvoiceScreen({
  title,
  subtitle,
  current,
  filters,
  ...table
}: Omit<Parameters<typeof PurchaseInvoiceTable>[0], 'label'> & {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** The tab of this list. */
  current: string;
  filters?: ReactNode;
}) {
  return (
    <ListScreen title={title} subtitle={subtitle} tabs={{ group: 'purchaseInvoices', current }}>
      {filters}
      <PurchaseInvoiceTable label={title} {...table} />
    </ListScreen>
  );
}

/** A page of purchase invoices with Pay where the server allows paying. */
function PurchaseInvoiceTable({
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
        columns={invoiceColumns.customer}
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
