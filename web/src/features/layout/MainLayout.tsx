import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { uiLabels } from '../../ui/messages';
import { MotionRoot } from '../../ui/motion/MotionRoot';
import { CustomiseDrawer } from '../customisation/CustomiseDrawer';
import { PhoneCardsContext } from '../../ui/lists/phone-cards';
import { Breadcrumbs } from './Breadcrumbs';
import { PageNameProvider } from './page-name';
import { Header, headerHeight } from './Header';
import ErrorPage from '../public-pages/ErrorPage';
import { companyIdOf, hasBadCompanyId, workAreaOf } from './navigation';
import { drawerWidth, Sidebar } from './Sidebar';
import { useCompanyRouteSync } from './useCompanyRouteSync';
import { useMediaQuery } from '../../ui/useMediaQuery';

export function MainLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const badCompany = hasBadCompanyId(pathname);
  const area = badCompany ? null : workAreaOf(pathname);
  const urlCompanyId = companyIdOf(pathname);
  const wide = useMediaQuery('(min-width: 960px)');
  const [drawerOpen, setDrawerOpen] = useState(wide);
  const [customising, setCustomising] = useState(false);

  useCompanyRouteSync(urlCompanyId);

  useEffect(() => setDrawerOpen(wide), [wide]);

  // To the top on each new page, not on the first: a page just loaded is at the top, and the
  // scroll would force a layout before the screen has drawn.
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  const sidebar =
    area && urlCompanyId !== null ? (
      <Sidebar
        area={area}
        companyId={urlCompanyId}
        onNavigate={() => {
          if (!wide) setDrawerOpen(false);
        }}
      />
    ) : null;
  const docked = Boolean(sidebar) && wide && drawerOpen;

  // Motion is set up here, not at the app root: /login's chunks stay free of framer-motion.
  return (
    <MotionRoot>
      <PageNameProvider>
        <Box minH="100vh">
          <Header
            showMenuButton={Boolean(sidebar)}
            onMenuClick={() => setDrawerOpen((open) => !open)}
            onCustomiseClick={() => setCustomising(true)}
          />
          {docked && (
            <Box
              as="aside"
              position="fixed"
              top={headerHeight}
              bottom="0"
              insetStart="0"
              w={drawerWidth}
              bg="bg"
              borderEndWidth="1px"
              overflowY="auto"
              data-testid="drawer"
              data-state="open"
            >
              {sidebar}
            </Box>
          )}
          {sidebar && !wide && (
            <Drawer.Root
              lazyMount
              unmountOnExit
              open={drawerOpen}
              onOpenChange={({ open }) => setDrawerOpen(open)}
              placement="start"
            >
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW={drawerWidth} data-testid="drawer">
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label={intl.formatMessage(uiLabels.close)} />
                    </Drawer.CloseTrigger>
                    <Drawer.Body p="0" pt="8">
                      {sidebar}
                    </Drawer.Body>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          )}
          <Box
            as="main"
            pt={`calc(${headerHeight} + 24px)`}
            pb="10"
            px={{ base: '4', md: '8' }}
            ms={docked ? drawerWidth : '0'}
            transition="margin 0.2s"
          >
            {badCompany ? (
              <ErrorPage />
            ) : (
              <>
                <Breadcrumbs />
                <PhoneCardsContext value={area === 'poso'}>
                  <ScreenOutlet />
                </PhoneCardsContext>
              </>
            )}
          </Box>
          <CustomiseDrawer open={customising} onClose={() => setCustomising(false)} />
        </Box>
      </PageNameProvider>
    </MotionRoot>
  );
}

/**
 * The route's screen, mounted in a render of its own that yields to the browser every few
 * milliseconds: whatever update first reaches it (the session, the company, a media query) would
 * otherwise draw the whole screen in one long task on a first load. Later screens come through
 * the router's navigations, which are transitions already.
 */
function ScreenOutlet() {
  const ready = useDeferredValue(true, false);
  return ready ? <Outlet /> : null;
}
