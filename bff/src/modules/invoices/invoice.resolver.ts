import { fromCamelCased, poso } from '@concord/contracts';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { action, defined, listQuery, toRestItems } from '../poso-shared/poso-shared.args.js';
import { PartyFieldsResolver } from '../poso-shared/party.resolver.js';
import { AdditionalChargeMaster, mapPage } from '../poso-shared/poso-shared.type.js';
import {
  AddChargeArgs,
  CreateSalesInvoiceInput,
  InvoiceActionArgs,
  PurchaseInvoiceFilter,
  PurchaseInvoiceListArgs,
  RejectInvoiceArgs,
  SalesInvoiceFilter,
  SalesInvoiceListArgs,
  toRestCharges,
  UpdateSalesInvoiceInput,
} from './invoice.input.js';
import {
  PurchaseInvoice,
  PurchaseInvoicePage,
  SalesInvoice,
  SalesInvoicePage,
  toPurchaseInvoice,
  toSalesInvoice,
} from './invoice.type.js';

@Resolver(() => SalesInvoice)
export class SalesInvoiceResolver extends PartyFieldsResolver(SalesInvoice, {
  vendor: 'The invoicing company (the active company).',
  customer: 'The customer invoiced.',
}) {
  @Authorized('invoice:read')
  @Query(() => SalesInvoicePage, {
    description:
      'Invoices the active company raised as a vendor, drafts included unless raisedOnly.',
  })
  async salesInvoices(
    @Arg('filter', () => SalesInvoiceFilter, { nullable: true, description: 'Optional filters.' })
    filter: SalesInvoiceFilter | null | undefined,
    @Args(() => SalesInvoiceListArgs) list: SalesInvoiceListArgs,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoicePage> {
    const f = filter ?? {};
    const page = await context.poso.salesInvoices(
      defined({
        sales_po_id: f.receivedPurchaseOrderId,
        invoice_status_master_id: f.status,
        customer_company_id: f.customerId,
        invoice_number: f.invoiceNumber,
      }),
      listQuery(list),
      f.raisedOnly === true,
    );
    return mapPage(page, toSalesInvoice);
  }

  @Authorized('invoice:read')
  @Query(() => SalesInvoice, { description: 'One sales invoice of the active company.' })
  async salesInvoice(
    @Arg('id', () => Int, { description: 'Sales invoice id.' }) id: number,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoice> {
    return toSalesInvoice(await context.poso.salesInvoice(id));
  }

  @Authorized('invoice:read')
  @Query(() => [AdditionalChargeMaster], {
    description: 'The kinds of additional charge an invoice may carry.',
  })
  async additionalChargeMasters(@Ctx() context: RequestContext): Promise<AdditionalChargeMaster[]> {
    return (await context.poso.additionalChargeMasters()).map((m) => ({
      id: m.additional_charge_master_id,
      name: m.charge_name,
    }));
  }

  @Authorized('invoice:write')
  @Mutation(() => SalesInvoice, {
    description: 'Creates a Draft invoice against a Raised sales order, in the order currency.',
  })
  async createSalesInvoice(
    @Arg('input', () => CreateSalesInvoiceInput, { description: 'The new invoice.' })
    input: CreateSalesInvoiceInput,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoice> {
    return toSalesInvoice(
      await context.poso.createSalesInvoice({
        sales_po_id: input.receivedPurchaseOrderId,
        invoice_items: toRestItems(input.items),
        additional_charges: toRestCharges(input.additionalCharges),
        ...headerFields(input),
      }),
    );
  }

  @Authorized('invoice:write')
  @Mutation(() => SalesInvoice, {
    description: 'Changes a Draft invoice; items and charges, when given, replace the old ones.',
  })
  async updateSalesInvoice(
    @Arg('id', () => Int, { description: 'Sales invoice id.' }) id: number,
    @Arg('input', () => UpdateSalesInvoiceInput, { description: 'Fields to change.' })
    input: UpdateSalesInvoiceInput,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoice> {
    return toSalesInvoice(
      await context.poso.updateSalesInvoice(id, {
        ...headerFields(input),
        ...(input.items ? { invoice_items: toRestItems(input.items) } : {}),
        ...(input.additionalCharges
          ? { additional_charges: toRestCharges(input.additionalCharges) }
          : {}),
      }),
    );
  }

  @Authorized('invoice:write')
  @Mutation(() => SalesInvoice, { description: 'Adds one additional charge to a Draft invoice.' })
  async addSalesInvoiceCharge(
    @Args(() => AddChargeArgs) args: AddChargeArgs,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoice> {
    const [charge] = toRestCharges([args.charge]);
    return toSalesInvoice(await context.poso.addSalesInvoiceCharge(args.invoiceId, charge!));
  }

  @Authorized('invoice:write')
  @Mutation(() => SalesInvoice, {
    description:
      "Sends a Draft invoice to the customer (Sent); it appears in the customer's purchase invoices.",
  })
  async sendSalesInvoice(
    @Args(() => InvoiceActionArgs) args: InvoiceActionArgs,
    @Ctx() context: RequestContext,
  ): Promise<SalesInvoice> {
    return toSalesInvoice(await context.poso.sendSalesInvoice(args.id, action(args)));
  }
}

@Resolver(() => PurchaseInvoice)
export class PurchaseInvoiceResolver extends PartyFieldsResolver(PurchaseInvoice, {
  vendor: 'The vendor that sent the invoice.',
  customer: 'The invoiced company (the active company).',
}) {
  @Authorized('invoice:read')
  @Query(() => PurchaseInvoicePage, {
    description: 'Invoices received from vendors (customer side), newest first.',
  })
  async purchaseInvoices(
    @Arg('filter', () => PurchaseInvoiceFilter, {
      nullable: true,
      description: 'Optional filters.',
    })
    filter: PurchaseInvoiceFilter | null | undefined,
    @Args(() => PurchaseInvoiceListArgs) list: PurchaseInvoiceListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseInvoicePage> {
    const f = filter ?? {};
    const page = await context.poso.purchaseInvoices(
      defined({
        po_id: f.purchaseOrderId,
        invoice_status_master_id: f.status,
        vendor_company_id: f.vendorId,
        invoice_number: f.invoiceNumber,
        payable: f.payableOnly === true ? ('true' as const) : undefined,
      }),
      listQuery(list),
    );
    return mapPage(page, toPurchaseInvoice);
  }

  @Authorized('invoice:read')
  @Query(() => PurchaseInvoice, { description: 'One purchase invoice of the active company.' })
  async purchaseInvoice(
    @Arg('id', () => Int, { description: 'Purchase invoice id.' })
    id: number,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseInvoice> {
    return toPurchaseInvoice(await context.poso.purchaseInvoice(id));
  }

  @Authorized('invoice:read')
  @Query(() => PurchaseInvoicePage, {
    description: 'Purchase invoices Waiting for Finance Approval.',
  })
  async purchaseInvoicesAwaitingFinanceApproval(
    @Args(() => PurchaseInvoiceListArgs) list: PurchaseInvoiceListArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseInvoicePage> {
    const page = await context.poso.purchaseInvoicesAwaitingFinanceApproval(
      await context.userId(),
      listQuery(list),
    );
    return mapPage(page, toPurchaseInvoice);
  }

  @Authorized('invoice:write', 'invoice:approve')
  @Mutation(() => PurchaseInvoice, {
    description:
      'Accepts a purchase invoice: Sent -> Waiting for Finance Approval; a second accept by finance (invoice:approve) -> Accepted. Both companies move together.',
  })
  async acceptPurchaseInvoice(
    @Args(() => InvoiceActionArgs) args: InvoiceActionArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseInvoice> {
    return toPurchaseInvoice(
      await context.poso.decidePurchaseInvoice('accept', args.id, action(args)),
    );
  }

  @Authorized('invoice:write', 'invoice:approve')
  @Mutation(() => PurchaseInvoice, {
    description: 'Rejects a purchase invoice with remarks: Customer Rejected on both sides.',
  })
  async rejectPurchaseInvoice(
    @Args(() => RejectInvoiceArgs) args: RejectInvoiceArgs,
    @Ctx() context: RequestContext,
  ): Promise<PurchaseInvoice> {
    return toPurchaseInvoice(
      await context.poso.decidePurchaseInvoice('reject', args.id, {
        ...action(args),
        remarks: args.remarks,
      }),
    );
  }
}

/** The header's wire fields, by the contract's list of them. */
function headerFields(input: CreateSalesInvoiceInput | UpdateSalesInvoiceInput) {
  return fromCamelCased<poso.InvoiceHeader>(
    input,
    poso.INVOICE_HEADER_FIELDS,
    poso.CLEARABLE_INVOICE_HEADER_FIELDS,
  );
}
