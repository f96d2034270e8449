import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LuMenu, LuPalette } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../session/useSession';
import { AppsMenu } from './AppsMenu';
import { CompanySelector } from './CompanySelector';
import { HeaderSearch } from './HeaderSearch';
import { HeaderToolsDrawer } from './HeaderToolsDrawer';
import { phoneQuery, useMediaQuery } from '../../ui/useMediaQuery';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NotificationsMenu } from './NotificationsMenu';
import { ProfileMenu } from './ProfileMenu';

export const headerHeight = '88px';

type HeaderProps = {
  showMenuButton: boolean;
  onMenuClick: () => void;
  onCustomiseClick: () => void;
};

export function Header({ showMenuButton, onMenuClick, onCustomiseClick }: HeaderProps) {
  const intl = useIntl();
  const { company } = useSession();
  const phone = useMediaQuery(phoneQuery);
  const tools = (
    <>
      <AppsMenu />
      <LanguageMenu />
      <IconButton
        variant="ghost"
        size="sm"
        onClick={onCustomiseClick}
        aria-label={intl.formatMessage({
          id: 'header.customise',
          defaultMessage: 'Live customise',
        })}
        data-testid="customise-button"
      >
        <LuPalette />
      </IconButton>
    </>
  );
  return (
    <Flex
      as="header"
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="sticky"
      h={headerHeight}
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      bg="bg"
      borderBottomWidth="1px"
    >
      {showMenuButton && (
        <IconButton
          variant="subtle"
          size="sm"
          onClick={onMenuClick}
          aria-label={intl.formatMessage({ id: 'header.menu', defaultMessage: 'Menu' })}
          data-testid="menu-button"
        >
          <LuMenu />
        </IconButton>
      )}
      <RouterLink to="/dashboard/default" style={{ minWidth: 0 }}>
        {company ? (
          <Text
            fontWeight="bold"
            fontSize="lg"
            truncate
            maxW={{ base: '32', md: '64' }}
            data-testid="company-name"
          >
            {company.name}
          </Text>
        ) : (
          <Logo />
        )}
      </RouterLink>
      {!phone && (
        <Box hideBelow="md" ms="4">
          <HeaderSearch />
        </Box>
      )}
      <HStack gap="1" ms="auto" flexShrink={0}>
        {phone ? (
          <>
            <NotificationsMenu />
            <HeaderToolsDrawer>
              <HeaderSearch fill />
              <CompanySelector />
              <HStack gap="1">{tools}</HStack>
            </HeaderToolsDrawer>
          </>
        ) : (
          <>
            <CompanySelector />
            {tools}
            <NotificationsMenu />
          </>
        )}
        <ProfileMenu />
      </HStack>
    </Flex>
  );
}
