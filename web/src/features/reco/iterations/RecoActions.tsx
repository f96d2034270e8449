import { Button, Checkbox, HStack, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import {
  LuTag,
  LuCheck,
  LuHistory,
  LuRotateCcw,
  LuSend,
  LuUserCog,
  LuX,
  LuBan,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { RecoAction, RecoState } from '../../../gql/graphql';
import { quiet } from '../../../ui/actions/useAction';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { showSnackbar } from '../../snackbar/snackbar';
import { fieldLabels, titles } from '../shared/labels';
import { personName } from '../shared/parts';
import { useRecoScope } from '../shared/useRecoScope';
import { useRecoConflict, useRecoStep } from '../shared/useRecoStep';
import { TagRecoDialog } from './TagRecoDialog';

const SubmitMutation = graphql(`
  mutation RecoActions_Submit($recoId: Int!, $fromState: RecoState) {
    submitReco(recoId: $recoId, fromState: $fromState) {
      id
      state
      allowedActions
      currentIterationId
    }
  }
`);
const AcceptMutation = graphql(`
  mutation RecoActions_Accept($recoId: Int!, $fromState: RecoState, $remarks: String) {
    acceptReco(recoId: $recoId, fromState: $fromState, remarks: $remarks) {
      id
      state
      allowedActions
      currentIterationId
    }
  }
`);
const RejectMutation = graphql(`
  mutation RecoActions_Reject($recoId: Int!, $fromState: RecoState, $remarks: String!) {
    rejectReco(recoId: $recoId, fromState: $fromState, remarks: $remarks) {
      id
      state
      allowedActions
      currentIterationId
    }
  }
`);
const InactiveMutation = graphql(`
  mutation RecoActions_Inactive($recoId: Int!, $fromState: RecoState, $remarks: String) {
    makeRecoInactive(recoId: $recoId, fromState: $fromState, remarks: $remarks) {
      id
      state
      allowedActions
      currentIterationId
    }
  }
`);
const RestartMutation = graphql(`
  mutation RecoActions_Restart(
    $recoId: Int!
    $fromState: RecoState
    $keepBooks: Boolean!
    $keepCounterparty: Boolean!
    $remarks: String
  ) {
    restartReco(
      recoId: $recoId
      fromState: $fromState
      keepBooks: $keepBooks
      keepCounterparty: $keepCounterparty
      remarks: $remarks
    ) {
      id
      state
      allowedActions
      currentIterationId
    }
  }
`);
const AssigneeMutation = graphql(`
  mutation RecoActions_Assignee($recoId: Int!, $fromState: RecoState, $userId: Int!) {
    changeRecoAssignee(recoId: $recoId, fromState: $fromState, userId: $userId) {
      id
      state
      allowedActions
      assignee {
        id
        userName
        firstName
        lastName
      }
    }
  }
`);
const ReviewerMutation = graphql(`
  mutation RecoActions_Reviewer($recoId: Int!, $fromState: RecoState, $userId: Int!) {
    changeRecoReviewer(recoId: $recoId, fromState: $fromState, userId: $userId) {
      id
      state
      allowedActions
      reviewer {
        id
        userName
        firstName
        lastName
      }
    }
  }
`);
const PeopleQuery = graphql(`
  query RecoActions_People {
    recoReconcilers {
      id
      userName
      firstName
      lastName
    }
    recoReviewers {
      id
      userName
      firstName
      lastName
    }
  }
`);

const messages = defineMessages({
  submit: { id: 'reco.action.submit', defaultMessage: 'Submit for review' },
  accept: { id: 'reco.action.accept', defaultMessage: 'Accept' },
  reject: { id: 'reco.action.reject', defaultMessage: 'Reject' },
  restart: { id: 'reco.action.restart', defaultMessage: 'Restart with new files' },
  inactive: { id: 'reco.action.inactive', defaultMessage: 'Make inactive' },
  changeAssignee: { id: 'reco.action.changeAssignee', defaultMessage: 'Change reconciler' },
  changeReviewer: { id: 'reco.action.changeReviewer', defaultMessage: 'Change reviewer' },
  submitted: { id: 'reco.done.submitted', defaultMessage: 'Submitted for review' },
  accepted: { id: 'reco.done.accepted', defaultMessage: 'Reconciliation accepted' },
  rejected: { id: 'reco.done.rejected', defaultMessage: 'Sent back to the reconciler' },
  restarted: { id: 'reco.done.restarted', defaultMessage: 'A new iteration is ready for files' },
  madeInactive: { id: 'reco.done.inactive', defaultMessage: 'Reconciliation made inactive' },
  changed: { id: 'reco.done.changed', defaultMessage: 'Updated Successfully' },
  rejectTitle: { id: 'reco.reject.title', defaultMessage: 'Send back with remarks' },
  acceptTitle: { id: 'reco.accept.title', defaultMessage: 'Accept the result' },
  inactiveTitle: { id: 'reco.inactive.title', defaultMessage: 'Make this reconciliation inactive' },
  restartTitle: { id: 'reco.restart.title', defaultMessage: 'Restart the reconciliation' },
  keepBooks: { id: 'reco.restart.keepBooks', defaultMessage: 'Keep our books file' },
  keepCounterparty: {
    id: 'reco.restart.keepCounterparty',
    defaultMessage: 'Keep the counterparty file',
  },
  confirm: { id: 'reco.action.confirm', defaultMessage: 'Confirm' },
  choosePerson: { id: 'reco.person.choose', defaultMessage: 'Choose a person' },
  tag: { id: 'reco.action.tag', defaultMessage: 'Tag' },
});

type Person = { id: number; userName: string; firstName?: string | null; lastName?: string | null };

type RemarksValues = { remarks: string };

/** Remarks for a step: required when the step sends the work back. */
function RemarksDialog({
  open,
  onClose,
  title,
  required,
  scope,
  run,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  required: boolean;
  scope: string;
  run: (remarks: string) => Promise<unknown>;
  testId: string;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<RemarksValues>({ defaultValues: { remarks: '' } });
  const action = useFormAction<RemarksValues, unknown>({
    form,
    open,
    scope,
    run: (values) => run(values.remarks.trim()),
    onSuccess: onClose,
    onConflict: useRecoConflict(onClose),
  });
  useEffect(() => {
    if (open) form.reset({ remarks: '' });
  }, [open, form]);
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={messages.confirm}
      action={action}
      testId={testId}
    >
      <FormField<RemarksValues>
        name="remarks"
        label={intl.formatMessage(fieldLabels.remarks)}
        required={required}
      >
        <Textarea
          {...form.register('remarks', {
            validate: required ? rules.text(1000) : (v) => v.length <= 1000 || rules.text(1000)(v),
          })}
          rows={4}
          maxLength={1000}
          data-testid={`${testId}-remarks`}
        />
      </FormField>
    </FormDialog>
  );
}

type RestartValues = { keepBooks: boolean; keepCounterparty: boolean; remarks: string };

function RestartDialog({
  open,
  onClose,
  scope,
  run,
}: {
  open: boolean;
  onClose: () => void;
  scope: string;
  run: (values: RestartValues) => Promise<unknown>;
}) {
  const intl = useIntl();
  const form = useForm<RestartValues>({
    defaultValues: { keepBooks: false, keepCounterparty: false, remarks: '' },
  });
  const onConflict = useRecoConflict(onClose);
  const action = useFormAction<RestartValues, unknown>({
    form,
    open,
    scope,
    run,
    onSuccess: onClose,
    onConflict,
  });
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={messages.restartTitle}
      submitLabel={messages.confirm}
      action={action}
      testId="restart-dialog"
    >
      <Stack gap="2">
        {(['keepBooks', 'keepCounterparty'] as const).map((name) => (
          <Checkbox.Root
            key={name}
            checked={form.watch(name)}
            onCheckedChange={(e) => form.setValue(name, e.checked === true)}
            data-testid={`restart-${name}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{intl.formatMessage(messages[name])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <FormField<RestartValues> name="remarks" label={intl.formatMessage(fieldLabels.remarks)}>
        <Textarea
          {...form.register('remarks')}
          rows={3}
          maxLength={1000}
          data-testid="restart-remarks"
        />
      </FormField>
    </FormDialog>
  );
}

type PersonValues = { userId: string };

function PersonDialog({
  open,
  onClose,
  title,
  people,
  current,
  scope,
  run,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: MessageDescriptor;
  people: Person[];
  current: number | null;
  scope: string;
  run: (userId: number) => Promise<unknown>;
  testId: string;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const form = useForm<PersonValues>({ defaultValues: { userId: current ? String(current) : '' } });
  const action = useFormAction<PersonValues, unknown>({
    form,
    open,
    scope,
    run: (values) => run(Number(values.userId)),
    onSuccess: onClose,
    onConflict: useRecoConflict(onClose),
  });
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={title}
      submitLabel={messages.confirm}
      action={action}
      testId={testId}
    >
      <FormField<PersonValues> name="userId" label={intl.formatMessage(title)} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...form.register('userId', { validate: rules.required })}
            data-testid={`${testId}-person`}
          >
            <option value="">{intl.formatMessage(messages.choosePerson)}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {personName(p)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}

type Dialog = 'accept' | 'reject' | 'restart' | 'inactive' | 'assignee' | 'reviewer' | 'tag' | null;

/**
 * The steps the signed-in user may take on this reconciliation now, as the service decides
 * them (state x role): submit, accept, reject with remarks, restart, make inactive, reassign.
 */
export function RecoActions({
  reco,
}: {
  reco: {
    id: number;
    state: RecoState;
    allowedActions: readonly RecoAction[];
    assignee?: Person | null;
    reviewer?: Person | null;
  };
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ready, links } = useRecoScope();
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = (action: RecoAction) => reco.allowedActions.includes(action);
  const variables = { recoId: reco.id, fromState: reco.state };
  const said = (message: MessageDescriptor) =>
    showSnackbar({ message: intl.formatMessage(message), variant: 'alert', severity: 'success' });

  const [submit] = useMutation(SubmitMutation, { context: quiet });
  const [accept] = useMutation(AcceptMutation, { context: quiet });
  const [reject] = useMutation(RejectMutation, { context: quiet });
  const [inactive] = useMutation(InactiveMutation, { context: quiet });
  const [restart] = useMutation(RestartMutation, { context: quiet });
  const [assignee] = useMutation(AssigneeMutation, { context: quiet });
  const [reviewer] = useMutation(ReviewerMutation, { context: quiet });
  const people = useQuery(PeopleQuery, {
    skip: !ready || !(allowed('CHANGE_ASSIGNEE') || allowed('CHANGE_REVIEWER')),
  });

  const submitStep = useRecoStep<void, unknown>({
    scope: `submit-reco:${reco.id}`,
    run: () => submit({ variables }),
    onSuccess: () => said(messages.submitted),
  });

  const button = (
    action: RecoAction,
    label: MessageDescriptor,
    icon: React.ReactNode,
    onClick: () => void,
    options: { variant?: 'solid' | 'outline' | 'ghost'; palette?: string; loading?: boolean } = {},
  ) =>
    allowed(action) && (
      <Button
        size="sm"
        variant={options.variant ?? 'outline'}
        colorPalette={options.palette}
        loading={options.loading}
        onClick={onClick}
        data-testid={`reco-action-${action}`}
      >
        {icon}
        {intl.formatMessage(label)}
      </Button>
    );

  return (
    <>
      <HStack gap="2" wrap="wrap" data-testid="reco-actions">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={links.history(reco.id)} data-testid="open-history">
            <LuHistory />
            {intl.formatMessage(titles.history)}
          </RouterLink>
        </Button>
        {button('TAG', messages.tag, <LuTag />, () => setDialog('tag'))}
        {button('CHANGE_ASSIGNEE', messages.changeAssignee, <LuUserCog />, () =>
          setDialog('assignee'),
        )}
        {button('CHANGE_REVIEWER', messages.changeReviewer, <LuUserCog />, () =>
          setDialog('reviewer'),
        )}
        {button('MAKE_INACTIVE', messages.inactive, <LuBan />, () => setDialog('inactive'))}
        {button('RESTART', messages.restart, <LuRotateCcw />, () => setDialog('restart'))}
        {button('REJECT', messages.reject, <LuX />, () => setDialog('reject'), {
          palette: 'red',
        })}
        {button('ACCEPT', messages.accept, <LuCheck />, () => setDialog('accept'), {
          variant: 'solid',
          palette: 'green',
        })}
        {button('SUBMIT', messages.submit, <LuSend />, () => void submitStep.trigger(), {
          variant: 'solid',
          loading: submitStep.pending,
        })}
      </HStack>

      <RemarksDialog
        open={dialog === 'accept'}
        onClose={() => setDialog(null)}
        title={messages.acceptTitle}
        required={false}
        scope={`accept-reco:${reco.id}`}
        run={async (remarks) => {
          await accept({ variables: { ...variables, ...(remarks ? { remarks } : {}) } });
          said(messages.accepted);
        }}
        testId="accept-dialog"
      />
      <RemarksDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={messages.rejectTitle}
        required
        scope={`reject-reco:${reco.id}`}
        run={async (remarks) => {
          await reject({ variables: { ...variables, remarks } });
          said(messages.rejected);
        }}
        testId="reject-dialog"
      />
      <RemarksDialog
        open={dialog === 'inactive'}
        onClose={() => setDialog(null)}
        title={messages.inactiveTitle}
        required={false}
        scope={`inactive-reco:${reco.id}`}
        run={async (remarks) => {
          await inactive({ variables: { ...variables, ...(remarks ? { remarks } : {}) } });
          said(messages.madeInactive);
        }}
        testId="inactive-dialog"
      />
      <RestartDialog
        open={dialog === 'restart'}
        onClose={() => setDialog(null)}
        scope={`restart-reco:${reco.id}`}
        run={async (values) => {
          const answer = await restart({
            variables: {
              ...variables,
              keepBooks: values.keepBooks,
              keepCounterparty: values.keepCounterparty,
              ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
            },
          });
          said(messages.restarted);
          const next = answer.data?.restartReco.currentIterationId;
          if (next) void navigate(links.iteration(next));
        }}
      />
      {dialog === 'tag' && <TagRecoDialog recoId={reco.id} open onClose={() => setDialog(null)} />}
      {dialog === 'assignee' && (
        <PersonDialog
          open
          onClose={() => setDialog(null)}
          title={messages.changeAssignee}
          people={people.data?.recoReconcilers ?? []}
          current={reco.assignee?.id ?? null}
          scope={`assignee-reco:${reco.id}`}
          run={async (userId) => {
            await assignee({ variables: { ...variables, userId } });
            said(messages.changed);
          }}
          testId="assignee-dialog"
        />
      )}
      {dialog === 'reviewer' && (
        <PersonDialog
          open
          onClose={() => setDialog(null)}
          title={messages.changeReviewer}
          people={people.data?.recoReviewers ?? []}
          current={reco.reviewer?.id ?? null}
          scope={`reviewer-reco:${reco.id}`}
          run={async (userId) => {
            await reviewer({ variables: { ...variables, userId } });
            said(messages.changed);
          }}
          testId="reviewer-dialog"
        />
      )}
    </>
  );
}
