import { Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { PurchaseOrderStatus } from '../../../../gql/graphql';
import { useSession } from '../../../session/useSession';
import { usePosoAlert } from '../../shared/alerts';
import { ErrorNotice } from '../../shared/ErrorNotice';
import { FormDialog } from '../../shared/FormDialog';
import { useDialogAction } from '../../shared/useDialogAction';
import { useFieldRules } from '../../shared/useFieldRules';
import { actions, purchasesLabels } from '../messages';
import { defaultApproverId, personName } from '../people';
import { quiet, reloadOnConflict } from '../useDocumentAction';
import { SendForApprovalApproversQuery, ViewPoSendForApprovalMutation } from './orders.operations';

const messages = defineMessages({
  hint: {
    id: 'purchases.send.hint',
    defaultMessage:
      'The approver sees {number} in their approval queue; once approved it goes to {vendor}.',
  },
  none: {
    id: 'purchases.send.none',
    defaultMessage: 'Nobody in this company can approve purchase orders yet.',
  },
  choose: { id: 'purchases.send.choose', defaultMessage: 'Choose an approver' },
});
// Messages with values are formatted through the untyped descriptor, as elsewhere in the app.
const hintMessage: MessageDescriptor = messages.hint;

type Values = { approverUserId: string };
const fields = ['approverUserId'] as const;

export type SendablePo = {
  id: number;
  poNumber: string;
  status: PurchaseOrderStatus;
  vendor: { name: string };
  approverUserId?: number | null;
};

/** Sends a draft (or approver-rejected) PO to an approver the user chooses. */
export function SendForApprovalDialog({
  po,
  open,
  onClose,
  onReload,
}: {
  po: SendablePo;
  open: boolean;
  onClose: () => void;
  /** The PO moved on under the user: show its current state. */
  onReload: () => void;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const alert = usePosoAlert();
  const { user } = useSession();
  const select = useRef<HTMLSelectElement | null>(null);
  const approvers = useQuery(SendForApprovalApproversQuery, { skip: !open });
  const [send] = useMutation(ViewPoSendForApprovalMutation, {
    context: quiet,
    refetchQueries: 'active',
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: { approverUserId: '' },
  });
  const action = useDialogAction<Values, 'approverUserId'>({
    open,
    scope: `send-po-${po.id}`,
    fields,
    setError,
    onConfirm: async (values, { idempotencyKey }) => {
      await send({
        variables: {
          id: po.id,
          approverUserId: Number(values.approverUserId),
          fromStatus: po.status,
          idempotencyKey,
        },
      }).catch((error: unknown) => reloadOnConflict(error, onReload));
      alert('poSentForApproval');
    },
    onDone: onClose,
  });

  const list = approvers.data?.approvers;
  const preferred = list ? defaultApproverId(list, user?.id, po.approverUserId) : null;
  useEffect(() => {
    if (!open) return;
    reset({ approverUserId: preferred === null ? '' : String(preferred) });
  }, [open, preferred, reset]);

  const error = formState.errors.approverUserId;
  const field = register('approverUserId', { validate: rules.required });
  let body;
  if (approvers.error && !list) {
    body = (
      <ErrorNotice
        error={approvers.error}
        onRetry={() => void approvers.refetch()}
        testId="send-approvers-error"
      />
    );
  } else if (!list) {
    body = <Skeleton h="10" />;
  } else if (list.length === 0) {
    body = <Text color="fg.muted">{intl.formatMessage(messages.none)}</Text>;
  } else {
    body = (
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {intl.formatMessage(purchasesLabels.approver)}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...field}
            ref={(element) => {
              field.ref(element);
              select.current = element;
            }}
            data-testid="send-approver"
          >
            <option value="">{intl.formatMessage(messages.choose)}</option>
            {list.map((approver) => (
              <option key={approver.id} value={approver.id}>
                {personName(approver)} ({approver.userName})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? (
          <Field.ErrorText>{error.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {intl.formatMessage(hintMessage, { number: po.poNumber, vendor: po.vendor.name })}
          </Field.HelperText>
        )}
      </Field.Root>
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={actions.sendForApproval}
      submitLabel={actions.sendForApproval}
      onSubmit={handleSubmit(action.run)}
      pending={action.pending}
      formError={action.formError}
      initialFocus={select}
      testId="send-dialog"
    >
      {body}
    </FormDialog>
  );
}
