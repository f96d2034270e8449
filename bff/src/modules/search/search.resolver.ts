import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { SearchHit, SearchHitKind } from './search.type.js';

/** Hits of each kind: enough to recognise the one meant, few enough to read at a glance. */
const PER_KIND = 5;
const first = { page: 1, size: PER_KIND };

function hit(
  kind: SearchHitKind,
  id: number,
  label: string,
  detail: string | null,
  openId: number | null = null,
): SearchHit {
  return { kind, id, label, detail, openId };
}

/** "Bharat Steel · INV-0007": who the money moved with and what it paid. */
function paid(counterparty: string | null, number: string): string {
  return counterparty ? `${counterparty} · ${number}` : number;
}

@Resolver()
export class SearchResolver {
  @Authorized()
  @Query(() => [SearchHit], {
    description:
      "The header search in the active company: purchase orders, received orders and invoices whose number contains the text, payments and advances whose reference starts with it, reconciliations by party, project or number (#id), and connected companies whose name contains it; only the kinds the caller's scopes may read, at most 5 of each.",
  })
  async search(
    @Arg('text', () => String, { description: 'What the user typed (2 to 50 characters).' })
    text: string,
    @Ctx() context: RequestContext,
  ): Promise<SearchHit[]> {
    const term = text.trim();
    if (term.length < 2 || term.length > 50) return [];
    const scopes = (await context.claims())?.scopes ?? [];
    const may = (scope: string) => scopes.includes(scope);
    const none = Promise.resolve([] as SearchHit[]);
    const needle = term.toLowerCase();
    const reference = { reference_number: term };
    const { poso } = context;
    const groups = await Promise.all([
      may('po:read')
        ? poso
            .purchaseOrders({ po_number: term }, first)
            .then((p) =>
              p.items.map((r) =>
                hit(SearchHitKind.PURCHASE_ORDER, r.po_id, r.po_number, r.vendor_company_name),
              ),
            )
        : none,
      may('po:read')
        ? poso
            .receivedPurchaseOrders({ po_number: term }, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.RECEIVED_PURCHASE_ORDER,
                  r.po_received_id,
                  r.po_number,
                  r.customer_company_name,
                ),
              ),
            )
        : none,
      may('invoice:read')
        ? poso
            .salesInvoices({ invoice_number: term }, first, false)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.SALES_INVOICE,
                  r.invoice_id,
                  r.invoice_number,
                  r.customer_company_name,
                ),
              ),
            )
        : none,
      may('invoice:read')
        ? poso
            .purchaseInvoices({ invoice_number: term }, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.PURCHASE_INVOICE,
                  r.invoice_received_id,
                  r.invoice_number,
                  r.vendor_company_name,
                ),
              ),
            )
        : none,
      may('payment:read')
        ? poso
            .paymentsMade(reference, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.PAYMENT_MADE,
                  r.payment_id,
                  r.reference_number,
                  paid(r.counterparty_company_name, r.invoice_number),
                  r.invoice_received_id,
                ),
              ),
            )
        : none,
      may('payment:read')
        ? poso
            .paymentsReceived(reference, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.PAYMENT_RECEIVED,
                  r.payment_received_id,
                  r.reference_number,
                  paid(r.counterparty_company_name, r.invoice_number),
                  r.invoice_id,
                ),
              ),
            )
        : none,
      may('payment:read')
        ? poso
            .advancesPaid(reference, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.ADVANCE_PAID,
                  r.advance_id,
                  r.reference_number,
                  paid(r.counterparty_company_name, r.po_number),
                  r.po_id,
                ),
              ),
            )
        : none,
      may('payment:read')
        ? poso
            .advancesReceived(reference, first)
            .then((p) =>
              p.items.map((r) =>
                hit(
                  SearchHitKind.ADVANCE_RECEIVED,
                  r.advance_received_id,
                  r.reference_number,
                  paid(r.counterparty_company_name, r.po_number),
                  r.sales_po_id,
                ),
              ),
            )
        : none,
      may('reco:read')
        ? context.reco.recos({ search: term, ...first }).then((p) =>
            p.items.map((r) => {
              context.loaders.reco.prime(r.reco_id, r);
              return hit(
                SearchHitKind.RECONCILIATION,
                r.reco_id,
                r.party_name,
                `#${r.reco_id} · ${r.project_name}`,
                r.current_iteration_id,
              );
            }),
          )
        : none,
      may('company:read')
        ? context.connections().then((connections) =>
            connections
              .filter((c) => (c.company_name ?? '').toLowerCase().includes(needle))
              .slice(0, PER_KIND)
              .map((c) =>
                hit(SearchHitKind.COMPANY, c.company_id, c.company_name, c.company_country),
              ),
          )
        : none,
    ]);
    return groups.flat();
  }
}
