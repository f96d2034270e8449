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
import type { IconType } from 'react-icons';
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

/** Every step in the order of the bar; the service says which of them this user may take. */
const ACTIONS: {
  action: RecoAction;
  label: MessageDescriptor;
  icon: IconType;
  variant?: 'solid' | 'outline';
  palette?: string;
}[] = [
  { action: 'TAG', label: messages.tag, icon: LuTag },
  { action: 'CHANGE_ASSIGNEE', label: messages.changeAssignee, icon: LuUserCog },
  { action: 'CHANGE_REVIEWER', label: messages.changeReviewer, icon: LuUserCog },
  { action: 'MAKE_INACTIVE', label: messages.inactive, icon: LuBan },
  { action: 'RESTART', label: messages.restart, icon: LuRotateCcw },
  { action: 'REJECT', label: messages.reject, icon: LuX, palette: 'red' },
  { action: 'ACCEPT', label: messages.accept, icon: LuCheck, variant: 'solid', palette: 'green' },
  { action: 'SUBMIT', label: messages.submit, icon: LuSend, variant: 'solid' },
];

/**
 * The steps the signed-in user may take on this reconciliation now, as the service decides
 * them (state x role): submit, accept, reject with remarks, restart, make inactive, reassign.
 * One bar of buttons from ACTIONS, and the one dialog of the step chosen.
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
  const [dialog, setDialog] = useState<RecoAction | null>(null);
  const close = () => setDialog(null);
  const allowed = (action: RecoAction) => reco.allowedActions.includes(action);
  const variables = { recoId: reco.id, fromState: reco.state };
  const said = (message: MessageDescriptor) =>
    showSnackbar({ message: intl.formatMessage(message), variant: 'alert', severity: 'success' });
  const optional = (remarks: string) => (remarks ? { remarks } : {});

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

  const remarksStep = (
    testId: string,
    title: MessageDescriptor,
    required: boolean,
    run: (remarks: string) => Promise<unknown>,
    done: MessageDescriptor,
  ) => (
    <RemarksDialog
      open
      onClose={close}
      title={title}
      required={required}
      scope={`${testId}-reco:${reco.id}`}
      run={async (remarks) => {
        await run(remarks);
        said(done);
      }}
      testId={`${testId}-dialog`}
    />
  );
  const personStep = (
    testId: string,
    title: MessageDescriptor,
    choices: Person[] | undefined,
    current: Person | null | undefined,
    run: (userId: number) => Promise<unknown>,
  ) => (
    <PersonDialog
      open
      onClose={close}
      title={title}
      people={choices ?? []}
      current={current?.id ?? null}
      scope={`${testId}-reco:${reco.id}`}
      run={async (userId) => {
        await run(userId);
        said(messages.changed);
      }}
      testId={`${testId}-dialog`}
    />
  );
  // The one dialog of the step chosen; SUBMIT needs none.
  const dialogs: Partial<Record<RecoAction, () => React.ReactNode>> = {
    TAG: () => <TagRecoDialog recoId={reco.id} open onClose={close} />,
    ACCEPT: () =>
      remarksStep(
        'accept',
        messages.acceptTitle,
        false,
        (remarks) => accept({ variables: { ...variables, ...optional(remarks) } }),
        messages.accepted,
      ),
    REJECT: () =>
      remarksStep(
        'reject',
        messages.rejectTitle,
        true,
        (remarks) => reject({ variables: { ...variables, remarks } }),
        messages.rejected,
      ),
    MAKE_INACTIVE: () =>
      remarksStep(
        'inactive',
        messages.inactiveTitle,
        false,
        (remarks) => inactive({ variables: { ...variables, ...optional(remarks) } }),
        messages.madeInactive,
      ),
    CHANGE_ASSIGNEE: () =>
      personStep(
        'assignee',
        messages.changeAssignee,
        people.data?.recoReconcilers,
        reco.assignee,
        (userId) => assignee({ variables: { ...variables, userId } }),
      ),
    CHANGE_REVIEWER: () =>
      personStep(
        'reviewer',
        messages.changeReviewer,
        people.data?.recoReviewers,
        reco.reviewer,
        (userId) => reviewer({ variables: { ...variables, userId } }),
      ),
    RESTART: () => (
      <RestartDialog
        open
        onClose={close}
        scope={`restart-reco:${reco.id}`}
        run={async (values) => {
          const answer = await restart({
            variables: {
              ...variables,
              keepBooks: values.keepBooks,
              keepCounterparty: values.keepCounterparty,
              ...optional(values.remarks.trim()),
            },
          });
          said(messages.restarted);
          const next = answer.data?.restartReco.currentIterationId;
          if (next) void navigate(links.iteration(next));
        }}
      />
    ),
  };

  return (
    <>
      <HStack gap="2" wrap="wrap" data-testid="reco-actions">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to={links.history(reco.id)} data-testid="open-history">
            <LuHistory />
            {intl.formatMessage(titles.history)}
          </RouterLink>
        </Button>
        {ACTIONS.filter(({ action }) => allowed(action)).map(
          ({ action, label, icon: ActionIcon, variant, palette }) => (
            <Button
              key={action}
              size="sm"
              variant={variant ?? 'outline'}
              colorPalette={palette}
              loading={action === 'SUBMIT' && submitStep.pending}
              onClick={() => (action === 'SUBMIT' ? void submitStep.trigger() : setDialog(action))}
              data-testid={`reco-action-${action}`}
            >
              <ActionIcon />
              {intl.formatMessage(label)}
            </Button>
          ),
        )}
      </HStack>
      {dialog && dialogs[dialog]?.()}
    </>
  );
}
