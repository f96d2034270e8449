import { PurchaseInvoicePage } from './PurchaseInvoicePage';

/** view-invoice-approval/:invoiceReceivedId: finance accepts (Accepted) or rejects. */
export default function InvoiceApproval() {
  return <PurchaseInvoicePage mode="approval" />;
}
