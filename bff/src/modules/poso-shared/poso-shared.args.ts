import { Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import type { Action, ListQuery } from '../../upstream/poso-client.js';
import { DecimalScalar } from './scalars.js';
import {
  IDEMPOTENCY_KEY,
  idempotencyKeyMessage,
  IsNotBlank,
  IsPercent,
  IsPositiveDecimal,
} from './validation.js';

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(100_000, { message: 'Page must be at most 100000' })
  page!: number;

  @Field(() => Int, { defaultValue: 10, description: 'Rows per page, 1 to 100.' })
  @Min(1, { message: 'Size must be between 1 and 100' })
  @Max(100, { message: 'Size must be between 1 and 100' })
  size!: number;
}

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Which way a list is sorted.',
  valuesConfig: {
    ASC: { description: 'Smallest, earliest or A first.' },
    DESC: { description: 'Largest, latest or Z first.' },
  },
});

const SORT_FIELD_DESCRIPTIONS: Record<string, string> = {
  PO_NUMBER: 'Purchase order number, case ignored.',
  PO_DATE: 'Purchase order date.',
  INVOICE_NUMBER: 'Invoice number, case ignored.',
  INVOICE_DATE: 'Invoice date.',
  AMOUNT: 'Amount, in the document currency.',
  TOTAL: 'Invoice total.',
  PENDING_AMOUNT: 'What is still to be paid.',
  STATUS: 'Status name.',
  DATE: 'Payment date.',
  REFERENCE_NUMBER: "The payer's reference number, case ignored.",
  VENDOR_NAME: "The vendor's company name, case ignored.",
  CUSTOMER_NAME: "The customer's company name, case ignored.",
};

/**
 * The arguments of one list: `page`, `size` and an optional `sort: <sortName> { field,
 * direction }`. `fields` (registered here as the enum `<sortName>Field`) holds the keys the
 * list allows; their values are the service's `sort` names.
 */
export function SortedListArgs<F extends string>(
  fields: Record<string, F>,
  sortName: string,
  what: string,
) {
  registerEnumType(fields, {
    name: `${sortName}Field`,
    description: `What ${what} can be sorted by.`,
    valuesConfig: Object.fromEntries(
      Object.keys(fields).map((key) => [key, { description: SORT_FIELD_DESCRIPTIONS[key] ?? key }]),
    ),
  });

  @InputType(sortName, { description: `How a list of ${what} is sorted.` })
  class Sort {
    @Field(() => fields, {
      description: `What the ${what} are sorted by; rows with equal values keep the order of their ids.`,
    })
    field!: F;

    @Field(() => SortDirection, {
      defaultValue: SortDirection.ASC,
      description: 'ASC (the default) or DESC.',
    })
    direction!: SortDirection;
  }

  @ArgsType()
  abstract class ListArgs extends PageArgs {
    @Field(() => Sort, { nullable: true, description: 'How to sort; newest first when omitted.' })
    sort?: Sort | null;
  }
  return ListArgs;
}

/** A list's arguments as the service's `page`, `size` and, when asked for, `sort` / `order`. */
export function listQuery<F extends string>(args: {
  page: number;
  size: number;
  sort?: { field: F; direction: SortDirection } | null;
}): ListQuery<F> {
  return {
    page: args.page,
    size: args.size,
    ...(args.sort ? { sort: { sort: args.sort.field, order: args.sort.direction } } : {}),
  };
}

@ArgsType()
export class IdempotencyArgs {
  @Field(() => String, {
    description:
      'A new random key for each user action (for example a UUID), reused only when retrying that same action: a retry replays the first answer instead of acting twice.',
  })
  @Matches(IDEMPOTENCY_KEY, { message: idempotencyKeyMessage })
  idempotencyKey!: string;
}

/**
 * The arguments of an action on one document: its id, the idempotency key and the status
 * the user saw, as the document type's status enum.
 */
export function DocumentActionArgs<Status extends number>(statuses: Record<string, Status>) {
  @ArgsType()
  abstract class ActionArgs extends IdempotencyArgs {
    @Field(() => Int, { description: 'Id of the document acted on.' })
    @Min(1, { message: 'Choose a document' })
    id!: number;

    @Field(() => statuses, {
      nullable: true,
      description:
        'The status the user saw when acting; when the document has moved on, the action fails with CONFLICT instead of taking a second step.',
    })
    fromStatus?: Status | null;
  }
  return ActionArgs;
}

/** A rejection: the action's arguments and why. */
export function RejectArgs<Status extends number>(statuses: Record<string, Status>) {
  @ArgsType()
  abstract class Reject extends DocumentActionArgs(statuses) {
    @Field(() => String, { description: 'Why it is rejected, 1 to 1000 characters.' })
    @IsNotBlank('Remarks are required')
    @MaxLength(1000, { message: 'Remarks must be at most 1000 characters' })
    remarks!: string;
  }
  return Reject;
}

@InputType({ description: 'A line of a purchase order or an invoice.' })
export class LineItemInput {
  @Field(() => String, { description: 'What is bought, 1 to 500 characters.' })
  @IsNotBlank('Material description is required')
  @MaxLength(500, { message: 'Material description must be at most 500 characters' })
  materialDescription!: string;

  @Field(() => DecimalScalar, { description: 'Price of one unit, greater than 0.' })
  @IsPositiveDecimal('Rate per unit')
  ratePerUnit!: string;

  @Field(() => DecimalScalar, { description: 'Number of units, greater than 0.' })
  @IsPositiveDecimal('Quantity')
  quantity!: string;

  @Field(() => DecimalScalar, { description: 'Tax percent, 0 to 100.' })
  @IsPercent('Tax')
  tax!: string;
}

export function toRestItems(items: LineItemInput[]) {
  return items.map((item) => ({
    material_description: item.materialDescription.trim(),
    rate_per_unit: item.ratePerUnit,
    quantity: item.quantity,
    tax: item.tax,
  }));
}

/** Optional input fields: omitted and null both mean "leave as it is". */
export function defined<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  ) as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

/** The idempotency key and the status the user acted on, as every action sends them. */
export function action(args: { idempotencyKey: string; fromStatus?: number | null }): Action {
  return {
    idempotencyKey: args.idempotencyKey,
    ...(args.fromStatus === undefined || args.fromStatus === null
      ? {}
      : { fromStatusId: args.fromStatus }),
  };
}
