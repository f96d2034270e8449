import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { authChecker } from './auth-checker.js';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from './graphql-runtime.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { CompanyResolver } from './modules/companies/company.resolver.js';
import { CurrencyResolver } from './modules/currencies/currency.resolver.js';
import { ToolResolver } from './modules/tools/tool.resolver.js';
import {
  PurchaseInvoiceResolver,
  SalesInvoiceResolver,
} from './modules/invoices/invoice.resolver.js';
import {
  AdvancePaidResolver,
  AdvanceReceivedResolver,
  PaymentMadeResolver,
  PaymentReceivedResolver,
} from './modules/payments/payment.resolver.js';
import { PosoSharedResolver } from './modules/poso-shared/poso-shared.resolver.js';
import {
  PurchaseOrderResolver,
  ReceivedPurchaseOrderResolver,
} from './modules/purchase-orders/purchase-order.resolver.js';
import { SessionResolver } from './modules/sessions/session.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';

export const resolvers = [
  AuthResolver,
  UserResolver,
  SessionResolver,
  CompanyResolver,
  ToolResolver,
  CurrencyResolver,
  PosoSharedResolver,
  PurchaseOrderResolver,
  ReceivedPurchaseOrderResolver,
  SalesInvoiceResolver,
  PurchaseInvoiceResolver,
  PaymentMadeResolver,
  PaymentReceivedResolver,
  AdvancePaidResolver,
  AdvanceReceivedResolver,
] as const;

export function buildBffSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
  });
}

/** The SDL committed as schema/schema.graphql: sorted so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
