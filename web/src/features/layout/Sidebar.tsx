import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import { sidebars, type WorkArea } from './navigation';

export const drawerWidth = '260px';

type SidebarProps = { area: WorkArea; companyId: number; onNavigate: () => void };

export function Sidebar({ area, companyId, onNavigate }: SidebarProps) {
  return (
    <Stack as="nav" gap="5" p="4" data-testid="sidebar">
      {sidebars[area].map((group) => (
        <Box key={group.title.id}>
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="2" px="3">
            <FormattedMessage {...group.title} />
          </Text>
          <Stack gap="1">
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                to={`/dashboard/default/${companyId}/${item.path}`}
                onClick={onNavigate}
                style={{ display: 'block' }}
              >
                {({ isActive }) => (
                  <Button
                    as="span"
                    variant={isActive ? 'subtle' : 'ghost'}
                    justifyContent="flex-start"
                    width="full"
                    size="sm"
                    fontWeight={isActive ? 'semibold' : 'normal'}
                  >
                    <FormattedMessage {...item.label} />
                  </Button>
                )}
              </NavLink>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
