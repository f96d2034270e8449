import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuWallet } from 'react-icons/lu';
import type { PurchasesInvoiceRowFragment } from '../../../../gql/graphql';
import { PagedTable } from '../../shared/PagedTable';
import { actions } from '../messages';
import { PayInvoiceDialog } from '../payments/PayInvoiceDialog';
import type { ListTable } from '../usePagedList';
import { invoiceColumns } from './invoiceColumns';

/** A page of purchase invoices with a Pay button where the server allows paying. */
export function InvoiceTable({
  label,
  table,
  empty,
  rowHref,
  testId,
  payable = true,
}: {
  label: MessageDescriptor;
  table: ListTable<PurchasesInvoiceRowFragment>;
  empty: MessageDescriptor;
  rowHref: (invoice: PurchasesInvoiceRowFragment) => string;
  testId: string;
  /** Lists where paying is never possible (the finance queue) have no actions column. */
  payable?: boolean;
}) {
  const intl = useIntl();
  const [paying, setPaying] = useState<PurchasesInvoiceRowFragment | null>(null);
  return (
    <>
      <PagedTable
        label={label}
        columns={invoiceColumns()}
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
                    {intl.formatMessage(actions.pay)}
                  </Button>
                )
            : undefined
        }
      />
      {paying && (
        <PayInvoiceDialog
          invoice={paying}
          open
          onClose={() => setPaying(null)}
          onReload={table.onRetry}
        />
      )}
    </>
  );
}
