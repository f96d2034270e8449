import type { Locale } from '../customisation/settings';

export type Messages = Record<string, string>;

/** Each locale is its own chunk, fetched only when chosen. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ro: () => import('./locales/ro.json'),
  zh: () => import('./locales/zh.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
