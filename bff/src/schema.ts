import 'reflect-metadata';
import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import {
  ArgumentValidationError,
  buildSchema,
  getMetadataStorage,
  type ContainerType,
  type ValidatorFn,
} from 'type-graphql';
import { authChecker } from './auth-checker.js';
import {
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from './graphql-runtime.js';
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
import {
  CommunicationRuleResolver,
  CommunicationTemplateResolver,
} from './modules/communications/template.resolver.js';
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
  CommunicationRuleResolver,
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

/** What type-graphql's own validation would pass class-validator with our settings. */
const validatorOptions: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  stopAtFirstError: false,
};

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Validates an argument (an input object or a list of them) with class-validator, as
 * type-graphql's built-in validation does with the options above, same errors. Built in, it
 * imports class-validator with a dynamic `import()` for every argument of every request, and
 * under the module hooks the services and the BFF run with (tsx) each of those is a round trip
 * to the hooks' thread: about a tenth of the BFF's CPU for a list of 100 orders.
 */
export const validateArgument: ValidatorFn = async (value) => {
  if (!isObject(value)) return;
  try {
    if (Array.isArray(value))
      await Promise.all(
        value.filter(isObject).map((item) => validateOrReject(item, validatorOptions)),
      );
    else await validateOrReject(value, validatorOptions);
  } catch (error) {
    throw new ArgumentValidationError(error as ValidationError[]);
  }
};

/**
 * One instance of each resolver class, as type-graphql's default container keeps them (the
 * classes hold no state), shared with the field resolvers called directly below. A map, not
 * the default container's list searched on every resolver call.
 */
const resolverInstances = new Map<abstract new () => object, object>();
const container: ContainerType = {
  get(type: new () => object) {
    let found = resolverInstances.get(type);
    if (!found) resolverInstances.set(type, (found = new type()));
    return found;
  },
};

/**
 * A field resolver that takes only its parent object and the context (`vendor`, `approver`,
 * a party's `country`...) and has no middleware and no `@Authorized` is called directly.
 * type-graphql would call it through its generic handler: a resolver-data object, a container
 * lookup, the parameters sorted and mapped, a middleware chain with nothing in it, on every
 * call; a list of 100 orders makes 300 such calls. Same method, same instance, same arguments.
 */
function callFieldResolversDirectly(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  // A field resolver written on a base class (PartyFieldsResolver) runs as the resolver class
  // that extends it, as type-graphql maps it when it builds the schema.
  const builtAs = (target: unknown) =>
    resolvers.find(
      (built) =>
        built === target ||
        (typeof target === 'function' && built.prototype instanceof (target as new () => object)),
    );
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    const done = new Set<string>();
    for (const resolver of storage.fieldResolvers) {
      const target = resolver.kind === 'external' ? builtAs(resolver.target) : undefined;
      if (!target || resolver.getObjectType?.() !== objectType.target) continue;
      // type-graphql takes the first field resolver it finds for a field; so does this.
      if (done.has(resolver.methodName)) continue;
      done.add(resolver.methodName);
      const field = fields[resolver.schemaName];
      if (!field || !resolver.params || !resolver.middlewares) continue;
      const params = [...resolver.params].sort((a, b) => a.index - b.index);
      const [first, second] = params;
      const direct =
        resolver.middlewares.length === 0 &&
        resolver.roles === undefined &&
        params.length === 2 &&
        first?.kind === 'root' &&
        first.propertyName === undefined &&
        first.getType === undefined &&
        second?.kind === 'context' &&
        second.propertyName === undefined;
      if (!direct) continue;
      const instance = container.get(target, undefined as never) as Record<
        string,
        (root: unknown, context: unknown) => unknown
      >;
      const method = instance[resolver.methodName];
      if (typeof method !== 'function') continue;
      const resolve: GraphQLFieldResolver<unknown, unknown> = (root, _args, context) =>
        method.call(instance, root, context);
      field.resolve = resolve;
    }
  }
}

export async function buildBffSchema(): Promise<GraphQLSchema> {
  plainFieldsReadTheirProperty();
  const schema = await buildSchema({
    resolvers,
    authChecker,
    container,
    pubSub: topicsUnused,
    validateFn: validateArgument,
  });
  callFieldResolversDirectly(schema);
  return schema;
}

/** The SDL committed as schema/schema.graphql: sorted so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
