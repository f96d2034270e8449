import type {
  AdditionalChargeLine,
  DocumentItem,
  DocumentStatus,
  PaymentLine,
} from '../shared/types';

/** GraphQL's Status as the shared parts take it. */
export function documentStatus(status: { statusId: number; name: string }): DocumentStatus {
  return { id: status.statusId, name: status.name };
}

type ItemRow = {
  itemId?: number | null;
  materialDescription: string;
  ratePerUnit: string;
  quantity: string;
  tax: string;
  lineTotal?: string | null;
};

export function documentItems(items: readonly ItemRow[]): DocumentItem[] {
  return items.map((item, index) => ({
    id: item.itemId ?? `new-${index}`,
    materialDescription: item.materialDescription,
    ratePerUnit: item.ratePerUnit,
    quantity: item.quantity,
    tax: item.tax,
    lineTotal: item.lineTotal ?? null,
  }));
}

export function additionalChargeLines(
  charges: readonly { chargeId?: number | null; masterId: number; name: string; amount: string }[],
): AdditionalChargeLine[] {
  return charges.map((charge) => ({
    id: charge.chargeId ?? `master-${charge.masterId}`,
    name: charge.name,
    amount: charge.amount,
  }));
}

export function paymentLines(
  payments: readonly {
    id: number;
    referenceNumber: string;
    date: string;
    amount: string;
    remarks: string;
    status: { statusId: number; name: string };
    isConfirmAllowed: boolean;
  }[],
): PaymentLine[] {
  return payments.map((payment) => ({
    id: payment.id,
    referenceNumber: payment.referenceNumber,
    date: payment.date,
    amount: payment.amount,
    remarks: payment.remarks,
    status: documentStatus(payment.status),
    isConfirmAllowed: payment.isConfirmAllowed,
  }));
}
