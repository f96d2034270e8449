import { Type, type Static } from 'typebox';
import { Decimal, Id, Nullable } from '../shared/index.js';

// What every poso document carries on the wire, whichever side reads it.

/** Metadata of an attached file; the bytes are fetched from the document's content route. */
export const Attachment = Type.Object({
  attachment_id: Id,
  file_name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.String(),
  sha256: Type.String(),
  created_at: Type.Optional(Type.String()),
});
export type Attachment = Static<typeof Attachment>;

export const Status = Type.Object({ status_master_id: Id, status_name: Type.String() });
export type Status = Static<typeof Status>;

/** A line of a purchase order or invoice, as stored (line total computed by the service). */
export const LineItem = Type.Object({
  po_item_id: Type.Optional(Nullable(Id)),
  invoice_item_id: Type.Optional(Nullable(Id)),
  material_description: Type.String(),
  rate_per_unit: Decimal,
  quantity: Decimal,
  tax: Decimal,
  line_total: Decimal,
});
export type LineItem = Static<typeof LineItem>;

/** Side markers: the side reading a document sees its own schema name, the other is null. */
export const customerSide = {
  customer_schema: Type.String(),
  vendor_schema: Type.Null(),
};
export const vendorSide = {
  customer_schema: Type.Null(),
  vendor_schema: Type.String(),
};
