import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from '../graphql-runtime.js';
import { compiledExecution } from './compiled-execution.js';

// A schema with what the BFF's has: plain fields, resolvers that fail both ways, a non-null
// input field with a default (graphql-jit alone refuses it when omitted) and nested lists.
const Line = new GraphQLObjectType({
  name: 'Line',
  fields: { name: { type: new GraphQLNonNull(GraphQLString) }, quantity: { type: GraphQLInt } },
});
const Order = new GraphQLObjectType({
  name: 'Order',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    lines: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(Line))) },
    refused: {
      type: GraphQLString,
      resolve: () => {
        throw new GraphQLError('Not yours.', { extensions: { code: 'FORBIDDEN' } });
      },
    },
    broken: {
      type: GraphQLString,
      resolve: () => {
        throw new TypeError('upstream answered nonsense');
      },
    },
    missing: { type: new GraphQLNonNull(GraphQLString), resolve: () => null },
  },
});
const OrderInput = new GraphQLInputObjectType({
  name: 'OrderInput',
  fields: {
    count: { type: new GraphQLNonNull(GraphQLInt) },
    tags: { type: new GraphQLNonNull(new GraphQLList(GraphQLString)), defaultValue: [] },
  },
});
const orders = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    lines: [
      { name: `line ${index}`, quantity: index },
      { name: 'wire', quantity: null },
    ],
  }));
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      orders: {
        type: new GraphQLList(Order),
        args: { input: { type: new GraphQLNonNull(OrderInput) } },
        resolve: async (_root, { input }: { input: { count: number; tags: string[] } }) =>
          orders(input.count + input.tags.length),
      },
    },
  }),
});

const ordersQuery = `query Orders($input: OrderInput!) { orders(input: $input) { id lines { name quantity } } }`;
const cases: { name: string; query: string; variables?: Record<string, unknown> }[] = [
  {
    name: 'an omitted non-null input field with a default',
    query: ordersQuery,
    variables: { input: { count: 3 } },
  },
  {
    name: 'a list of rows',
    query: ordersQuery,
    variables: { input: { count: 1, tags: ['a'] } },
  },
  { name: 'a bad variable', query: ordersQuery, variables: { input: { count: 'three' } } },
  { name: 'a missing variable', query: ordersQuery },
  {
    name: 'errors thrown by resolvers and a null for a non-null field',
    query:
      '{ orders(input: { count: 2 }) { id refused broken } again: orders(input: { count: 1 }) { missing } }',
  },
  { name: 'introspection', query: '{ __type(name: "Order") { name fields { name } } }' },
];

describe('compiled execution answers as graphql-js does', () => {
  const interpreted = new ApolloServer({ schema, includeStacktraceInErrorResponses: false });
  const compiled = new ApolloServer({
    gateway: compiledExecution(schema),
    includeStacktraceInErrorResponses: false,
  });

  beforeAll(async () => {
    await interpreted.start();
    await compiled.start();
  });
  afterAll(async () => {
    await interpreted.stop();
    await compiled.stop();
  });

  it.each(cases)('$name', async ({ query, variables }) => {
    const expected = await interpreted.executeOperation({ query, variables });
    // Twice: the first compiles the document, the second runs the compiled function.
    for (let run = 0; run < 2; run++) {
      const actual = await compiled.executeOperation({ query, variables });
      expect(actual.http.status).toEqual(expected.http.status);
      expect(actual.body).toEqual(expected.body);
    }
    expect(expected.body.kind).toBe('single');
  });
});
