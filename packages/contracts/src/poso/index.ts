// The poso service's routes (services/poso/README.md). Customer-side and vendor-side views
// of a document are separate types: `PurchaseOrder` / `ReceivedPurchaseOrder`,
// `SalesInvoice` / `PurchaseInvoice`, `PaymentMade` / `PaymentReceived`,
// `AdvancePaid` / `AdvanceReceived`.
export * from './statuses.js';
export * from './inputs.js';
export * from './documents.contract.js';
export * from './purchase-orders.contract.js';
export * from './invoices.contract.js';
export * from './money.contract.js';
export * from './rates.contract.js';
export * from './attachments.contract.js';
export * from './settings.contract.js';
export * from './held-actions.contract.js';
