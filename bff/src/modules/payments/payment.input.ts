import { IsOptional, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { DocumentActionArgs, SortedListArgs } from '../poso-shared/poso-shared.args.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { AdvanceStatus, PaymentStatus } from '../poso-shared/status.js';
import { IsAmount, IsNotBlank } from '../poso-shared/validation.js';

@InputType()
class PaymentDetailsInput {
  @Field(() => String, { description: 'Bank or UTR reference, 1 to 100 characters.' })
  @IsNotBlank('Reference number is required')
  @MaxLength(100, { message: 'Reference number must be at most 100 characters' })
  referenceNumber!: string;

  @Field(() => String, { nullable: true, description: 'Remarks, at most 1000 characters.' })
  @IsOptional()
  @MaxLength(1000, { message: 'Remarks must be at most 1000 characters' })
  remarks?: string | null;

  @Field(() => DecimalScalar, {
    description: 'Amount in the document currency: greater than 0, at most 2 decimals.',
  })
  @IsAmount('Amount')
  amount!: string;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Payment date; today when omitted.',
  })
  date?: string | null;
}

@InputType({
  description:
    'A payment against a payable purchase invoice; more than the pending amount is refused with fields.amount "Incorrect entry".',
})
export class ClaimPaymentInput extends PaymentDetailsInput {
  @Field(() => Int, { description: 'The purchase invoice paid.' })
  @Min(1, { message: 'Choose an invoice' })
  purchaseInvoiceId!: number;
}

@InputType({
  description:
    'An advance against a Raised purchase order; all advances together may not exceed the order amount.',
})
export class PayAdvanceInput extends PaymentDetailsInput {
  @Field(() => Int, { description: 'The purchase order paid in advance.' })
  @Min(1, { message: 'Choose a purchase order' })
  purchaseOrderId!: number;
}

@InputType()
abstract class PaymentStatusFilter {
  @Field(() => PaymentStatus, {
    nullable: true,
    description: 'Only payments in this status: CLAIMED (pending) or CONFIRMED.',
  })
  status?: PaymentStatus | null;
}

@InputType()
abstract class AdvanceStatusFilter {
  @Field(() => AdvanceStatus, {
    nullable: true,
    description: 'Only advances in this status: CLAIMED (pending) or CONFIRMED.',
  })
  status?: AdvanceStatus | null;
}

@InputType({ description: 'Filters of the payments made list; all optional.' })
export class PaymentMadeFilter extends PaymentStatusFilter {
  @Field(() => Int, { nullable: true, description: 'Only payments of this purchase invoice.' })
  purchaseInvoiceId?: number | null;
}

@InputType({ description: 'Filters of the payments received list; all optional.' })
export class PaymentReceivedFilter extends PaymentStatusFilter {
  @Field(() => Int, { nullable: true, description: 'Only payments of this sales invoice.' })
  salesInvoiceId?: number | null;
}

@InputType({ description: 'Filters of the advances paid list; all optional.' })
export class AdvancePaidFilter extends AdvanceStatusFilter {
  @Field(() => Int, { nullable: true, description: 'Only advances for this purchase order.' })
  purchaseOrderId?: number | null;
}

@InputType({ description: 'Filters of the advances received list; all optional.' })
export class AdvanceReceivedFilter extends AdvanceStatusFilter {
  @Field(() => Int, { nullable: true, description: 'Only advances for this sales order.' })
  receivedPurchaseOrderId?: number | null;
}

@ArgsType()
export class PaymentActionArgs extends DocumentActionArgs(PaymentStatus) {}

@ArgsType()
export class AdvanceActionArgs extends DocumentActionArgs(AdvanceStatus) {}

/** Sort keys every payment and advance list has, valued with the service's names. */
const MOVEMENT_SORT = {
  DATE: 'date',
  AMOUNT: 'amount',
  STATUS: 'payment_status',
  REFERENCE_NUMBER: 'reference_number',
} as const;
const PAYMENT_SORT = { ...MOVEMENT_SORT, INVOICE_NUMBER: 'invoice_number' } as const;
const ADVANCE_SORT = { ...MOVEMENT_SORT, PO_NUMBER: 'po_number' } as const;

@ArgsType()
export class PaymentMadeListArgs extends SortedListArgs(
  { ...PAYMENT_SORT, VENDOR_NAME: 'counterparty_company_name' },
  'PaymentMadeSort',
  'payments made',
) {}

@ArgsType()
export class PaymentReceivedListArgs extends SortedListArgs(
  { ...PAYMENT_SORT, CUSTOMER_NAME: 'counterparty_company_name' },
  'PaymentReceivedSort',
  'payments received',
) {}

@ArgsType()
export class AdvancePaidListArgs extends SortedListArgs(
  { ...ADVANCE_SORT, VENDOR_NAME: 'counterparty_company_name' },
  'AdvancePaidSort',
  'advances paid',
) {}

@ArgsType()
export class AdvanceReceivedListArgs extends SortedListArgs(
  { ...ADVANCE_SORT, CUSTOMER_NAME: 'counterparty_company_name' },
  'AdvanceReceivedSort',
  'advances received',
) {}
