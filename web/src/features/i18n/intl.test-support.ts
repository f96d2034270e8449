import { readFileSync } from 'node:fs';
import { createIntl, type IntlShape } from 'react-intl';
import type { Locale } from '../customisation/settings';

/** Every language the screens are written in. */
export const LOCALES: readonly Locale[] = ['en', 'fr', 'ro', 'zh'];

/** A language's messages, as the screens load them. */
export function messagesIn(locale: Locale): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** Formats in `locale` with its messages; `strict` throws on a missing or broken message. */
export function intlIn(locale: Locale, { strict = false } = {}): IntlShape {
  return createIntl({
    locale,
    messages: messagesIn(locale),
    ...(strict
      ? {
          onError: (e) => {
            throw e;
          },
        }
      : {}),
  });
}

/** `twoColumnsForField` -> `TWO_COLUMNS_FOR_FIELD`: the GraphQL enum's name of a code. */
export const enumName = (word: string) => word.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** The codes of `codes` that `messages` has no entry for, by their GraphQL names. */
export function unworded(codes: readonly string[], messages: object): string[] {
  return codes.map(enumName).filter((c) => !(c in messages));
}
