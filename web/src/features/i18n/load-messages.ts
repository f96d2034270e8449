import type { Locale } from '../customisation/settings';

export type Messages = Record<string, string>;

/** Each locale is its own chunk, fetched only when chosen. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ro: () => import('./locales/ro.json'),
  zh: () => import('./locales/zh.json'),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** Messages already fetched, so a screen can render with them at once, without a spinner. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
