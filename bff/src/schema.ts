import 'reflect-metadata';
import { buildSchema, getMetadataStorage } from 'type-graphql';
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
import { PartyResolver } from './modules/poso-shared/party.resolver.js';
import { PosoSharedResolver } from './modules/poso-shared/poso-shared.resolver.js';
import { PosoSettingsResolver } from './modules/poso-settings/poso-settings.resolver.js';
import { HeldActionResolver } from './modules/held-actions/held-action.resolver.js';
import { SearchResolver } from './modules/search/search.resolver.js';
import {
  PurchaseOrderResolver,
  ReceivedPurchaseOrderResolver,
} from './modules/purchase-orders/purchase-order.resolver.js';
import { SessionResolver } from './modules/sessions/session.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';
import {
  RecoPartyResolver,
  RecoProjectResolver,
} from './modules/reco-projects/reco-project.resolver.js';
import { RecoIterationResolver } from './modules/reco-iterations/reco-iteration.resolver.js';
import { RecoHistoryResolver, RecoResolver } from './modules/recos/reco.resolver.js';
import {
  RecoDashboardResolver,
  RecoWorkloadResolver,
} from './modules/reco-dashboard/reco-dashboard.resolver.js';
import {
  EntryDecisionRefResolver,
  RecoDecisionResolver,
  RecoResultResolver,
} from './modules/reco-results/reco-result.resolver.js';
import { RecoTagResolver } from './modules/reco-tags/reco-tag.resolver.js';
import { CommunicationResolver } from './modules/communications/communication.resolver.js';
import { CommunicationTemplateResolver } from './modules/communications/template.resolver.js';
import { FollowUpResolver } from './modules/communications/followup.resolver.js';
import { RecoLinkResolver } from './modules/reco-links/reco-link.resolver.js';
import { NotificationResolver } from './modules/notifications/notification.resolver.js';
import { RecoMessageResolver } from './modules/reco-messages/reco-message.resolver.js';
import { RecoShareResolver } from './modules/reco-shares/reco-share.resolver.js';
import { RecoRuleResolver } from './modules/reco-rules/reco-rule.resolver.js';

export const resolvers = [
  AuthResolver,
  UserResolver,
  SessionResolver,
  CompanyResolver,
  ToolResolver,
  CurrencyResolver,
  PosoSharedResolver,
  PartyResolver,
  PosoSettingsResolver,
  HeldActionResolver,
  SearchResolver,
  PurchaseOrderResolver,
  ReceivedPurchaseOrderResolver,
  SalesInvoiceResolver,
  PurchaseInvoiceResolver,
  PaymentMadeResolver,
  PaymentReceivedResolver,
  AdvancePaidResolver,
  AdvanceReceivedResolver,
  RecoProjectResolver,
  RecoPartyResolver,
  RecoResolver,
  RecoHistoryResolver,
  RecoDashboardResolver,
  RecoWorkloadResolver,
  RecoIterationResolver,
  RecoResultResolver,
  RecoDecisionResolver,
  EntryDecisionRefResolver,
  RecoTagResolver,
  CommunicationResolver,
  CommunicationTemplateResolver,
  FollowUpResolver,
  RecoLinkResolver,
  NotificationResolver,
  RecoMessageResolver,
  RecoShareResolver,
  RecoRuleResolver,
] as const;

/**
 * Every subscription names its own `subscribe` on the live-events hub (src/events), after the
 * caller's checks; type-graphql still wants a PubSub, and topic-based subscriptions are not
 * used, so this one refuses them loudly.
 */
const topicsUnused = {
  publish(): void {
    throw new Error('topic subscriptions are not used: publish events with pg_notify');
  },
  subscribe(): AsyncIterable<unknown> {
    throw new Error('topic subscriptions are not used: give the subscription a `subscribe`');
  },
};

/**
 * A plain field (no field resolver, middleware or field-level `@Authorized`, the same name on
 * the class as in the schema) is read by graphql's default resolver. type-graphql would wrap
 * each one in a resolver of its own: a call per field of every row (some 3,000 for a page of
 * 100 orders) that the compiled executor (server/compiled-execution.ts) could not inline.
 * Same answers: the wrapper only read the property, as no global middleware is configured.
 */
function plainFieldsReadTheirProperty(): void {
  const storage = getMetadataStorage();
  for (const field of storage.fields) {
    if (field.simple !== undefined || field.name !== field.schemaName) continue;
    const own = (entry: { target: unknown; fieldName?: string }) =>
      entry.target === field.target && (entry.fieldName ?? field.name) === field.name;
    const guarded =
      storage.authorizedFields.some(own) ||
      storage.authorizedResolver.some(own) ||
      storage.middlewares.some(own) ||
      storage.resolverMiddlewares.some(own);
    if (!guarded) field.simple = true;
  }
}

export function buildBffSchema(): Promise<GraphQLSchema> {
  plainFieldsReadTheirProperty();
  return buildSchema({
    resolvers,
    authChecker,
    pubSub: topicsUnused,
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
  });
}

/** The SDL committed as schema/schema.graphql: sorted so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
