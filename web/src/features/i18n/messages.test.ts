import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from '../customisation/settings';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..', '..', '..');
const readLocale = (locale: string) =>
  JSON.parse(readFileSync(path.join(here, 'locales', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

function extractFromSource(): Record<string, string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'concord-i18n-')), 'en.json');
  const cli = path.resolve(webRoot, '..', 'node_modules', '.bin', 'formatjs');
  execFileSync(
    cli,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/gql/**',
      '--ignore',
      'src/**/*.d.ts',
      '--out-file',
      out,
      '--format',
      'simple',
    ],
    { cwd: webRoot, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
}

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('messages', () => {
  const extracted = extractFromSource();

  it('keeps en.json in step with the source (run npm run i18n:extract -w web)', () => {
    expect(readLocale('en')).toEqual(extracted);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every message', (locale) => {
    const messages = readLocale(locale);
    const missing = Object.keys(extracted).filter((id) => !messages[id]?.trim());
    expect(missing).toEqual([]);
    const unused = Object.keys(messages).filter((id) => !(id in extracted));
    expect(unused).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s uses the same placeholders as English',
    (locale) => {
      const messages = readLocale(locale);
      for (const [id, english] of Object.entries(extracted)) {
        const translated = messages[id];
        if (translated)
          expect([id, argumentNames(translated)]).toEqual([id, argumentNames(english)]);
      }
    },
  );
});
