import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../customisation/settings';
import { useSettings } from '../customisation/useSettings';
import { loadedMessages, loadMessages, type Messages } from './load-messages';

export function IntlRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = loadedMessages(settings.locale);
    return messages ? { locale: settings.locale, messages } : null;
  });

  useEffect(() => {
    let current = true;
    loadMessages(settings.locale)
      .then((messages) => {
        // Already rendering with these (loaded before the first render): no second render.
        if (current)
          setLoaded((previous) =>
            previous?.locale === settings.locale && previous.messages === messages
              ? previous
              : { locale: settings.locale, messages },
          );
      })
      .catch(() => {
        if (current) setLoaded({ locale: 'en', messages: {} });
      });
    return () => {
      current = false;
    };
  }, [settings.locale]);

  if (!loaded) {
    return (
      <Center minH="100vh">
        <Spinner size="lg" />
      </Center>
    );
  }
  return (
    <IntlProvider locale={loaded.locale} defaultLocale="en" messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
