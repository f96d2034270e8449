import { CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { uiLabels } from '../../ui/messages';
import { LuEllipsisVertical } from 'react-icons/lu';

/**
 * On a phone the header keeps its menu button, the company, notifications and the profile;
 * search, the company selector and the other tools move into this drawer, so none is lost.
 */
export function HeaderToolsDrawer({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
    >
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage({
            id: 'header.tools',
            defaultMessage: 'Search and tools',
          })}
          data-testid="header-tools"
        >
          <LuEllipsisVertical />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs" data-testid="header-tools-drawer">
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(uiLabels.close)} />
            </Drawer.CloseTrigger>
            <Drawer.Body pt="12">
              <Stack gap="4" align="stretch">
                {children}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
