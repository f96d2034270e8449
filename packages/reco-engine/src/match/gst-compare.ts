import { isValidGstin, normaliseGstin, placeOfSupplyCode } from '../normalise/gst.js';
import type { GstFields, LedgerEntry } from '../types.js';

/** India Compliance's +/-1 tolerance for tax amounts, in minor units. */
export const GST_ROUNDING_MINOR = 100;

export type GstComparison = {
  /** Differing fields, in a fixed order: the pair's remark2. */
  fields: string[];
  /** True when every difference is a rounding (<= 1.00) or a bill date inside the window. */
  softOnly: boolean;
  /** True when at least one amount differs by a rounding. */
  rounding: boolean;
};

const AMOUNT_FIELDS = [
  ['taxable_value', 'taxableMinor'],
  ['igst', 'igstMinor'],
  ['cgst', 'cgstMinor'],
  ['sgst', 'sgstMinor'],
  ['cess', 'cessMinor'],
] as const;

function gstOf(e: LedgerEntry): GstFields {
  return (
    e.gst ?? {
      supplierGstin: '',
      placeOfSupply: '',
      reverseCharge: false,
      taxableMinor: e.amountMinor,
      igstMinor: 0,
      cgstMinor: 0,
      sgstMinor: 0,
      cessMinor: 0,
    }
  );
}

/** '27-Maharashtra', '27' and 'Maharashtra' compare by state code (all 38 codes and their names). */
export function normalisePlaceOfSupply(pos: string): string {
  return placeOfSupplyCode(pos);
}

export function compareGst(
  books: LedgerEntry,
  other: LedgerEntry,
  dayDistance: number,
  windowDays: number,
): GstComparison {
  const a = gstOf(books);
  const b = gstOf(other);
  const fields: string[] = [];
  let softOnly = true;
  let rounding = false;
  if (normaliseGstin(a.supplierGstin) !== normaliseGstin(b.supplierGstin)) {
    fields.push('supplier_gstin');
    softOnly = false;
  }
  // A GSTIN with a wrong check character is reported, never taken as agreeing.
  if (
    (a.supplierGstin && !isValidGstin(a.supplierGstin)) ||
    (b.supplierGstin && !isValidGstin(b.supplierGstin))
  ) {
    fields.push('invalid_gstin');
    softOnly = false;
  }
  if (normalisePlaceOfSupply(a.placeOfSupply) !== normalisePlaceOfSupply(b.placeOfSupply)) {
    fields.push('place_of_supply');
    softOnly = false;
  }
  if (a.reverseCharge !== b.reverseCharge) {
    fields.push('reverse_charge');
    softOnly = false;
  }
  // A register may write credit notes negative where the portal lists them positive under
  // their note type: the figures compare by size.
  for (const [name, key] of AMOUNT_FIELDS) {
    const d = Math.abs(Math.abs(a[key]) - Math.abs(b[key]));
    if (d === 0) continue;
    fields.push(name);
    if (d <= GST_ROUNDING_MINOR) rounding = true;
    else softOnly = false;
  }
  if (dayDistance !== 0) {
    fields.push('bill_date');
    if (dayDistance > windowDays) softOnly = false;
  }
  return { fields, softOnly, rounding };
}
