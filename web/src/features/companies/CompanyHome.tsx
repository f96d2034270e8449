import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowRight, LuFileText, LuMail, LuScale, LuUserPlus, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../i18n/format';
import { PosoInbox } from '../layout/PosoInbox';
import { toolName } from '../layout/tool-names';
import { useSession } from '../session/useSession';
import { CompanyHomeCompanyQuery } from './companies.operations';
import { RecentDocuments } from './RecentDocuments';

export default function CompanyHome() {
  const intl = useIntl();
  const companyId = Number(useParams().companyId);
  const session = useSession();
  // Wait for the company token so the query runs in the right tenant.
  const ready = session.companyId === companyId;
  const { data, loading } = useQuery(CompanyHomeCompanyQuery, {
    variables: { companyId },
    skip: !ready,
  });
  const company = data?.company;
  const tools = (data?.toolSubscriptions ?? []).filter((tool) => tool.isLicensable);
  const base = `/dashboard/default/${companyId}`;

  const links = [
    {
      to: `${base}/reconciliation/vendor-customer`,
      icon: <LuScale />,
      label: <FormattedMessage id="home.reconciliation" defaultMessage="Reconciliation" />,
    },
    {
      to: `${base}/poso/DashBoard`,
      icon: <LuFileText />,
      label: <FormattedMessage id="home.poso" defaultMessage="Purchases & Sales" />,
    },
    {
      to: `/dashboard/default/customer-vendor-details/${companyId}`,
      icon: <LuUsers />,
      label: (
        <FormattedMessage id="home.customerVendor" defaultMessage="Customer and vendor details" />
      ),
    },
    {
      to: `/dashboard/default/invite-users/${companyId}`,
      icon: <LuUserPlus />,
      label: <FormattedMessage id="home.inviteUsers" defaultMessage="Invite users" />,
    },
    {
      to: `/dashboard/default/invite-company/${companyId}`,
      icon: <LuMail />,
      label: <FormattedMessage id="home.inviteCompany" defaultMessage="Invite a company" />,
    },
  ];

  return (
    <Stack gap="8">
      <Box>
        {company ? (
          <Heading size="2xl" data-testid="company-home-title">
            {company.name}
          </Heading>
        ) : (
          <Skeleton h="9" w="64" />
        )}
        <Text color="fg.muted" mt="1">
          <FormattedMessage
            id="home.today"
            defaultMessage="Today is {date}"
            values={{ date: formatDate(new Date()) }}
          />
        </Text>
      </Box>

      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Card.Root>
          <Card.Body>
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="home.country" defaultMessage="Country" />
            </Text>
            <Text fontWeight="semibold" fontSize="lg">
              {company?.country ?? '—'}
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="home.baseCurrency" defaultMessage="Base currency" />
            </Text>
            <Text fontWeight="semibold" fontSize="lg">
              {company?.baseCurrency ?? '—'}
            </Text>
          </Card.Body>
        </Card.Root>
        {/* What waits for this user's decision, as the sidebar's inboxes count it. */}
        <Card.Root data-testid="home-inbox">
          <Card.Body px="1" py="3">
            <PosoInbox companyId={companyId} active={null} onNavigate={() => undefined} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <RecentDocuments companyId={companyId} baseCurrency={company?.baseCurrency ?? null} />

      <Stack gap="3">
        <Heading size="md">
          <FormattedMessage id="home.tools" defaultMessage="Tools" />
        </Heading>
        {loading && tools.length === 0 ? (
          <Skeleton h="20" />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {tools.map((tool) => (
              <Card.Root key={tool.toolId} variant="outline">
                <Card.Body>
                  <HStack justify="space-between" gap="4">
                    <Box>
                      <Text fontWeight="semibold">{toolName(intl, tool)}</Text>
                      {tool.hasAccess ? (
                        <Badge colorPalette="green" mt="1">
                          <FormattedMessage id="home.subscribed" defaultMessage="Subscribed" />
                        </Badge>
                      ) : (
                        <Badge colorPalette="gray" mt="1">
                          <FormattedMessage
                            id="apps.notSubscribed"
                            defaultMessage="Tool is not subscribed"
                          />
                        </Badge>
                      )}
                    </Box>
                    {tool.hasAccess && (
                      <Button asChild size="sm" variant="subtle">
                        <RouterLink
                          to={`${base}/${tool.toolPrefix === 'poso' ? 'poso/DashBoard' : 'reconciliation/vendor-customer'}`}
                        >
                          <FormattedMessage id="home.open" defaultMessage="Open" />
                        </RouterLink>
                      </Button>
                    )}
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="3">
        <Heading size="md">
          <FormattedMessage id="home.shortcuts" defaultMessage="Shortcuts" />
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {links.map((link) => (
            <Button key={link.to} asChild variant="outline" justifyContent="space-between" h="14">
              <RouterLink to={link.to}>
                <HStack gap="3">
                  {link.icon}
                  <Text>{link.label}</Text>
                </HStack>
                <LuArrowRight />
              </RouterLink>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
