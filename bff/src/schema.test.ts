import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaFile } from './emit-schema.js';
import { buildBffSchema, printSortedSchema } from './schema.js';
import {
  isObjectType,
  isInputObjectType,
  type GraphQLField,
  type GraphQLInputField,
} from './graphql-runtime.js';

describe('schema/schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run schema -w bff` when this fails)', async () => {
    const committed = await readFile(schemaFile, 'utf8');
    expect(committed).toBe(printSortedSchema(await buildBffSchema()));
  });

  it('documents every type, field and argument', async () => {
    const schema = await buildBffSchema();
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
      const isRoot =
        type.name === 'Query' || type.name === 'Mutation' || type.name === 'Subscription';
      if (!type.description && !isRoot) undocumented.push(type.name);
      for (const field of Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(
        type.getFields(),
      )) {
        if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
