import { Box, Button, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, Outlet } from 'react-router';
import { LanguageMenu } from '../layout/LanguageMenu';
import { Logo } from '../layout/Logo';
import { useSession } from '../session/useSession';

export function PublicLayout() {
  const { status } = useSession();
  return (
    <Flex direction="column" minH="100vh" bg="bg">
      <Box as="header" borderBottomWidth="1px" bg="bg">
        <Container maxW="6xl">
          <Flex h="16" align="center" gap="4">
            <RouterLink to="/">
              <Logo />
            </RouterLink>
            <HStack ms="auto" gap="2">
              <Button asChild variant="ghost" size="sm" hideBelow="sm">
                <RouterLink to="/pages/contact-us">
                  <FormattedMessage id="public.contactUs" defaultMessage="Contact us" />
                </RouterLink>
              </Button>
              <LanguageMenu />
              <Button asChild size="sm">
                <RouterLink to={status === 'signedIn' ? '/dashboard/default' : '/login'}>
                  {status === 'signedIn' ? (
                    <FormattedMessage id="public.openApp" defaultMessage="Open Concord" />
                  ) : (
                    <FormattedMessage id="public.signIn" defaultMessage="Sign in" />
                  )}
                </RouterLink>
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Box as="footer" borderTopWidth="1px" py="6">
        <Container maxW="6xl">
          <Text textStyle="sm" color="fg.muted">
            <FormattedMessage
              id="public.footer"
              defaultMessage="© {year} Concord. Reconciliation and order management for accounts teams."
              values={{ year: new Date().getFullYear() }}
            />
          </Text>
        </Container>
      </Box>
    </Flex>
  );
}
