import type { PaymentStatus } from '../../../gql/graphql';
import type { AdditionalChargeLine, DocumentItem, PaymentLine } from '../shared/types';

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
    status: PaymentStatus;
    isConfirmAllowed: boolean;
  }[],
): PaymentLine[] {
  return payments.map((payment) => ({
    id: payment.id,
    referenceNumber: payment.referenceNumber,
    date: payment.date,
    amount: payment.amount,
    remarks: payment.remarks,
    status: payment.status,
    isConfirmAllowed: payment.isConfirmAllowed,
  }));
}
