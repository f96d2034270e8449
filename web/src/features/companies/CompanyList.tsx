import {
  Badge,
  Box,
  Card,
  EmptyState,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Square,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { LuBuilding2, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../session/useSession';
import { CompanyListMyCompaniesQuery } from './companies.operations';

export default function CompanyList() {
  const { user } = useSession();
  const { data, loading } = useQuery(CompanyListMyCompaniesQuery);
  const companies = data?.myCompanies ?? [];

  return (
    <Stack gap="6">
      <Box>
        <Heading size="2xl">
          <FormattedMessage id="companies.title" defaultMessage="Your companies" />
        </Heading>
        <Text color="fg.muted" mt="1">
          <FormattedMessage
            id="companies.subtitle"
            defaultMessage="{name}, choose the company you want to work in."
            values={{ name: user?.firstName || user?.userName || '' }}
          />
        </Text>
      </Box>
      {loading && companies.length === 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="28" rounded="l3" />
          ))}
        </SimpleGrid>
      ) : companies.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuBuilding2 />
            </EmptyState.Indicator>
            <EmptyState.Title>
              <FormattedMessage id="companies.empty" defaultMessage="No companies yet" />
            </EmptyState.Title>
            <EmptyState.Description>
              <FormattedMessage
                id="companies.emptyHint"
                defaultMessage="Ask a company administrator to invite you."
              />
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="company-list">
          {companies.map((company) => (
            <RouterLink key={company.id} to={`/dashboard/default/${company.id}`}>
              <Card.Root
                h="full"
                variant="outline"
                _hover={{ shadow: 'md', borderColor: 'colorPalette.solid' }}
                transition="all 0.15s"
              >
                <Card.Body>
                  <HStack gap="4" align="flex-start">
                    <Square size="12" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg">
                      <LuBuilding2 size="22" />
                    </Square>
                    <Stack gap="1" flex="1" minW="0">
                      <Text fontWeight="semibold" truncate>
                        {company.name}
                      </Text>
                      <Text textStyle="sm" color="fg.muted">
                        {[company.country, company.baseCurrency].filter(Boolean).join(' · ')}
                      </Text>
                      {company.role && (
                        <Badge alignSelf="flex-start" variant="subtle" textTransform="capitalize">
                          {company.role}
                        </Badge>
                      )}
                    </Stack>
                    <Box
                      color="fg.muted"
                      alignSelf="center"
                      css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                    >
                      <LuChevronRight />
                    </Box>
                  </HStack>
                </Card.Body>
              </Card.Root>
            </RouterLink>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
