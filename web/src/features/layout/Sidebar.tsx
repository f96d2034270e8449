import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { activeNavPath, sidebars, type WorkArea } from './navigation';
import { PosoInbox } from './PosoInbox';

export const drawerWidth = '260px';

type SidebarProps = { area: WorkArea; companyId: number; onNavigate: () => void };

export function Sidebar({ area, companyId, onNavigate }: SidebarProps) {
  const active = activeNavPath(area, useLocation().pathname);
  return (
    <Stack as="nav" gap="5" p="4" data-testid="sidebar">
      {area === 'poso' && (
        <PosoInbox companyId={companyId} active={active} onNavigate={onNavigate} />
      )}
      {sidebars[area].map((group) => (
        <Box key={group.title.id}>
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="2" px="3">
            <FormattedMessage {...group.title} />
          </Text>
          <Stack gap="1">
            {group.items.map((item) => (
              <NavLink
                key={item.path}
                to={
                  item.href ? item.href(companyId) : `/dashboard/default/${companyId}/${item.path}`
                }
                onClick={onNavigate}
                style={{ display: 'block' }}
              >
                {() => (
                  <Button
                    as="span"
                    variant={item.path === active ? 'subtle' : 'ghost'}
                    aria-current={item.path === active ? 'page' : undefined}
                    data-active={item.path === active ? '' : undefined}
                    justifyContent="flex-start"
                    width="full"
                    size="sm"
                    fontWeight={item.path === active ? 'semibold' : 'normal'}
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
