import { useIntl } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import type { PaymentStatus } from '../../../gql/graphql';
import { ActionButton } from '../../../ui/actions/ActionButton';
import { usePosoConfirmations } from '../shared/confirmations';
import { actionLabels } from '../shared/labels';
import { useConfirmPayment } from './useConfirmPayment';

/**
 * Confirm on a claimed payment the vendor received. In a list the shell's snackbar says what
 * went wrong; a dialog passes `onFailure` to say it itself.
 */
export function ConfirmPaymentButton({
  payment,
  testId = 'confirm-payment',
  onFailure,
}: {
  payment: {
    id: number;
    status: PaymentStatus;
    referenceNumber: string;
    amount: string;
    currency: string;
  };
  testId?: string;
  onFailure?: (error: unknown) => void;
}) {
  const intl = useIntl();
  const confirm = useConfirmPayment(payment, { quiet: Boolean(onFailure) });
  const confirmations = usePosoConfirmations();
  return (
    <ActionButton
      action={{
        pending: confirm.pending,
        trigger: async () => {
          const outcome = await confirm.trigger();
          if (outcome && !outcome.ok) onFailure?.(outcome.error);
          return outcome;
        },
      }}
      testId={testId}
      confirm={confirmations.confirmPayment({
        number: payment.referenceNumber,
        amount: payment.amount,
        currency: payment.currency,
      })}
      size="xs"
      colorPalette="green"
    >
      <LuCheck />
      {intl.formatMessage(actionLabels.confirm)}
    </ActionButton>
  );
}
