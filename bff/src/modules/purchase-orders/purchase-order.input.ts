import {
  ArrayMaxSize,
  ArrayMinSize,
  IsOptional,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import {
  DocumentActionArgs,
  LineItemInput,
  RejectArgs,
  SortedListArgs,
} from '../poso-shared/poso-shared.args.js';
import { DecimalScalar, LocalDateScalar } from '../poso-shared/scalars.js';
import { PurchaseOrderStatus } from '../poso-shared/status.js';
import { IsNotBlank, IsPositiveDecimal } from '../poso-shared/validation.js';

const CURRENCY = /^[A-Z]{3}$/;

@InputType({ description: 'Filters of the purchase order list; all optional.' })
export class PurchaseOrderFilter {
  @Field(() => PurchaseOrderStatus, { nullable: true, description: 'Only orders in this status.' })
  status?: PurchaseOrderStatus | null;

  @Field(() => Int, { nullable: true, description: 'Only orders to this vendor company.' })
  vendorId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only orders sent to this approver.' })
  approverUserId?: number | null;

  @Field(() => String, { nullable: true, description: 'Purchase order number contains this text.' })
  @IsOptional()
  @MaxLength(100, { message: 'Search at most 100 characters' })
  poNumber?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Dated on or after this day.' })
  fromDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Dated on or before this day.' })
  toDate?: string | null;
}

@InputType({ description: 'Filters of the received purchase order list; all optional.' })
export class ReceivedPurchaseOrderFilter {
  @Field(() => PurchaseOrderStatus, {
    nullable: true,
    description: 'Only orders in this status; RAISED lists the sales orders.',
  })
  status?: PurchaseOrderStatus | null;

  @Field(() => Int, { nullable: true, description: 'Only orders from this customer company.' })
  customerId?: number | null;

  @Field(() => String, { nullable: true, description: 'Purchase order number contains this text.' })
  @IsOptional()
  @MaxLength(100, { message: 'Search at most 100 characters' })
  poNumber?: string | null;
}

/** Sort keys both purchase order lists have, valued with the service's names. */
const PO_SORT = {
  PO_NUMBER: 'po_number',
  PO_DATE: 'po_date',
  AMOUNT: 'po_amount',
  STATUS: 'po_status',
} as const;

@ArgsType()
export class PurchaseOrderListArgs extends SortedListArgs(
  { ...PO_SORT, VENDOR_NAME: 'vendor_company_name' },
  'PurchaseOrderSort',
  'purchase orders',
) {}

@ArgsType()
export class ReceivedPurchaseOrderListArgs extends SortedListArgs(
  { ...PO_SORT, CUSTOMER_NAME: 'customer_company_name' },
  'ReceivedPurchaseOrderSort',
  'received purchase orders',
) {}

@InputType()
class PurchaseOrderHeaderInput {
  @Field(() => String, {
    nullable: true,
    description: 'Purchase order number; generated (PO-00012) when omitted on create.',
  })
  @IsOptional()
  @IsNotBlank('Purchase order number cannot be empty')
  @MaxLength(50, { message: 'Purchase order number must be at most 50 characters' })
  poNumber?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Order date; today when omitted.' })
  poDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text, at most 2000 characters.' })
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Document currency (ISO 4217, upper case); INR when omitted.',
  })
  @IsOptional()
  @Matches(CURRENCY, { message: 'Currency must be a 3-letter code such as INR' })
  currency?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Rate to the base currency (see exchangeRate query); 1 when omitted.',
  })
  @IsOptional()
  @IsPositiveDecimal('Exchange rate')
  exchangeRate?: string | null;
}

@InputType({ description: 'A new purchase order (Draft).' })
export class CreatePurchaseOrderInput extends PurchaseOrderHeaderInput {
  @Field(() => Int, { description: 'The vendor: a connected company (companyConnections).' })
  @Min(1, { message: 'Choose a vendor' })
  vendorId!: number;

  @Field(() => [LineItemInput], {
    description: 'Order lines, at most 200; may be empty on a draft.',
  })
  @ValidateNested()
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  items!: LineItemInput[];
}

@InputType({ description: 'Changes to a Draft or Approver Rejected purchase order.' })
export class UpdatePurchaseOrderInput extends PurchaseOrderHeaderInput {
  @Field(() => Int, { nullable: true, description: 'Another connected vendor.' })
  @IsOptional()
  @Min(1, { message: 'Choose a vendor' })
  vendorId?: number | null;

  @Field(() => [LineItemInput], {
    nullable: true,
    description: 'When given, replaces all lines.',
  })
  @IsOptional()
  @ValidateNested()
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  items?: LineItemInput[] | null;
}

@ArgsType()
export class PurchaseOrderActionArgs extends DocumentActionArgs(PurchaseOrderStatus) {}

@ArgsType()
export class RejectPurchaseOrderArgs extends RejectArgs(PurchaseOrderStatus) {}

@ArgsType()
export class SendForApprovalArgs extends PurchaseOrderActionArgs {
  @Field(() => Int, { description: 'The approver (see approvers(kind: PURCHASE_ORDER)).' })
  @Min(1, { message: 'Choose an approver' })
  approverUserId!: number;
}

@ArgsType()
export class ApproveArgs extends PurchaseOrderActionArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Optional remarks, at most 1000 characters.',
  })
  @IsOptional()
  @MaxLength(1000, { message: 'Remarks must be at most 1000 characters' })
  remarks?: string | null;
}

@ArgsType()
export class AddItemsArgs {
  @Field(() => Int, { description: 'Purchase order id.' })
  @Min(1, { message: 'Choose a purchase order' })
  purchaseOrderId!: number;

  @Field(() => [LineItemInput], { description: 'Lines to append, 1 to 200.' })
  @ValidateNested()
  @ArrayMinSize(1, { message: 'Add at least one line' })
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  items!: LineItemInput[];
}

@ArgsType()
export class RemoveItemsArgs {
  @Field(() => Int, { description: 'Purchase order id.' })
  @Min(1, { message: 'Choose a purchase order' })
  purchaseOrderId!: number;

  @Field(() => [Int], { description: 'Item ids (PoItem.itemId) to remove, 1 to 200.' })
  @ArrayMinSize(1, { message: 'Choose at least one line' })
  @ArrayMaxSize(200, { message: 'At most 200 lines' })
  @Min(1, { each: true, message: 'Item ids are positive' })
  itemIds!: number[];
}
