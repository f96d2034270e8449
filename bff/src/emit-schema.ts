import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBffSchema, printSortedSchema } from './schema.js';

export const schemaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schema/schema.graphql',
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schema = await buildBffSchema();
  await writeFile(schemaFile, printSortedSchema(schema));
  console.log(`Wrote ${path.relative(process.cwd(), schemaFile)}`);
}
