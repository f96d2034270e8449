import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { RecoKind } from '../../../gql/graphql';
import { quiet } from '../../../ui/actions/useAction';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { DateField } from '../../../ui/forms/DateField';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { fieldLabels, kindLabel, recoKinds, titles } from '../shared/labels';
import { periodText, personName } from '../shared/parts';
import { useRecoScope } from '../shared/useRecoScope';

const OptionsQuery = graphql(`
  query NewRecoDialog_Options($kind: RecoKind) {
    recoProjects(kind: $kind, page: 1, size: 100) {
      items {
        id
        name
        periodFrom
        periodTo
      }
    }
    recoParties(page: 1, size: 100) {
      items {
        id
        name
        gstin
      }
    }
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
    companyConnections(status: ACCEPTED) {
      company {
        id
        name
      }
    }
  }
`);

const CreatePartyMutation = graphql(`
  mutation NewRecoDialog_CreateParty($input: CreateRecoPartyInput!) {
    createRecoParty(input: $input) {
      id
      name
    }
  }
`);

const CreateRecoMutation = graphql(`
  mutation NewRecoDialog_CreateReco($input: CreateRecoInput!) {
    createReco(input: $input) {
      id
      currentIterationId
    }
  }
`);

const messages = defineMessages({
  create: { id: 'reco.new.create', defaultMessage: 'Create' },
  chooseProject: { id: 'reco.new.chooseProject', defaultMessage: 'Choose a project' },
  noProject: {
    id: 'reco.new.noProject',
    defaultMessage: 'No project of this kind yet: create one under Projects first.',
  },
  chooseParty: { id: 'reco.new.chooseParty', defaultMessage: 'Choose a party' },
  newParty: { id: 'reco.new.newParty', defaultMessage: 'New party' },
  existingParty: { id: 'reco.new.existingParty', defaultMessage: 'Choose an existing party' },
  partyName: { id: 'reco.new.partyName', defaultMessage: 'Party name' },
  connected: { id: 'reco.new.connected', defaultMessage: 'Company on Concord' },
  outside: { id: 'reco.new.outside', defaultMessage: 'Not on Concord' },
  gstin: { id: 'reco.new.gstin', defaultMessage: 'GSTIN' },
  pan: { id: 'reco.new.pan', defaultMessage: 'PAN' },
  email: { id: 'reco.new.email', defaultMessage: 'Contact e-mail' },
  me: { id: 'reco.new.me', defaultMessage: 'Me' },
  noReviewer: { id: 'reco.new.noReviewer', defaultMessage: 'Choose later' },
  projectPeriod: {
    id: 'reco.new.projectPeriod',
    defaultMessage: 'Leave empty for the project’s period ({period})',
  },
  invalidGstin: { id: 'reco.new.invalidGstin', defaultMessage: 'A GSTIN has 15 characters' },
  invalidPan: { id: 'reco.new.invalidPan', defaultMessage: 'A PAN has 10 characters' },
});

const projectPeriodMessage: MessageDescriptor = messages.projectPeriod;

type Values = {
  kind: RecoKind;
  projectId: string;
  partyMode: 'existing' | 'new';
  partyId: string;
  connectedCompanyId: string;
  name: string;
  gstin: string;
  pan: string;
  contactEmail: string;
  periodFrom: string;
  periodTo: string;
  assigneeId: string;
  reviewerId: string;
};

/**
 * The "New reconciliation" path: kind and project, the party (an existing one, or a new one
 * made here: a company on Concord or an outside party), the period and the people. Opens the
 * new reconciliation's first iteration, where the files go.
 */
export function NewRecoDialog({
  open,
  onClose,
  defaultKind = 'VENDOR',
  defaultProjectId,
}: {
  open: boolean;
  onClose: () => void;
  defaultKind?: RecoKind;
  defaultProjectId?: number;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const navigate = useNavigate();
  const { ready, links } = useRecoScope();
  const form = useForm<Values>({
    defaultValues: {
      kind: defaultKind,
      projectId: defaultProjectId ? String(defaultProjectId) : '',
      partyMode: 'existing',
      partyId: '',
      connectedCompanyId: '',
      name: '',
      gstin: '',
      pan: '',
      contactEmail: '',
      periodFrom: '',
      periodTo: '',
      assigneeId: '',
      reviewerId: '',
    },
  });
  const { register, control, setValue } = form;
  const [kind, partyMode, projectId, connectedCompanyId] = useWatch({
    control,
    name: ['kind', 'partyMode', 'projectId', 'connectedCompanyId'],
  });
  const options = useQuery(OptionsQuery, { variables: { kind }, skip: !ready || !open });
  const [createParty] = useMutation(CreatePartyMutation, { context: quiet });
  const [createReco] = useMutation(CreateRecoMutation, { context: quiet });
  const projects = options.data?.recoProjects.items ?? [];
  const project = projects.find((p) => String(p.id) === projectId);
  const connections = options.data?.companyConnections ?? [];

  // A project of the chosen kind is chosen for the user when there is only one.
  useEffect(() => {
    if (!project && projects.length === 1) setValue('projectId', String(projects[0]!.id));
  }, [project, projects, setValue]);

  // A company on Concord names the party.
  useEffect(() => {
    const company = connections.find((c) => String(c.company.id) === connectedCompanyId);
    if (company) setValue('name', company.company.name);
  }, [connectedCompanyId, connections, setValue]);

  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const action = useFormAction<Values, { id: number; currentIterationId?: number | null }>({
    form,
    open,
    scope: 'create-reco',
    run: async (values) => {
      let partyId = Number(values.partyId);
      if (values.partyMode === 'new') {
        const party = await createParty({
          variables: {
            input: {
              name: values.name.trim(),
              ...(values.connectedCompanyId
                ? { connectedCompanyId: Number(values.connectedCompanyId) }
                : {}),
              ...(optional(values.gstin) ? { gstin: optional(values.gstin)!.toUpperCase() } : {}),
              ...(optional(values.pan) ? { pan: optional(values.pan)!.toUpperCase() } : {}),
              ...(optional(values.contactEmail)
                ? { contactEmail: optional(values.contactEmail) }
                : {}),
            },
          },
        });
        partyId = party.data!.createRecoParty.id;
        // Kept, so a failure below and a second try do not make the party twice.
        setValue('partyMode', 'existing');
        setValue('partyId', String(partyId));
        await options.refetch();
      }
      const reco = await createReco({
        variables: {
          input: {
            projectId: Number(values.projectId),
            partyId,
            ...(values.periodFrom ? { periodFrom: values.periodFrom } : {}),
            ...(values.periodTo ? { periodTo: values.periodTo } : {}),
            ...(values.assigneeId ? { assigneeId: Number(values.assigneeId) } : {}),
            ...(values.reviewerId ? { reviewerId: Number(values.reviewerId) } : {}),
          },
        },
      });
      return reco.data!.createReco;
    },
    onSuccess: (reco) => {
      onClose();
      void navigate(
        reco.currentIterationId ? links.iteration(reco.currentIterationId) : links.history(reco.id),
      );
    },
  });

  const select = (
    name: keyof Values,
    items: { value: string | number; label: string }[],
    placeholder: string,
    testId: string,
    validate?: (value: string) => true | string,
  ) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...register(name, validate ? { validate } : {})} data-testid={testId}>
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const people = (
    list: { id: number; userName: string; firstName?: string | null; lastName?: string | null }[],
  ) => list.map((u) => ({ value: u.id, label: personName(u) ?? u.userName }));

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={titles.newReco}
      submitLabel={messages.create}
      action={action}
      testId="new-reco-dialog"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField<Values> name="kind" label={intl.formatMessage(fieldLabels.kind)} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...register('kind', { onChange: () => setValue('projectId', '') })}
              data-testid="new-reco-kind"
            >
              {recoKinds.map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage(kindLabel(k))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField<Values>
          name="projectId"
          label={intl.formatMessage(fieldLabels.project)}
          required
          helper={
            options.data && projects.length === 0
              ? intl.formatMessage(messages.noProject)
              : undefined
          }
        >
          {select(
            'projectId',
            projects.map((p) => ({ value: p.id, label: p.name })),
            intl.formatMessage(messages.chooseProject),
            'new-reco-project',
            rules.required,
          )}
        </FormField>
      </SimpleGrid>

      {partyMode === 'existing' ? (
        <Stack gap="1">
          <FormField<Values> name="partyId" label={intl.formatMessage(fieldLabels.party)} required>
            {select(
              'partyId',
              (options.data?.recoParties.items ?? []).map((p) => ({
                value: p.id,
                label: p.gstin ? `${p.name} (${p.gstin})` : p.name,
              })),
              intl.formatMessage(messages.chooseParty),
              'new-reco-party',
              rules.required,
            )}
          </FormField>
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => setValue('partyMode', 'new')}
            data-testid="new-reco-new-party"
          >
            {intl.formatMessage(messages.newParty)}
          </Button>
        </Stack>
      ) : (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="new-party-fields">
          <HStack justify="space-between">
            <Text fontWeight="medium">{intl.formatMessage(messages.newParty)}</Text>
            <Button size="xs" variant="ghost" onClick={() => setValue('partyMode', 'existing')}>
              {intl.formatMessage(messages.existingParty)}
            </Button>
          </HStack>
          <FormField<Values>
            name="connectedCompanyId"
            label={intl.formatMessage(messages.connected)}
          >
            {select(
              'connectedCompanyId',
              connections.map((c) => ({ value: c.company.id, label: c.company.name })),
              intl.formatMessage(messages.outside),
              'new-party-company',
            )}
          </FormField>
          <FormField<Values> name="name" label={intl.formatMessage(messages.partyName)} required>
            <Input
              {...register('name', { validate: rules.text(200) })}
              data-testid="new-party-name"
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <FormField<Values> name="gstin" label={intl.formatMessage(messages.gstin)}>
              <Input
                {...register('gstin', {
                  validate: (v) =>
                    !v.trim() ||
                    v.trim().length === 15 ||
                    intl.formatMessage(messages.invalidGstin),
                })}
                maxLength={15}
                data-testid="new-party-gstin"
              />
            </FormField>
            <FormField<Values> name="pan" label={intl.formatMessage(messages.pan)}>
              <Input
                {...register('pan', {
                  validate: (v) =>
                    !v.trim() || v.trim().length === 10 || intl.formatMessage(messages.invalidPan),
                })}
                maxLength={10}
                data-testid="new-party-pan"
              />
            </FormField>
            <FormField<Values> name="contactEmail" label={intl.formatMessage(messages.email)}>
              <Input {...register('contactEmail')} type="email" data-testid="new-party-email" />
            </FormField>
          </SimpleGrid>
        </Stack>
      )}

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField<Values>
          name="periodFrom"
          label={intl.formatMessage(fieldLabels.periodFrom)}
          helper={
            project
              ? intl.formatMessage(projectPeriodMessage, {
                  period: periodText(project.periodFrom, project.periodTo),
                })
              : undefined
          }
        >
          <DateField
            control={control}
            name="periodFrom"
            validate={(value) => !value || rules.date(value)}
            testId="new-reco-from"
          />
        </FormField>
        <FormField<Values> name="periodTo" label={intl.formatMessage(fieldLabels.periodTo)}>
          <DateField
            control={control}
            name="periodTo"
            validate={(value) => !value || rules.date(value)}
            testId="new-reco-to"
          />
        </FormField>
        <FormField<Values> name="assigneeId" label={intl.formatMessage(fieldLabels.assignee)}>
          {select(
            'assigneeId',
            people(options.data?.recoReconcilers ?? []),
            intl.formatMessage(messages.me),
            'new-reco-assignee',
          )}
        </FormField>
        <FormField<Values> name="reviewerId" label={intl.formatMessage(fieldLabels.reviewer)}>
          {select(
            'reviewerId',
            people(options.data?.recoReviewers ?? []),
            intl.formatMessage(messages.noReviewer),
            'new-reco-reviewer',
          )}
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
