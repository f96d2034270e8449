import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { LuBuilding2, LuChevronDown } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useSession } from '../session/useSession';
import { HeaderMyCompaniesQuery } from './header.operations';
import { headerPositioning } from './header-positioning';

export function CompanySelector() {
  const { companyId } = useSession();
  const navigate = useNavigate();
  const { data } = useQuery(HeaderMyCompaniesQuery);
  const companies = data?.myCompanies ?? [];
  const current = companies.find((c) => c.id === companyId);

  return (
    <Menu.Root
      positioning={headerPositioning()}
      onSelect={({ value }) => void navigate(`/dashboard/default/${value}`)}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" maxW="56" data-testid="company-selector">
          <LuBuilding2 />
          <Text truncate>
            {current?.name ?? (
              <FormattedMessage id="header.chooseCompany" defaultMessage="Choose company" />
            )}
          </Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <FormattedMessage id="header.yourCompanies" defaultMessage="Your companies" />
              </Menu.ItemGroupLabel>
              {companies.map((company) => (
                <Menu.Item key={company.id} value={String(company.id)}>
                  {company.name}
                </Menu.Item>
              ))}
              {companies.length === 0 && (
                <Menu.Item value="none" disabled>
                  <FormattedMessage id="header.noCompanies" defaultMessage="No companies yet" />
                </Menu.Item>
              )}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="" onSelect={() => void navigate('/dashboard/default')}>
              <FormattedMessage id="header.allCompanies" defaultMessage="All companies" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
