import { defineMessages } from 'react-intl';
import { InvoiceTable } from '../invoices/InvoiceTable';
import { ListScreen } from '../ListScreen';
import { titles } from '../messages';
import { usePagedList } from '../usePagedList';
import { usePurchasesScope } from '../usePurchasesScope';
import { PayableInvoicesQuery } from './payments.operations';

const messages = defineMessages({
  subtitle: {
    id: 'purchases.payable.subtitle',
    defaultMessage: 'Accepted invoices with an amount still to pay',
  },
  empty: { id: 'purchases.payable.empty', defaultMessage: 'Nothing is waiting to be paid.' },
});

/** tables/payable: invoices with a pending amount, each with a Pay action. */
export default function PayableInvoices() {
  const { paths } = usePurchasesScope();
  const table = usePagedList(PayableInvoicesQuery, (data) => data.purchaseInvoices, {
    filter: { payableOnly: true },
  });
  return (
    <ListScreen
      title={titles.payable}
      subtitle={messages.subtitle}
      tabs={{ group: 'invoices', paths, current: paths.payable }}
    >
      <InvoiceTable
        label={titles.payable}
        table={table}
        empty={messages.empty}
        rowHref={(invoice) => paths.viewInvoice(invoice.id)}
        testId="payable"
      />
    </ListScreen>
  );
}
