// codegen's client preset resolves `graphql(`...`)` at run time through one map of every
// document of the app (src/gql/gql.ts), so the first screen that calls it downloads all of
// them: about 400 KB before /login could render. This build step does what the preset's Babel
// optimizer does (no Babel here): each call becomes the import of its own document, and the
// map, no longer used, is left out of the bundle. Each document is a module of its own
// (`virtual:gql-document/<name>`, its AST from src/gql/graphql.ts): were they imported from
// graphql.ts itself, that one module would carry every screen's documents into a shared chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The generated constant that holds a document: `<Name>Document` or `<Name>FragmentDoc`. */
export function documentExport(source: string): string | undefined {
  const match = FIRST_DEFINITION.exec(source);
  if (!match) return undefined;
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

const PREFIX = 'virtual:gql-document/';
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Every document of codegen's src/gql/graphql.ts: its constant's name and its AST as JSON. */
export function generatedDocuments(graphqlTs: string): Map<string, string> {
  return new Map([...graphqlTs.matchAll(GENERATED)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Rewrites the `graphql()` calls of one module into imports of their documents; undefined
 * when it has none. A call whose document codegen did not generate (codegen not run) fails
 * the build with its name, rather than shipping a document that resolves to nothing.
 */
export function rewriteGraphqlCalls(
  code: string,
  exported: ReadonlySet<string> | ReadonlyMap<string, string>,
): string | undefined {
  const names = new Set<string>();
  const rewritten = code.replace(CALL, (call, source: string) => {
    const name = documentExport(source);
    if (!name) return call;
    if (!exported.has(name)) throw new Error(`${name} is not in src/gql: run npm run codegen`);
    names.add(name);
    return name;
  });
  if (names.size === 0) return undefined;
  const imports = [...names]
    .sort()
    .map((name) => `import { ${name} } from '${PREFIX}${name}';\n`)
    .join('');
  return imports + rewritten;
}

export function graphqlDocuments(gqlDir: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'concord-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const name = id.slice(PREFIX.length + 1);
      return `export const ${name} = ${documents.get(name)!};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`'))
        return undefined;
      const rewritten = rewriteGraphqlCalls(code, documents);
      return rewritten === undefined ? undefined : { code: rewritten, map: null };
    },
  };
}
