import { Type } from 'typebox';
import { Id, route } from '../shared/index.js';
import { Attachment } from './documents.contract.js';

// The file rules live in a module of their own (no imports), so the web can check a file
// before sending it without bundling the contracts.
export * from './attachment-rules.js';

const ParentParams = Type.Object({ id: Id });
const List = { response: { 200: Type.Array(Attachment) } };
/** The file itself: binary, with download headers; no JSON answer to describe. */
const Content = { params: Type.Object({ id: Id, attachmentId: Id }), response: {} };

export const uploadPurchaseOrderAttachment = route('POST', '/po/attachments/', {
  querystring: Type.Object({ po_id: Id }),
  response: { 201: Attachment },
});
export const listPurchaseOrderAttachments = route('GET', '/po/attachments/:id/', {
  params: ParentParams,
  ...List,
});
export const listReceivedPurchaseOrderAttachments = route('GET', '/po/attachments/received/:id/', {
  params: ParentParams,
  ...List,
});
export const purchaseOrderAttachmentContent = route(
  'GET',
  '/po/attachments/:id/:attachmentId/content/',
  Content,
);
export const receivedPurchaseOrderAttachmentContent = route(
  'GET',
  '/po/attachments/received/:id/:attachmentId/content/',
  Content,
);
export const uploadSalesInvoiceAttachment = route('POST', '/invoices/attachments/', {
  querystring: Type.Object({ invoice_id: Id }),
  response: { 201: Attachment },
});
export const listSalesInvoiceAttachments = route('GET', '/invoices/attachments/:id/', {
  params: ParentParams,
  ...List,
});
export const listPurchaseInvoiceAttachments = route('GET', '/invoices/attachments/received/:id/', {
  params: ParentParams,
  ...List,
});
export const salesInvoiceAttachmentContent = route(
  'GET',
  '/invoices/attachments/:id/:attachmentId/content/',
  Content,
);
export const purchaseInvoiceAttachmentContent = route(
  'GET',
  '/invoices/attachments/received/:id/:attachmentId/content/',
  Content,
);
