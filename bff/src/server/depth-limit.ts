import {
  GraphQLError,
  Kind,
  getIntrospectionQuery,
  parse,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from '../graphql-runtime.js';

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * The longest `ofType { ofType { ... } }` chain of the standard introspection query, which
 * GraphiQL sends: a type reference unwraps lists and non-nulls one `ofType` at a time.
 */
export const introspectionOfTypeAllowance = (() => {
  const document = parse(getIntrospectionQuery({ inputValueDeprecation: true }));
  const fragment = document.definitions.find(
    (definition): definition is FragmentDefinitionNode =>
      definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === 'TypeRef',
  );
  let longest = 0;
  const walk = (set: SelectionSetNode | undefined, chain: number) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.name.value !== 'ofType') continue;
      longest = Math.max(longest, chain + 1);
      walk(selection.selectionSet, chain + 1);
    }
  };
  walk(fragment?.selectionSet, 0);
  return longest;
})();

type Walk = { level: number; introspection: boolean; ofTypeChain: number };

/**
 * Depth limit counting field levels; fragments add no level of their own, so colocated
 * fragments cost what the same fields written inline cost. Introspection counts like any
 * other field, except that a type reference's `ofType` chain may nest as deep as the
 * standard introspection query's (and no deeper) without adding levels: the playground's own
 * query passes, deeper introspection is refused like any deep query.
 */
export function depthLimitRule(maxDepth: number, message: string) {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>();
    const visiting = new Set<string>();

    const depthOf = (set: SelectionSetNode | undefined, walk: Walk): number => {
      let deepest = walk.level;
      for (const selection of set?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.name.value;
          const introspection = walk.introspection || INTROSPECTION_ROOTS.has(name);
          const unwrapping = walk.introspection && name === 'ofType';
          const ofTypeChain = unwrapping ? walk.ofTypeChain + 1 : 0;
          if (ofTypeChain > introspectionOfTypeAllowance) return Number.POSITIVE_INFINITY;
          const level = unwrapping ? walk.level : walk.level + 1;
          deepest = Math.max(
            deepest,
            selection.selectionSet
              ? depthOf(selection.selectionSet, { level, introspection, ofTypeChain })
              : level,
          );
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, walk));
        } else {
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || visiting.has(name)) continue;
          // A fragment's depth depends on where it is spread only through the ofType chain,
          // so it is remembered per starting point.
          const key = `${name}:${walk.introspection}:${walk.ofTypeChain}`;
          let relative = fragmentDepths.get(key);
          if (relative === undefined) {
            visiting.add(name);
            relative = depthOf(fragment.selectionSet, { ...walk, level: 0 });
            visiting.delete(name);
            fragmentDepths.set(key, relative);
          }
          deepest = Math.max(deepest, walk.level + relative);
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, {
          level: 0,
          introspection: false,
          ofTypeChain: 0,
        });
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`Syntax Error: ${message}`, { nodes: [operation] }));
        }
      },
    };
  };
}
