import { SalesInvoiceList } from './SalesInvoiceList';

/** tables/raised: the raised invoices as a table of their own. */
export default function RaisedInvoicesTable() {
  return <SalesInvoiceList variant="raisedTable" />;
}
