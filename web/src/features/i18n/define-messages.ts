import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl's `defineMessages` (the messages as given, found by `npm run i18n:extract` by its
 * name) for modules the prerendered /login's own script loads: react-intl comes as one module
 * of about 50 KB, which that page does not need.
 */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return messages;
}
