import { Button, Center, Heading, Square, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

type StatusPageProps = {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actionTo?: string;
  actionLabel?: ReactNode;
  testId?: string;
};

/** Shared frame of the error, coming-soon and under-construction pages. */
export function StatusPage({
  icon,
  title,
  text,
  actionTo = '/',
  actionLabel,
  testId,
}: StatusPageProps) {
  return (
    <Center minH={{ base: '60vh', md: '70vh' }} px="4" py="12" data-testid={testId}>
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Square
          size="20"
          rounded="full"
          bg="colorPalette.subtle"
          color="colorPalette.fg"
          fontSize="4xl"
        >
          {icon}
        </Square>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {text}
        </Text>
        <Button asChild>
          <RouterLink to={actionTo}>
            {actionLabel ?? <FormattedMessage id="status.home" defaultMessage="Back to home" />}
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
