import { Button, Dialog, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DialogFrame } from '../display/DialogFrame';
import { uiLabels } from '../messages';

/** What a confirmation asks: its title, the sentence naming the document and amount, the button. */
export type Confirmation = {
  title: MessageDescriptor;
  /** Names the document and its amount, and says what cannot be undone. */
  body: ReactNode;
  confirmLabel: MessageDescriptor;
  /** Red for a rejection; the default colour otherwise. */
  colorPalette?: 'red' | 'green';
};

/**
 * Asks before an irreversible step. Focus starts on Cancel, so Enter or Space right after
 * opening cancels; confirming takes a deliberate Tab or click. Esc closes.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  pending,
  confirmation,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  confirmation: Confirmation;
  testId?: string;
}) {
  const intl = useIntl();
  const cancel = useRef<HTMLButtonElement | null>(null);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={confirmation.title}
      size="sm"
      initialFocus={cancel}
      testId={testId}
    >
      <Dialog.Body>
        <Text data-testid={`${testId}-body`}>{confirmation.body}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          ref={cancel}
          variant="outline"
          onClick={onClose}
          type="button"
          data-testid={`${testId}-cancel`}
        >
          {intl.formatMessage(uiLabels.cancel)}
        </Button>
        <Button
          type="button"
          loading={pending}
          colorPalette={confirmation.colorPalette}
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
        >
          {intl.formatMessage(confirmation.confirmLabel)}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
