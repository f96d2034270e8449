/**
 * Plain shapes the shared poso parts take. Screens map their GraphQL results onto these, so
 * the parts stay independent of any one query. Amounts are decimal strings ("1234.50").
 */

export type DocumentItem = {
  id?: string | number;
  materialDescription: string;
  ratePerUnit: string;
  quantity: string;
  /** Percent, "18" for 18 %. */
  tax: string;
  /** As the server computed it; computed here when absent. */
  lineTotal?: string | null;
};

export type ChargeType = { id: number; name: string };

/** What an invoice still owes, in its own currency. */
export type InvoiceBalance = { total: string; paid: string; pending: string; currency: string };
