import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';
import {
  GraphQLError,
  Kind,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type ValueNode,
} from '../graphql-runtime.js';
import { ErrorCode } from '../upstream/error-mapping.js';

/**
 * C0 controls other than tab, line feed and carriage return, DEL and the C1 controls. None
 * belongs in text a person typed; NUL in particular cannot be stored by PostgreSQL.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const controlCharacterMessage = 'Must not contain control characters';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Every string argument of the operation (literal or variable) with a control character. */
export function fieldsWithControlCharacters(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | undefined,
): string[] {
  const found = new Set<string>();
  const checkValue = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) found.add(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => checkValue(item, join(path, String(index))));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) checkValue(item, join(path, key));
    }
  };
  const checkNode = (node: ValueNode, path: string) => {
    switch (node.kind) {
      case Kind.STRING:
        if (CONTROL_CHARACTER.test(node.value)) found.add(path);
        return;
      case Kind.VARIABLE:
        checkValue(variables?.[node.name.value], path);
        return;
      case Kind.LIST:
        node.values.forEach((item, index) => checkNode(item, join(path, String(index))));
        return;
      case Kind.OBJECT:
        for (const field of node.fields) checkNode(field.value, join(path, field.name.value));
        return;
      // Numbers, booleans, null and enum values carry no text a person typed.
      case Kind.INT:
      case Kind.FLOAT:
      case Kind.BOOLEAN:
      case Kind.NULL:
      case Kind.ENUM:
        return;
      default: {
        const unknown: never = node;
        throw new Error(`unknown value node ${(unknown as ValueNode).kind}`);
      }
    }
  };
  for (const node of argumentsOf(document)) {
    // An input object's fields are named as the web's forms name them (`poNumber`, not
    // `filter.poNumber`), like the per-field messages of class-validator and the services.
    if (node.value.kind === Kind.OBJECT) {
      for (const field of node.value.fields) checkNode(field.value, field.name.value);
    } else if (node.value.kind === Kind.VARIABLE) {
      const value = variables?.[node.value.name.value];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(value)) checkValue(item, key);
      } else checkValue(value, node.name.value);
    } else checkNode(node.value, node.name.value);
  }
  return [...found];
}

// Apollo hands the same parsed document for the same query text: its arguments are found
// once, not by walking every field of the document on every request.
const argumentsByDocument = new WeakMap<DocumentNode, ArgumentNode[]>();

function argumentsOf(document: DocumentNode): ArgumentNode[] {
  let found = argumentsByDocument.get(document);
  if (!found) {
    const list: ArgumentNode[] = [];
    visit(document, { Argument: (node) => void list.push(node) });
    argumentsByDocument.set(document, (found = list));
  }
  return found;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** The refusal: BAD_USER_INPUT, HTTP 400, one message per offending field. */
export function controlCharacterError(fields: string[]): GraphQLError {
  return new GraphQLError('Some of the text you entered contains control characters.', {
    extensions: {
      code: ErrorCode.BadUserInput,
      fields: Object.fromEntries(fields.map((field) => [field, controlCharacterMessage])),
      http: { status: 400 },
    },
  });
}

/**
 * Refuses, before any resolver runs, an operation whose string inputs carry control
 * characters, so no service ever sees them and nothing is half done.
 */
export function controlCharacterPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const fields = fieldsWithControlCharacters(document, request.variables);
          if (fields.length > 0) throw controlCharacterError(fields);
        },
      };
    },
  };
}
