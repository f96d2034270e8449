import { Field, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import type { RestAttachment, RestExchangeRate, RestItem } from '../../upstream/poso-client.js';
import type { RestConnection } from '../../upstream/users-client.js';
import { DecimalScalar, LocalDateScalar } from './scalars.js';

// Objects rather than TypeScript enums, so that the users service's wire values are the
// enums' own values: a connection's relation and status need no cast and compare directly.
export const CompanyRelation = {
  VENDOR: 'vendor',
  CUSTOMER: 'customer',
} as const satisfies Record<string, RestConnection['relation']>;
export type CompanyRelation = (typeof CompanyRelation)[keyof typeof CompanyRelation];
registerEnumType(CompanyRelation, {
  name: 'CompanyRelation',
  description: 'What the other company is to the active company.',
  valuesConfig: {
    VENDOR: { description: 'The other company sells to the active company.' },
    CUSTOMER: { description: 'The other company buys from the active company.' },
  },
});

export const ConnectionStatus = {
  ACCEPTED: 'accepted',
  PENDING: 'pending',
} as const satisfies Record<string, RestConnection['status']>;
export type ConnectionStatus = (typeof ConnectionStatus)[keyof typeof ConnectionStatus];
registerEnumType(ConnectionStatus, {
  name: 'ConnectionStatus',
  description: 'Whether a company connection is in force.',
  valuesConfig: {
    ACCEPTED: { description: 'Both companies agreed; documents can be exchanged.' },
    PENDING: { description: 'Invited but not accepted yet; no documents can be exchanged.' },
  },
});

export enum ApprovalKind {
  PURCHASE_ORDER = 'po:approve',
  INVOICE = 'invoice:approve',
}
registerEnumType(ApprovalKind, {
  name: 'ApprovalKind',
  description: 'What an approver approves.',
  valuesConfig: {
    PURCHASE_ORDER: { description: 'Purchase orders before they go to the vendor (po:approve).' },
    INVOICE: { description: 'Purchase invoices: the finance approval step (invoice:approve).' },
  },
});

@ObjectType({
  description:
    'A company on a document: the active company itself or a connected customer or vendor.',
})
export class Party {
  @Field(() => Int, { description: 'Numeric company id.' })
  id!: number;

  @Field(() => String, { description: 'Registered company name.' })
  name!: string;

  // Absent on a party taken from a document row; party.resolver.ts loads them when asked.
  @Field(() => String, { nullable: true, description: 'Country, when known.' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 base currency, when known.' })
  baseCurrency?: string | null;
}

@ObjectType({
  description:
    'A file attached to a purchase order or an invoice. Upload and download go through the BFF file routes (bff/README.md).',
})
export class Attachment {
  @Field(() => Int, {
    description: 'Attachment id within the document it belongs to (not unique across documents).',
  })
  attachmentId!: number;

  @Field(() => String, { description: 'File name as uploaded, sanitised.' })
  fileName!: string;

  @Field(() => String, { description: 'Media type derived from the file type.' })
  contentType!: string;

  @Field(() => DecimalScalar, { description: 'Size in bytes.' })
  sizeBytes!: string;

  @Field(() => String, { description: 'SHA-256 of the content, hex.' })
  sha256!: string;

  @Field(() => String, {
    description:
      'BFF path that streams the file (GET with the bearer token and tenant headers), for example /files/po/12/attachments/3.',
  })
  downloadPath!: string;
}

@ObjectType({ description: 'The rate between two currencies on a date.' })
export class ExchangeRate {
  @Field(() => String, { description: 'Currency converted from (ISO 4217).' })
  from!: string;

  @Field(() => String, { description: 'Currency converted to (ISO 4217).' })
  to!: string;

  @Field(() => LocalDateScalar, { description: 'The date asked for.' })
  date!: string;

  @Field(() => LocalDateScalar, {
    description: 'The date of the rate used: the latest on or before `date`.',
  })
  rateDate!: string;

  @Field(() => DecimalScalar, { description: 'Units of `to` for one unit of `from`.' })
  rate!: string;
}

@ObjectType({ description: 'A kind of additional charge an invoice may carry (master data).' })
export class AdditionalChargeMaster {
  @Field(() => Int, { description: 'Additional charge master id.' })
  id!: number;

  @Field(() => String, { description: 'Charge name, for example Freight.' })
  name!: string;
}

@ObjectType({ description: 'A connection between the active company and a customer or vendor.' })
export class CompanyConnection {
  @Field(() => Int, { description: 'Connection id.' })
  connectionId!: number;

  @Field(() => CompanyRelation, { description: 'What the other company is to the active one.' })
  relation!: CompanyRelation;

  @Field(() => ConnectionStatus, { description: 'Documents flow only on accepted connections.' })
  status!: ConnectionStatus;

  @Field(() => Party, { description: 'The other company.' })
  company!: Party;
}

/** The fields every order or invoice line has; line total = rate x quantity x (1 + tax/100). */
@ObjectType()
export abstract class LineFields {
  @Field(() => String, { description: 'What is bought or invoiced.' })
  materialDescription!: string;

  @Field(() => DecimalScalar, { description: 'Price of one unit, in the document currency.' })
  ratePerUnit!: string;

  @Field(() => DecimalScalar, { description: 'Number of units.' })
  quantity!: string;

  @Field(() => DecimalScalar, { description: 'Tax percent.' })
  tax!: string;

  @Field(() => DecimalScalar, {
    description: 'rate x quantity x (1 + tax/100), rounded half-up to 2 decimals.',
  })
  lineTotal!: string;
}

export function toLineFields(item: RestItem): LineFields {
  return {
    materialDescription: item.material_description,
    ratePerUnit: item.rate_per_unit,
    quantity: item.quantity,
    tax: item.tax,
    lineTotal: item.line_total,
  };
}

/** Items travel as JSON text on the REST wire; here they become a typed list. */
export function parseItems(json: string): RestItem[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('poso answered items that are not a list');
  return parsed as RestItem[];
}

/**
 * A mapped row as an instance of its GraphQL class, from the fields its document type shares
 * and its own. type-graphql hands a field resolver (`vendor`, `approver`...) an instance of the
 * class and copies a plain object into a fresh one for every such field of every row; an
 * instance is used as it is. Object.assign, not spreads: spreading one row's fields into
 * another object costs several times more, 100 rows a page.
 */
export function asInstance<T extends object, S extends Partial<T>>(
  type: new () => T,
  shared: S,
  own: Omit<T, keyof S>,
): T {
  return Object.assign(new type(), shared, own);
}

/** A REST page with its rows mapped to GraphQL objects. */
export function mapPage<R, T>(
  page: { items: R[]; totalCount: number; page: number; size: number },
  map: (row: R) => T,
) {
  return {
    items: page.items.map(map),
    totalCount: page.totalCount,
    page: page.page,
    size: page.size,
  };
}

/** One page of a list: `items` and the `totalCount` for the same filters. */
export function PageOf<T extends object>(itemType: ClassType<T>, what: string) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType], {
      description: `The ${what} on this page, in the order asked for (newest first by default).`,
    })
    items!: T[];

    @Field(() => Int, { description: `All ${what} matching the filters.` })
    totalCount!: number;

    @Field(() => Int, { description: 'Page number, from 1.' })
    page!: number;

    @Field(() => Int, { description: 'Page size.' })
    size!: number;
  }
  return Page;
}

/** A document's attachments, each with its BFF download path under `downloadBase`. */
export function toAttachments(
  attachments: RestAttachment[] | undefined,
  downloadBase: string,
): Attachment[] {
  return (attachments ?? []).map((attachment) => toAttachment(attachment, downloadBase));
}

export function toAttachment(attachment: RestAttachment, downloadBase: string): Attachment {
  return {
    attachmentId: attachment.attachment_id,
    fileName: attachment.file_name,
    contentType: attachment.content_type,
    sizeBytes: String(attachment.size_bytes),
    sha256: attachment.sha256,
    downloadPath: `${downloadBase}/attachments/${attachment.attachment_id}`,
  };
}

export function toExchangeRate(rate: RestExchangeRate): ExchangeRate {
  return {
    from: rate.rate,
    to: rate.exchange,
    date: rate.date,
    rateDate: rate.rate_date,
    rate: rate.exchange_rate,
  };
}

export function toParty(
  connection: Pick<
    RestConnection,
    'company_id' | 'company_name' | 'company_country' | 'base_currency'
  >,
): Party {
  return {
    id: connection.company_id,
    name: connection.company_name,
    country: connection.company_country ?? null,
    baseCurrency: connection.base_currency ?? null,
  };
}

/** A document's company reference: the row's id and name; the rest through the party loader. */
export type PartyRef = { id: number; name: string | null };

/**
 * A document's party from its own row: id and name. `country` and `baseCurrency` are left out
 * and resolved through the party loader only when a query asks for them (party.resolver.ts), so
 * a list that shows names makes no users call.
 */
export function partyOf(ref: PartyRef & { name: string }): Party {
  return Object.assign(new Party(), { id: ref.id, name: ref.name });
}

type PartyContext = {
  loaders: { party: { load(id: number): Promise<Parameters<typeof toParty>[0] | null> } };
};

/**
 * A document's party; the loader only when the row has no name (a company no longer listed).
 * Answered synchronously when the row names it: a list resolves a party or two per row, and a
 * promise for each would make the compiled execution wait on every one of them.
 */
export function loadParty(context: PartyContext, ref: PartyRef): Party | Promise<Party> {
  if (ref.name !== null) return partyOf({ id: ref.id, name: ref.name });
  return context.loaders.party
    .load(ref.id)
    .then((found): Party =>
      found
        ? toParty(found)
        : { id: ref.id, name: `Company ${ref.id}`, country: null, baseCurrency: null },
    );
}
