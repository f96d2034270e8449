import { Button, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { toaster } from './snackbar';

/**
 * Whether a snackbar has been queued yet. The toaster's machine, once mounted, renders the
 * whole app at once (a `flushSync` from its store subscription): at start-up that was a long
 * task on a phone before the first screen, for a snackbar none had asked for. The store keeps
 * what is queued before the toaster mounts, and the toaster shows it when it does.
 */
function useAnySnackbar(): boolean {
  const [any, setAny] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (any) return;
    if (toaster.getCount() > 0) {
      setAny(true);
      return;
    }
    return toaster.subscribe(() => setAny(true));
  }, [any]);
  return any;
}

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
  if (!useAnySnackbar()) return null;
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
