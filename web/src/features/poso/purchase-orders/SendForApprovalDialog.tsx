import { NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { ErrorNotice } from '../../../ui/display/ErrorNotice';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { useSession } from '../../session/useSession';
import { usePosoAlert } from '../shared/alerts';
import { actionLabels, fieldLabels } from '../shared/labels';
import { defaultApproverId, personName } from '../shared/people';

const SendForApprovalDialogPurchaseOrder = graphql(`
  fragment SendForApprovalDialog_PurchaseOrder on PurchaseOrder {
    id
    poNumber
    status
    approverUserId
    authorUserId
    vendor {
      id
      name
    }
  }
`);

const ApproversQuery = graphql(`
  query SendForApprovalDialog_Approvers {
    approvers(kind: PURCHASE_ORDER) {
      id
      userName
      firstName
      lastName
      role
    }
    posoSettings {
      separationOfDuties
    }
  }
`);

const SendMutation = graphql(`
  mutation SendForApprovalDialog_Send(
    $id: Int!
    $approverUserId: Int!
    $fromStatus: PurchaseOrderStatus
    $idempotencyKey: String!
  ) {
    sendPurchaseOrderForApproval(
      id: $id
      approverUserId: $approverUserId
      fromStatus: $fromStatus
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
      approverUserId
      isEditAllowed
      isSendAllowed
    }
  }
`);

const messages = defineMessages({
  hint: {
    id: 'poso.purchaseOrders.send.hint',
    defaultMessage:
      'The approver sees {number} in their approval queue; once approved it goes to {vendor}.',
  },
  none: {
    id: 'poso.purchaseOrders.send.none',
    defaultMessage: 'Nobody in this company can approve purchase orders yet.',
  },
  noneButAuthor: {
    id: 'poso.purchaseOrders.send.noneButAuthor',
    defaultMessage:
      'Only you could approve it, and the author of an order may not approve it. Invite another approver, or ask a company administrator to allow one person to do both.',
  },
  choose: { id: 'poso.purchaseOrders.send.choose', defaultMessage: 'Choose an approver' },
});
// Messages with values are formatted through the untyped descriptor, as elsewhere in the app.
const hintMessage: MessageDescriptor = messages.hint;

type Values = { approverUserId: string };

/** Sends a draft (or approver-rejected) PO to an approver the user chooses. */
export function SendForApprovalDialog({
  po: masked,
  open,
  onClose,
}: {
  po: FragmentType<typeof SendForApprovalDialogPurchaseOrder>;
  open: boolean;
  onClose: () => void;
}) {
  const po = getFragmentData(SendForApprovalDialogPurchaseOrder, masked);
  const intl = useIntl();
  const rules = useFieldRules();
  const alert = usePosoAlert();
  const { user } = useSession();
  const select = useRef<HTMLSelectElement | null>(null);
  const approvers = useQuery(ApproversQuery, { skip: !open });
  const [send] = useMutation(SendMutation, { context: quiet, refetchQueries: 'active' });
  const form = useForm<Values>({ defaultValues: { approverUserId: '' } });
  const action = useFormAction({
    form,
    open,
    scope: `send-po:${po.id}`,
    run: (values: Values, idempotencyKey) =>
      send({
        variables: {
          id: po.id,
          approverUserId: Number(values.approverUserId),
          fromStatus: po.status,
          idempotencyKey,
        },
      }),
    onSuccess: () => {
      alert('poSentForApproval');
      onClose();
    },
  });

  // With separation of duties the server refuses the author and the sender as approver, so
  // they are not offered.
  const list = approvers.data
    ? approvers.data.approvers.filter(
        (approver) =>
          !approvers.data?.posoSettings.separationOfDuties ||
          (approver.id !== user?.id && approver.id !== po.authorUserId),
      )
    : undefined;
  const preferred = list ? defaultApproverId(list, user?.id, po.approverUserId) : null;
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset({ approverUserId: preferred === null ? '' : String(preferred) });
  }, [open, preferred, reset]);

  const field = form.register('approverUserId', { validate: rules.required });
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
    body = (
      <Text color="fg.muted" data-testid="send-no-approver">
        {intl.formatMessage(
          approvers.data?.approvers.length ? messages.noneButAuthor : messages.none,
        )}
      </Text>
    );
  } else {
    body = (
      <FormField<Values>
        name="approverUserId"
        label={intl.formatMessage(fieldLabels.approver)}
        required
        helper={intl.formatMessage(hintMessage, { number: po.poNumber, vendor: po.vendor.name })}
      >
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
      </FormField>
    );
  }

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={actionLabels.sendForApproval}
      submitLabel={actionLabels.sendForApproval}
      action={action}
      initialFocus={select}
      testId="send-dialog"
    >
      {body}
    </FormDialog>
  );
}
