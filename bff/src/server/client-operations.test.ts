import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, specifiedRules, validate } from '../graphql-runtime.js';
import { buildBffSchema } from '../schema.js';
import { createArmor, queryLimits } from './limits.js';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

async function operationFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      // gql: the generated documents; build: the bundler plugins, which only mention graphql().
      if (entry.isDirectory())
        return ['gql', 'build'].includes(entry.name) ? [] : operationFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return files.flat();
}

describe('every web client operation passes the BFF limits (SECURITY.md 3)', () => {
  it('validates against the schema with the armor rules and the token limit', async () => {
    const schema = await buildBffSchema();
    const rules = [...specifiedRules, ...createArmor().validationRules];
    const problems: string[] = [];
    const operations: { file: string; source: string }[] = [];
    const fragments: string[] = [];
    for (const file of await operationFiles(webSrc)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/graphql\(\s*`([^`]*)`/g)) {
        const source = match[1] ?? '';
        if (/^\s*fragment\s/.test(source)) fragments.push(source);
        else operations.push({ file: path.relative(webSrc, file), source });
      }
    }
    // Fragments live in their own documents; each operation is checked with all of them.
    for (const { file, source } of operations) {
      try {
        parse(source, { maxTokens: queryLimits.maxTokens });
        const document = parse([source, ...fragments].join('\n'));
        for (const error of validate(schema, document, rules)) {
          if (!/is never used/.test(error.message)) problems.push(`${file}: ${error.message}`);
        }
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
