import { Button, Dialog, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { DialogFrame } from '../display/DialogFrame';

const messages = defineMessages({
  title: { id: 'ui.leave.title', defaultMessage: 'Leave without saving?' },
  body: {
    id: 'ui.leave.body',
    defaultMessage: 'What you typed on this page is not saved yet and will be lost.',
  },
  stay: { id: 'ui.leave.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'ui.leave.leave', defaultMessage: 'Leave' },
});

/**
 * Warns before a dirty form is left: a link inside the app asks first (Stay has the focus,
 * so Enter keeps the work), closing or reloading the tab gets the browser's own warning.
 * `guard(run)` wraps a save: while it runs (and after it succeeded) navigation is free, so
 * the save's own navigation passes; a failed save guards again.
 */
export function useLeaveGuard(dirty: boolean): {
  dialog: ReactNode;
  guard: <Args extends unknown[], Result>(
    run: (...args: Args) => Promise<Result>,
  ) => (...args: Args) => Promise<Result>;
} {
  const intl = useIntl();
  const released = useRef(false);
  const stay = useRef<HTMLButtonElement | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <DialogFrame
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={messages.title}
      size="sm"
      initialFocus={stay}
      testId="leave-dialog"
    >
      <Dialog.Body>
        <Text>{intl.formatMessage(messages.body)}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          ref={stay}
          variant="outline"
          onClick={() => blocker.reset?.()}
          data-testid="leave-stay"
        >
          {intl.formatMessage(messages.stay)}
        </Button>
        <Button colorPalette="red" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
          {intl.formatMessage(messages.leave)}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
  const guard =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      released.current = true;
      try {
        return await run(...args);
      } catch (error) {
        released.current = false;
        throw error;
      }
    };
  return { dialog, guard };
}
