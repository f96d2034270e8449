import { Matches } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { CompanyUser, toCompanyUser } from '../users/user.type.js';
import {
  ApprovalKind,
  CompanyConnection,
  CompanyRelation,
  ConnectionStatus,
  ExchangeRate,
  toExchangeRate,
  toParty,
} from './poso-shared.type.js';
import { LocalDateScalar } from './scalars.js';

const CURRENCY = /^[A-Z]{3}$/;

@ArgsType()
class ExchangeRateArgs {
  @Field(() => String, { description: 'Currency to convert from (ISO 4217), for example USD.' })
  @Matches(CURRENCY, { message: 'Currency must be a 3-letter code such as USD' })
  from!: string;

  @Field(() => String, { description: 'Currency to convert to, usually the base currency.' })
  @Matches(CURRENCY, { message: 'Currency must be a 3-letter code such as INR' })
  to!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Rate date; today when omitted.' })
  date?: string | null;
}

@Resolver()
export class PosoSharedResolver {
  @Authorized('po:read', 'invoice:read')
  @Query(() => ExchangeRate, {
    description:
      'The rate between two currencies on a date (latest on or before it); NOT_FOUND when none is known.',
  })
  async exchangeRate(
    @Args(() => ExchangeRateArgs) args: ExchangeRateArgs,
    @Ctx() context: RequestContext,
  ): Promise<ExchangeRate> {
    return toExchangeRate(
      await context.poso.exchangeRate(args.from, args.to, args.date ?? undefined),
    );
  }

  @Authorized('users:read')
  @Query(() => [CompanyUser], {
    description:
      'Active members of the active company who can approve purchase orders (po:approve) or purchase invoices (invoice:approve).',
  })
  async approvers(
    @Arg('kind', () => ApprovalKind, { description: 'What they approve.' }) kind: ApprovalKind,
    @Ctx() context: RequestContext,
  ): Promise<CompanyUser[]> {
    const members = await context.users.usersByCompany(await context.companyId());
    for (const member of members) context.loaders.user.prime(member.user_id, member);
    return members
      .filter((member) => member.user_status && member.scopes.includes(kind))
      .map(toCompanyUser);
  }

  @Authorized('company:read')
  @Query(() => [CompanyConnection], {
    description:
      'Customers and vendors connected to the active company; a new purchase order offers the VENDOR ones with status ACCEPTED.',
  })
  async companyConnections(
    @Arg('relation', () => CompanyRelation, { nullable: true, description: 'Only this relation.' })
    relation: CompanyRelation | null | undefined,
    @Arg('status', () => ConnectionStatus, { nullable: true, description: 'Only this status.' })
    status: ConnectionStatus | null | undefined,
    @Ctx() context: RequestContext,
  ): Promise<CompanyConnection[]> {
    const connections = await context.connections();
    return connections
      .filter((c) => (relation ? c.relation === relation : true))
      .filter((c) => (status ? c.status === status : true))
      .map((c) => ({
        connectionId: c.connection_id,
        relation: c.relation,
        status: c.status,
        company: toParty(c),
      }));
  }
}
