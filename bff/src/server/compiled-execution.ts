import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  execute,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from '../graphql-runtime.js';
import { isIntrospection } from './introspection.js';

type Compiled = CompiledQuery | 'interpret';

/**
 * Runs each query and mutation as a function compiled once per parsed document (graphql-jit),
 * not through graphql-js's interpreter, which resolves every field of every row through the
 * same generic path (about 5,000 fields for a page of 100 orders). Apollo keeps parsing,
 * validation, the limits, plugins and error formatting; this is its executor hook, which it
 * only offers to a gateway, hence the shape.
 *
 * Behaviour stays graphql-js's where the compiler differs: variables are coerced by graphql-js
 * first, so a bad variable gets its usual error, and values only graphql-jit refuses run
 * through graphql-js; errors are rebuilt as graphql-js errors, which Apollo and `formatError`
 * expect; introspection, subscriptions and any document the compiler refuses run through
 * graphql-js.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  // Apollo hands the same document object for the same query text (its parsed-document
  // cache), so the compiled function lives as long as Apollo keeps the document.
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

  const compiledFor = (document: DocumentNode, operation: OperationDefinitionNode): Compiled => {
    const name = operation.name?.value ?? '';
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map<string, Compiled>()));
    let found = byName.get(name);
    if (!found) {
      found = compile(schema, document, operation);
      byName.set(name, found);
    }
    return found;
  };

  const executor: GatewayExecutor = async (request) => {
    const { document, operation, context } = request;
    const variableValues = request.request.variables;
    const interpret = () =>
      execute({
        schema,
        document,
        contextValue: context,
        variableValues,
        operationName: request.request.operationName,
      }) as Promise<ExecutionResult> | ExecutionResult;

    const query = compiledFor(document, operation);
    if (query === 'interpret') return interpret();
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      variableValues ?? {},
    );
    if (coerced.errors) return { errors: coerced.errors };
    const result = await query.query(undefined, context, variableValues);
    // graphql-jit refuses some values graphql-js takes (an omitted non-null input field with a
    // default, such as `additionalCharges = []`): graphql-js accepted them above, so it runs.
    if (!('data' in result)) return interpret();
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Compiled {
  if (operation.operation === OperationTypeNode.SUBSCRIPTION || isIntrospection(document))
    return 'interpret';
  try {
    const query = compileQuery(schema, document, operation.name?.value);
    return isCompiledQuery(query) ? query : 'interpret';
  } catch {
    return 'interpret';
  }
}

/**
 * graphql-jit's errors only look like graphql-js's (no `extensions` object when the cause had
 * none, which Apollo's formatting reads); the same error as graphql-js would have made.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  Object.defineProperty(rebuilt, 'locations', {
    value: error.locations,
    enumerable: true,
    writable: true,
  });
  return rebuilt;
}
