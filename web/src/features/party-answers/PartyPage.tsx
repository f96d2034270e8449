import { Alert, Card, Container, Heading, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SharedFileProblem } from '../shared-file/shared-file';
import { linkProblems } from './link-problems';

/** The frame of a party's page: a phone-first card, its title, loading and a bad link said. */
export function PartyPage({
  title,
  loading,
  problem,
  testId,
  children,
}: {
  title: string;
  loading: boolean;
  problem: SharedFileProblem | null;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Container maxW="lg" py={{ base: '6', md: '16' }} px={{ base: '4', md: '6' }}>
      <Card.Root data-testid={testId}>
        <Card.Body>
          <Stack gap="5">
            <Heading size={{ base: 'md', md: 'lg' }}>{title}</Heading>
            {loading && <Spinner />}
            {problem && (
              <Alert.Root status={problem === 'busy' ? 'warning' : 'error'}>
                <Alert.Indicator />
                <Alert.Title data-testid="party-problem">
                  {intl.formatMessage(linkProblems[problem])}
                </Alert.Title>
              </Alert.Root>
            )}
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
