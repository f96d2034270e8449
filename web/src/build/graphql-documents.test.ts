import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentExport, generatedDocuments, rewriteGraphqlCalls } from './graphql-documents';

const gqlDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../gql');
const documents = generatedDocuments(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));

describe('graphql() calls become imports of their own documents', () => {
  it('names the generated constant of an operation or a fragment', () => {
    expect(documentExport('\n  query Session_Me {\n me { id } }')).toBe('Session_MeDocument');
    expect(documentExport('mutation A_B($x: Int!) { a }')).toBe('A_BDocument');
    expect(documentExport(' fragment Row_Po on PurchaseOrder { id }')).toBe('Row_PoFragmentDoc');
    expect(documentExport('{ me { id } }')).toBeUndefined();
  });

  it('rewrites each call and imports each document once, from a module of its own', () => {
    const code = [
      "import { graphql } from '../../gql';",
      'export const Me = graphql(`\n  query Session_Me {\n    me { id }\n  }\n`);',
      'export const Logout = graphql(`mutation Session_Logout { logout }`);',
    ].join('\n');
    const rewritten = rewriteGraphqlCalls(code, documents)!;
    expect(rewritten).toContain(
      "import { Session_MeDocument } from 'virtual:gql-document/Session_MeDocument';",
    );
    expect(rewritten).toContain('export const Me = Session_MeDocument;');
    expect(rewritten).toContain('export const Logout = Session_LogoutDocument;');
    expect(rewriteGraphqlCalls('const x = 1;', documents)).toBeUndefined();
  });

  it('fails the build on a document codegen did not generate', () => {
    expect(() =>
      rewriteGraphqlCalls('graphql(`query Nowhere_Never { me { id } }`)', documents),
    ).toThrow('Nowhere_NeverDocument is not in src/gql: run npm run codegen');
  });

  it("every generated document is valid JSON, the same AST codegen's graphql() returns", () => {
    expect(documents.size).toBeGreaterThan(100);
    for (const [name, json] of documents) {
      const ast = JSON.parse(json) as { kind: string; definitions: unknown[] };
      expect(ast.kind, name).toBe('Document');
      expect(ast.definitions.length, name).toBeGreaterThan(0);
    }
  });
});
