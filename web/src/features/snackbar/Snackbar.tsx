import { Button, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { toaster } from './snackbar';

/**
 * Renders queued snackbar messages with close, and UNDO only on a message whose action can
 * still be taken back (it was given an `onUndo`): an UNDO that does nothing would lie.
 *
 * Motion: the toaster itself slides each snackbar in and out and moves the stack when one
 * leaves (CSS transitions on its own position variables, which a second animator would fight,
 * and which keep framer-motion out of the /login chunks the snackbar ships in). It stays still
 * for people who asked their system to reduce motion.
 */
export function Snackbar() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const onUndo = (toast.meta as { onUndo?: () => void } | undefined)?.onUndo;
          return (
            <Toast.Root
              width={{ md: 'sm' }}
              _motionReduce={{ transition: 'none' }}
              data-testid="snackbar"
            >
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {onUndo && (
                // The toast's own text colour and an outline: readable on every alert colour.
                <Button
                  size="xs"
                  variant="outline"
                  color="inherit"
                  borderColor="currentColor"
                  fontWeight="bold"
                  data-testid="snackbar-undo"
                  onClick={() => {
                    onUndo();
                    toaster.dismiss(toast.id);
                  }}
                >
                  <FormattedMessage id="snackbar.undo" defaultMessage="UNDO" />
                </Button>
              )}
              <Toast.CloseTrigger />
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
