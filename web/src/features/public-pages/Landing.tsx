import {
  Box,
  Button,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Square,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuBellRing, LuChartColumn, LuCloud, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

function Feature({ icon, title, text }: { icon: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <Stack gap="3" p="6" borderWidth="1px" rounded="l3" bg="bg">
      <Square size="11" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg">
        {icon}
      </Square>
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

export default function Landing() {
  return (
    <>
      <Box
        bgGradient="to-b"
        gradientFrom="colorPalette.subtle"
        gradientTo="bg"
        py={{ base: '16', md: '28' }}
      >
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Heading
              as="h1"
              size={{ base: '3xl', md: '5xl' }}
              lineHeight="1.15"
              data-testid="tagline"
            >
              <FormattedMessage
                id="landing.tagline"
                defaultMessage="Cloud-enabled automated ledger reconciliation"
              />
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              <FormattedMessage
                id="landing.taglineMore"
                defaultMessage="Realtime collaboration with automated mailers and reminders for faster closure, and multiple dashboards and reports for management."
              />
            </Text>
            <HStack gap="3" flexWrap="wrap" justify="center">
              <Button asChild size="lg">
                <RouterLink to="/login">
                  <FormattedMessage id="landing.getStarted" defaultMessage="Sign in to Concord" />
                </RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <RouterLink to="/pages/contact-us">
                  <FormattedMessage id="landing.talkToUs" defaultMessage="Talk to us" />
                </RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          <Feature
            icon={<LuCloud />}
            title={<FormattedMessage id="landing.f1.title" defaultMessage="Automated matching" />}
            text={
              <FormattedMessage
                id="landing.f1.text"
                defaultMessage="Upload vendor and customer ledgers and let Concord match entries and explain the differences."
              />
            }
          />
          <Feature
            icon={<LuUsers />}
            title={
              <FormattedMessage id="landing.f2.title" defaultMessage="Realtime collaboration" />
            }
            text={
              <FormattedMessage
                id="landing.f2.text"
                defaultMessage="Share reconciliations with counterparties and work through open items together."
              />
            }
          />
          <Feature
            icon={<LuBellRing />}
            title={
              <FormattedMessage id="landing.f3.title" defaultMessage="Mailers and reminders" />
            }
            text={
              <FormattedMessage
                id="landing.f3.text"
                defaultMessage="Automated follow-ups keep every party moving towards a faster closure."
              />
            }
          />
          <Feature
            icon={<LuChartColumn />}
            title={
              <FormattedMessage id="landing.f4.title" defaultMessage="Dashboards and reports" />
            }
            text={
              <FormattedMessage
                id="landing.f4.text"
                defaultMessage="Multiple dashboards and reports give management a clear view of every balance."
              />
            }
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
