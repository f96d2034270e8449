import { SalesInvoiceList } from './SalesInvoiceList';

/** invoice/raised: the invoices sent to customers. */
export default function RaisedInvoices() {
  return <SalesInvoiceList variant="raised" />;
}
