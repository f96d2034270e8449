import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { appSystemFor } from '../features/customisation/create-app-system';
import { SettingsProvider } from '../features/customisation/SettingsProvider';
import { useSettings } from '../features/customisation/useSettings';
import { IntlRoot } from '../features/i18n/IntlRoot';
import { SessionProvider } from '../features/session/SessionProvider';
import { Snackbar } from '../features/snackbar/Snackbar';
import { showSnackbar } from '../features/snackbar/snackbar';
import { createApolloClient, onAppError } from './apollo';
import { failureMessage } from './error-codes';

/** Chakra's system for the current settings; also what the build prerenders /login with. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const system = useMemo(() => appSystemFor(settings), [settings]);
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" forcedTheme={settings.navType} disableTransitionOnChange>
        {/* Direction-aware components (drawers, sliders, menus) read it from the locale. */}
        <LocaleProvider locale={settings.rtlLayout ? 'ar-u-nu-latn' : settings.locale}>
          {children}
        </LocaleProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}

/** Every GraphQL error code becomes a snackbar in the user's language. */
function ErrorSnackbars() {
  const intl = useIntl();
  useEffect(() => {
    // Several queries failing for one cause (say, the network) show one message, not a stack.
    const lastShown = new Map<string, number>();
    return onAppError(({ code, reason }) => {
      const now = Date.now();
      const key = `${code} ${reason ?? ''}`;
      if (now - (lastShown.get(key) ?? 0) < 2000) return;
      lastShown.set(key, now);
      showSnackbar({
        message: intl.formatMessage(failureMessage(code, reason)),
        variant: 'alert',
        severity: code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? 'warning' : 'error',
      });
    });
  }, [intl]);
  return null;
}

/** The providers every screen runs inside; the bench builds an empty shell with the same ones. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <SettingsProvider>
      <ThemeRoot>
        <IntlRoot>
          <ApolloProvider client={client}>
            <SessionProvider>
              {children}
              <ErrorSnackbars />
              <Snackbar />
            </SessionProvider>
          </ApolloProvider>
        </IntlRoot>
      </ThemeRoot>
    </SettingsProvider>
  );
}
