import { ArrayMaxSize, IsOptional, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import {
  DocumentActionArgs,
  LineItemInput,
  RejectArgs,
  SortedListArgs,
} from '../poso-shared/poso-shared.args.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { InvoiceStatus } from '../poso-shared/status.js';
import { IsAmount, IsNotBlank, IsPositiveDecimal } from '../poso-shared/validation.js';
import { InvoiceHeaderOptionalFields } from './invoice.type.js';

/** The filters both invoice lists have. */
@InputType()
abstract class InvoiceFilterFields {
  @Field(() => InvoiceStatus, { nullable: true, description: 'Only invoices in this status.' })
  status?: InvoiceStatus | null;

  @Field(() => String, { nullable: true, description: 'Invoice number contains this text.' })
  @IsOptional()
  @MaxLength(100, { message: 'Search at most 100 characters' })
  invoiceNumber?: string | null;
}

@InputType({ description: 'Filters of the sales invoice list; all optional.' })
export class SalesInvoiceFilter extends InvoiceFilterFields {
  @Field(() => Int, { nullable: true, description: 'Only invoices of this sales order.' })
  receivedPurchaseOrderId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only invoices to this customer company.' })
  customerId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only invoices already sent to the customer; drafts are left out.',
  })
  raisedOnly?: boolean | null;
}

@InputType({ description: 'Filters of the purchase invoice list; all optional.' })
export class PurchaseInvoiceFilter extends InvoiceFilterFields {
  @Field(() => Int, { nullable: true, description: 'Only invoices of this purchase order.' })
  purchaseOrderId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only invoices from this vendor company.' })
  vendorId?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only invoices that can still be paid.',
  })
  payableOnly?: boolean | null;
}

/** Sort keys both invoice lists have, valued with the service's names. */
const INVOICE_SORT = {
  INVOICE_NUMBER: 'invoice_number',
  INVOICE_DATE: 'invoice_date',
  TOTAL: 'invoice_total',
  PENDING_AMOUNT: 'pending_amount',
  STATUS: 'invoice_status',
} as const;

@ArgsType()
export class SalesInvoiceListArgs extends SortedListArgs(
  { ...INVOICE_SORT, CUSTOMER_NAME: 'customer_company_name' },
  'SalesInvoiceSort',
  'sales invoices',
) {}

@ArgsType()
export class PurchaseInvoiceListArgs extends SortedListArgs(
  { ...INVOICE_SORT, VENDOR_NAME: 'vendor_company_name' },
  'PurchaseInvoiceSort',
  'purchase invoices',
) {}

@ArgsType()
export class InvoiceActionArgs extends DocumentActionArgs(InvoiceStatus) {}

@ArgsType()
export class RejectInvoiceArgs extends RejectArgs(InvoiceStatus) {}

@InputType({ description: 'An additional charge to put on an invoice.' })
export class AdditionalChargeInput {
  @Field(() => Int, { description: 'Additional charge master id (additionalChargeMasters).' })
  @Min(1, { message: 'Choose a charge' })
  masterId!: number;

  @Field(() => DecimalScalar, { description: 'Amount, greater than 0, at most 2 decimals.' })
  @IsAmount('Amount')
  amount!: string;
}

@InputType()
class SalesInvoiceHeaderInput extends InvoiceHeaderOptionalFields {
  @Field(() => String, {
    nullable: true,
    description: 'Invoice number; generated (INV-00007) when omitted on create.',
  })
  @IsOptional()
  @IsNotBlank('Invoice number cannot be empty')
  @MaxLength(50, { message: 'Invoice number must be at most 50 characters' })
  invoiceNumber?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Invoice date; today when omitted.',
  })
  invoiceDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text, at most 2000 characters.' })
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "Rate to the base currency; the order's rate when omitted.",
  })
  @IsOptional()
  @IsPositiveDecimal('Exchange rate')
  exchangeRate?: string | null;
}

@InputType({ description: 'A new Draft invoice against a Raised sales order.' })
export class CreateSalesInvoiceInput extends SalesInvoiceHeaderInput {
  @Field(() => Int, { description: 'The sales order (received purchase order) to invoice.' })
  @Min(1, { message: 'Choose a sales order' })
  receivedPurchaseOrderId!: number;

  @Field(() => [LineItemInput], { description: 'Invoice lines, at most 200.' })
  @ValidateNested()
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  items!: LineItemInput[];

  @Field(() => [AdditionalChargeInput], {
    defaultValue: [],
    description: 'Additional charges, at most 50.',
  })
  @ValidateNested()
  @ArrayMaxSize(50, { message: 'At most 50 charges' })
  additionalCharges!: AdditionalChargeInput[];
}

@InputType({ description: 'Changes to a Draft invoice.' })
export class UpdateSalesInvoiceInput extends SalesInvoiceHeaderInput {
  @Field(() => [LineItemInput], { nullable: true, description: 'When given, replaces all lines.' })
  @IsOptional()
  @ValidateNested()
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  items?: LineItemInput[] | null;

  @Field(() => [AdditionalChargeInput], {
    nullable: true,
    description: 'When given, replaces all additional charges.',
  })
  @IsOptional()
  @ValidateNested()
  @ArrayMaxSize(50, { message: 'At most 50 charges' })
  additionalCharges?: AdditionalChargeInput[] | null;
}

@ArgsType()
export class AddChargeArgs {
  @Field(() => Int, { description: 'Sales invoice id.' })
  @Min(1, { message: 'Choose an invoice' })
  invoiceId!: number;

  @Field(() => AdditionalChargeInput, { description: 'The charge to add.' })
  @ValidateNested()
  charge!: AdditionalChargeInput;
}

export function toRestCharges(charges: AdditionalChargeInput[]) {
  return charges.map((charge) => ({
    additional_charge_master_id: charge.masterId,
    amount: charge.amount,
  }));
}
