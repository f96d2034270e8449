import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { quiet } from '../../ui/actions/useAction';
import { showSnackbar } from '../snackbar/snackbar';
import {
  AccountSettingsSessionsQuery,
  AccountSettingsSignOutOtherSessionsMutation,
} from './profile.operations';

/** "Chrome on Linux" from a user agent; the raw string when nothing is recognised. */
export function describeBrowser(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const system = [
    [/Android/, 'Android'],
    [/iPhone|iPad/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X/, 'macOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** The user's live sessions, with a way to end every other one at once. */
export function SessionsCard() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AccountSettingsSessionsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  // Quiet: its failure is said below, once, not by the shell as well.
  const [signOutOthers, { loading: signingOut }] = useMutation(
    AccountSettingsSignOutOtherSessionsMutation,
    { context: quiet },
  );
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const dateTime = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  const onSignOutOthers = async () => {
    const result = await signOutOthers().catch((failure: unknown) => {
      showSnackbar({
        message: intl.formatMessage(errorMessage(errorDetails(failure).code)),
        variant: 'alert',
        severity: 'error',
      });
      return undefined;
    });
    if (!result?.data) return;
    showSnackbar({
      message: intl.formatMessage(
        {
          id: 'profile.sessions.signedOut',
          defaultMessage:
            '{count, plural, =0 {No other session was open} one {Signed out of # other session} other {Signed out of # other sessions}}',
        },
        { count: result.data.signOutOtherSessions },
      ),
      variant: 'alert',
      severity: 'success',
    });
    await refetch();
  };

  return (
    <Card.Root data-testid="sessions-card">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="profile.sessions.title" defaultMessage="Signed-in sessions" />
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          <FormattedMessage
            id="profile.sessions.help"
            defaultMessage="Browsers where you are signed in. Up to ten stay signed in; signing in elsewhere ends the oldest."
          />
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {error && (
            <Text color="fg.error">
              {intl.formatMessage(errorMessage(errorDetails(error).code))}
            </Text>
          )}
          {loading && sessions.length === 0 && (
            <Text color="fg.muted">
              <FormattedMessage id="profile.sessions.loading" defaultMessage="Loading sessions…" />
            </Text>
          )}
          {sessions.map((session) => (
            <Stack
              key={session.id}
              data-testid="session-row"
              direction="row"
              justify="space-between"
              align="center"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Stack gap="0">
                <Text fontWeight="medium">
                  {describeBrowser(session.userAgent) ??
                    intl.formatMessage({
                      id: 'profile.sessions.unknownBrowser',
                      defaultMessage: 'Unknown browser',
                    })}
                  {session.address ? ` · ${session.address}` : ''}
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  <FormattedMessage
                    id="profile.sessions.times"
                    defaultMessage="Signed in {signedIn} · last active {lastSeen}"
                    values={{
                      signedIn: dateTime(session.signedInAt),
                      lastSeen: dateTime(session.lastSeenAt),
                    }}
                  />
                </Text>
              </Stack>
              {session.current && (
                <Badge colorPalette="green">
                  <FormattedMessage id="profile.sessions.current" defaultMessage="This browser" />
                </Badge>
              )}
            </Stack>
          ))}
          <Button
            alignSelf="flex-start"
            variant="outline"
            data-testid="sign-out-others"
            loading={signingOut}
            disabled={others === 0}
            onClick={() => void onSignOutOthers()}
          >
            <FormattedMessage
              id="profile.sessions.signOutOthers"
              defaultMessage="Sign out other sessions"
            />
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
