import { PurchaseInvoicePage } from './PurchaseInvoicePage';

/** view-purchase-invoice/:purchaseInvoiceId and view-received-invoice/:invoiceReceivedId. */
export default function ViewPurchaseInvoice() {
  return <PurchaseInvoicePage mode="view" />;
}
