import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { uiLabels } from '../messages';

export type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  size?: 'sm' | 'md' | 'lg';
  /** The field that gets focus on open. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  testId: string;
  /** Body and footer. */
  children: ReactNode;
};

/** Every dialog: centred, focus trapped inside, Esc and the close button close it. */
export function DialogFrame({
  open,
  onClose,
  title,
  size = 'md',
  initialFocus,
  testId,
  children,
}: DialogFrameProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
      size={size}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(title)}</Dialog.Title>
            </Dialog.Header>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(uiLabels.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
