import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { SearchHit, SearchHitKind } from './search.type.js';

/** Hits of each kind: enough to recognise the one meant, few enough to read at a glance. */
const PER_KIND = 5;
const first = { page: 1, size: PER_KIND };

@Resolver()
export class SearchResolver {
  @Authorized()
  @Query(() => [SearchHit], {
    description:
      "The header search in the active company: purchase orders, received orders and invoices whose number contains the text, and connected companies whose name does; only the kinds the caller's scopes may read, at most 5 of each.",
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
    const hit = (kind: SearchHitKind, id: number, label: string, detail: string | null) => ({
      kind,
      id,
      label,
      detail,
    });
    const needle = term.toLowerCase();
    const groups = await Promise.all([
      may('po:read')
        ? context.poso
            .purchaseOrders({ po_number: term }, first)
            .then((p) =>
              p.items.map((r) =>
                hit(SearchHitKind.PURCHASE_ORDER, r.po_id, r.po_number, r.vendor_company_name),
              ),
            )
        : none,
      may('po:read')
        ? context.poso
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
        ? context.poso
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
        ? context.poso
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
