import {
  Badge,
  Button,
  Checkbox,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql } from '../../gql';
import type { RuleEditor_RuleFragment, Rules_ListQuery } from '../../gql/graphql';
import { quiet } from '../../ui/actions/useAction';
import { ErrorNotice } from '../../ui/display/ErrorNotice';
import { Section } from '../../ui/display/Section';
import { FormField } from '../../ui/forms/FormField';
import { useFieldRules } from '../../ui/forms/useFieldRules';
import { useFormAction } from '../../ui/forms/useFormAction';
import { formatDate } from '../i18n/format';
import { describeRuleChange, ruleFieldLabels, ruleValueWords, weekdayName } from './ruleChanges';
import { SaveFooter } from './SaveFooter';
import { showSnackbar } from '../snackbar/snackbar';

const RuleFragment = graphql(`
  fragment RuleEditor_Rule on CommunicationRule {
    id
    name
    projectId
    project {
      id
      name
    }
    requestTemplateId
    reminderTemplateId
    sendOnCreation
    firstReminderDays
    repeatEveryDays
    maxReminders
    escalateAfter
    escalationEmail
    quietWeekdays
    quietDates
    startRunOnUpload
    enabled
    updatedAt
  }
`);

const RulesQuery = graphql(`
  query Rules_List {
    communicationRules {
      ...RuleEditor_Rule
    }
    communicationTemplates {
      id
      name
      language
    }
    recoProjects(page: 1, size: 100) {
      items {
        id
        name
      }
    }
  }
`);

const RuleChangesQuery = graphql(`
  query Rules_Changes($ruleId: Int!) {
    communicationRuleChanges(ruleId: $ruleId) {
      id
      userId
      author {
        id
        userName
        firstName
        lastName
      }
      changedAt
      changes {
        field
        before
        after
      }
      projects {
        id
        name
      }
    }
  }
`);

const RuleCreateMutation = graphql(`
  mutation Rules_Create($input: CommunicationRuleInput!) {
    createCommunicationRule(input: $input) {
      ...RuleEditor_Rule
    }
  }
`);

const RuleUpdateMutation = graphql(`
  mutation Rules_Update($id: Int!, $input: CommunicationRuleInput!) {
    updateCommunicationRule(id: $id, input: $input) {
      ...RuleEditor_Rule
    }
  }
`);

const messages = {
  ...defineMessages({
    new: { id: 'comms.rules.new', defaultMessage: 'New rule' },
    none: {
      id: 'comms.rules.none',
      defaultMessage: 'No rule yet: nothing is sent on its own.',
    },
    save: { id: 'comms.rules.save', defaultMessage: 'Save rule' },
    saved: { id: 'comms.rules.saved', defaultMessage: 'Rule saved' },
    changes: { id: 'comms.rules.changes', defaultMessage: 'Changes' },
    cadence: {
      id: 'comms.rules.cadence',
      defaultMessage:
        'Request, then a reminder after {first} days and every {every} days, {max} at most',
    },
    off: { id: 'comms.rules.off', defaultMessage: 'Disabled' },
    invalidNumber: {
      id: 'comms.rules.invalidNumber',
      defaultMessage: 'Enter a whole number from {min} to {max}',
    },
    invalidDates: { id: 'comms.rules.invalidDates', defaultMessage: 'Write dates as YYYY-MM-DD' },
    invalidEmail: { id: 'comms.validation.email', defaultMessage: 'Enter a valid e-mail address' },
    needsContact: { id: 'comms.rules.needsContact', defaultMessage: 'Say whom to escalate to' },
  }),
  name: ruleFieldLabels.NAME,
  project: ruleFieldLabels.PROJECT,
  allProjects: ruleValueWords.allProjects,
  requestTemplate: ruleFieldLabels.REQUEST_TEMPLATE,
  reminderTemplate: ruleFieldLabels.REMINDER_TEMPLATE,
  sendOnCreation: ruleFieldLabels.SEND_ON_CREATION,
  firstReminderDays: ruleFieldLabels.FIRST_REMINDER_DAYS,
  repeatEveryDays: ruleFieldLabels.REPEAT_EVERY_DAYS,
  maxReminders: ruleFieldLabels.MAX_REMINDERS,
  escalateAfter: ruleFieldLabels.ESCALATE_AFTER,
  escalationEmail: ruleFieldLabels.ESCALATION_EMAIL,
  quietWeekdays: ruleFieldLabels.QUIET_WEEKDAYS,
  quietDates: ruleFieldLabels.QUIET_DATES,
  startRunOnUpload: ruleFieldLabels.START_RUN_ON_UPLOAD,
  enabled: ruleFieldLabels.ENABLED,
};
const cadence: MessageDescriptor = messages.cadence;
const invalidNumber: MessageDescriptor = messages.invalidNumber;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

type Rule = RuleEditor_RuleFragment;
type Project = { id: number; name: string };
type Values = {
  name: string;
  /** The project's id, or '' for every project. */
  projectId: string;
  requestTemplateId: string;
  reminderTemplateId: string;
  sendOnCreation: boolean;
  firstReminderDays: string;
  repeatEveryDays: string;
  maxReminders: string;
  escalateAfter: string;
  escalationEmail: string;
  quietWeekdays: number[];
  quietDates: string;
  startRunOnUpload: boolean;
  enabled: boolean;
};

const valuesOf = (rule: Rule | null, firstTemplate: number | undefined): Values => ({
  name: rule?.name ?? '',
  projectId: rule?.projectId ? String(rule.projectId) : '',
  requestTemplateId: String(rule?.requestTemplateId ?? firstTemplate ?? ''),
  reminderTemplateId: String(rule?.reminderTemplateId ?? firstTemplate ?? ''),
  sendOnCreation: rule?.sendOnCreation ?? true,
  firstReminderDays: String(rule?.firstReminderDays ?? 7),
  repeatEveryDays: String(rule?.repeatEveryDays ?? 7),
  maxReminders: String(rule?.maxReminders ?? 3),
  escalateAfter: rule?.escalateAfter ? String(rule.escalateAfter) : '',
  escalationEmail: rule?.escalationEmail ?? '',
  quietWeekdays: rule?.quietWeekdays ?? [6, 7],
  quietDates: (rule?.quietDates ?? []).join(', '),
  startRunOnUpload: rule?.startRunOnUpload ?? true,
  enabled: rule?.enabled ?? true,
});

function Changes({
  ruleId,
  templates,
}: {
  ruleId: number;
  templates: Rules_ListQuery['communicationTemplates'];
}) {
  const intl = useIntl();
  const changes = useQuery(RuleChangesQuery, { variables: { ruleId } });
  return (
    <Section title={intl.formatMessage(messages.changes)} testId="rule-changes">
      {changes.error && <ErrorNotice error={changes.error} testId="rule-changes-error" />}
      <Stack gap="2">
        {changes.data?.communicationRuleChanges.map((c) => {
          const change = describeRuleChange(intl, c, templates, formatDate);
          return (
            <Stack key={c.id} gap="0" data-testid="rule-change">
              <Text fontSize="sm" color="fg.muted">
                {change.heading}
              </Text>
              {change.lines.map((line) => (
                <Text key={line.field} fontSize="sm">
                  {line.label}: {line.text}
                </Text>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Section>
  );
}

function RuleForm({
  rule,
  templates,
  projects,
  canEdit,
  onSaved,
}: {
  rule: Rule | null;
  templates: Rules_ListQuery['communicationTemplates'];
  projects: readonly Project[];
  canEdit: boolean;
  onSaved: (id: number) => void;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const say = (m: MessageDescriptor) => intl.formatMessage(m);
  const form = useForm<Values>({ defaultValues: valuesOf(rule, templates[0]?.id) });
  const { register, reset, watch, setValue } = form;
  useEffect(() => reset(valuesOf(rule, templates[0]?.id)), [rule, templates, reset]);
  const [create] = useMutation(RuleCreateMutation, {
    context: quiet,
    refetchQueries: [RulesQuery],
  });
  const [update] = useMutation(RuleUpdateMutation, {
    context: quiet,
    refetchQueries: [RulesQuery, RuleChangesQuery],
  });
  const action = useFormAction({
    form,
    scope: `save-rule:${rule?.id ?? 'new'}`,
    run: async (v: Values) => {
      const input = {
        name: v.name.trim(),
        // Always said, so saving never moves the rule to another scope.
        projectId: v.projectId ? Number(v.projectId) : null,
        requestTemplateId: Number(v.requestTemplateId),
        reminderTemplateId: Number(v.reminderTemplateId),
        sendOnCreation: v.sendOnCreation,
        firstReminderDays: Number(v.firstReminderDays),
        repeatEveryDays: Number(v.repeatEveryDays),
        maxReminders: Number(v.maxReminders),
        escalateAfter: v.escalateAfter.trim() ? Number(v.escalateAfter) : null,
        escalationEmail: v.escalationEmail.trim() || null,
        quietWeekdays: v.quietWeekdays,
        quietDates: v.quietDates
          .split(/[,\s]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        startRunOnUpload: v.startRunOnUpload,
        enabled: v.enabled,
      };
      if (rule) {
        await update({ variables: { id: rule.id, input } });
        return rule.id;
      }
      const { data } = await create({ variables: { input } });
      return getFragmentData(RuleFragment, data!.createCommunicationRule).id;
    },
    onSuccess: (id) => {
      showSnackbar({ message: say(messages.saved), variant: 'alert', severity: 'success' });
      onSaved(id);
    },
  });
  const whole =
    (min: number, max: number, optional = false) =>
    (value: string) =>
      (optional && !value.trim()) ||
      (/^\d{1,3}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max) ||
      intl.formatMessage(invalidNumber, { min, max });
  const quietWeekdays = watch('quietWeekdays');
  // The rule's own project is offered even when it is not among the newest hundred.
  const projectOptions =
    rule?.project && !projects.some((p) => p.id === rule.project!.id)
      ? [rule.project, ...projects]
      : projects;
  const templateSelect = (name: 'requestTemplateId' | 'reminderTemplateId', testId: string) => (
    <NativeSelect.Root disabled={!canEdit}>
      <NativeSelect.Field data-testid={testId} {...register(name, { validate: rules.required })}>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} · {t.language}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={action.submit} noValidate data-testid="rule-form">
        <Stack gap="3">
          <FormField<Values> name="name" label={say(messages.name)} required>
            <Input
              data-testid="rule-name"
              disabled={!canEdit}
              {...register('name', { validate: rules.text(100) })}
            />
          </FormField>
          <FormField<Values> name="projectId" label={say(messages.project)}>
            <NativeSelect.Root disabled={!canEdit}>
              <NativeSelect.Field data-testid="rule-project" {...register('projectId')}>
                <option value="">{say(messages.allProjects)}</option>
                {projectOptions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField<Values> name="requestTemplateId" label={say(messages.requestTemplate)}>
              {templateSelect('requestTemplateId', 'rule-request-template')}
            </FormField>
            <FormField<Values> name="reminderTemplateId" label={say(messages.reminderTemplate)}>
              {templateSelect('reminderTemplateId', 'rule-reminder-template')}
            </FormField>
          </Grid>
          <Checkbox.Root
            checked={watch('sendOnCreation')}
            disabled={!canEdit}
            onCheckedChange={(e) =>
              setValue('sendOnCreation', e.checked === true, { shouldDirty: true })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{say(messages.sendOnCreation)}</Checkbox.Label>
          </Checkbox.Root>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
            <FormField<Values> name="firstReminderDays" label={say(messages.firstReminderDays)}>
              <Input
                inputMode="numeric"
                data-testid="rule-first"
                disabled={!canEdit}
                {...register('firstReminderDays', { validate: whole(1, 365) })}
              />
            </FormField>
            <FormField<Values> name="repeatEveryDays" label={say(messages.repeatEveryDays)}>
              <Input
                inputMode="numeric"
                data-testid="rule-every"
                disabled={!canEdit}
                {...register('repeatEveryDays', { validate: whole(1, 365) })}
              />
            </FormField>
            <FormField<Values> name="maxReminders" label={say(messages.maxReminders)}>
              <Input
                inputMode="numeric"
                data-testid="rule-max"
                disabled={!canEdit}
                {...register('maxReminders', { validate: whole(0, 50) })}
              />
            </FormField>
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="3">
            <FormField<Values> name="escalateAfter" label={say(messages.escalateAfter)}>
              <Input
                inputMode="numeric"
                data-testid="rule-escalate-after"
                disabled={!canEdit}
                {...register('escalateAfter', { validate: whole(1, 50, true) })}
              />
            </FormField>
            <FormField<Values> name="escalationEmail" label={say(messages.escalationEmail)}>
              <Input
                type="email"
                data-testid="rule-escalation-email"
                disabled={!canEdit}
                {...register('escalationEmail', {
                  validate: (v, all) =>
                    (!v.trim() && !all.escalateAfter.trim()) ||
                    (!v.trim()
                      ? say(messages.needsContact)
                      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || say(messages.invalidEmail)),
                })}
              />
            </FormField>
          </Grid>
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              {say(messages.quietWeekdays)}
            </Text>
            <HStack wrap="wrap" gap="3">
              {WEEKDAYS.map((d) => (
                <Checkbox.Root
                  key={d}
                  data-testid={`rule-quiet-${d}`}
                  size="sm"
                  disabled={!canEdit}
                  checked={quietWeekdays.includes(d)}
                  onCheckedChange={(e) =>
                    setValue(
                      'quietWeekdays',
                      e.checked === true
                        ? [...quietWeekdays, d].sort()
                        : quietWeekdays.filter((x) => x !== d),
                      { shouldDirty: true },
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{weekdayName(intl.locale, d)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Stack>
          <FormField<Values> name="quietDates" label={say(messages.quietDates)}>
            <Input
              data-testid="rule-quiet-dates"
              disabled={!canEdit}
              {...register('quietDates', {
                validate: (v) =>
                  v
                    .split(/[,\s]+/)
                    .filter(Boolean)
                    .every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) || say(messages.invalidDates),
              })}
            />
          </FormField>
          <Checkbox.Root
            checked={watch('startRunOnUpload')}
            disabled={!canEdit}
            onCheckedChange={(e) =>
              setValue('startRunOnUpload', e.checked === true, { shouldDirty: true })
            }
            data-testid="rule-start-run"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{say(messages.startRunOnUpload)}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={watch('enabled')}
            disabled={!canEdit}
            onCheckedChange={(e) => setValue('enabled', e.checked === true, { shouldDirty: true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{say(messages.enabled)}</Checkbox.Label>
          </Checkbox.Root>
          <SaveFooter
            testId="rule"
            label={say(messages.save)}
            error={action.formError}
            pending={action.pending}
            canEdit={canEdit}
            updatedAt={rule?.updatedAt}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The rules tab: each rule with its cadence and switch, its form and its changes. */
export function RuleEditor({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useQuery(RulesQuery);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const [toggle] = useMutation(RuleUpdateMutation, {
    refetchQueries: [RulesQuery, RuleChangesQuery],
  });
  if (query.error && !query.data)
    return (
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} testId="rules-error" />
    );
  if (!query.data) return <Skeleton h="40" />;
  const list = getFragmentData(RuleFragment, query.data.communicationRules);
  const templates = query.data.communicationTemplates;
  const current =
    selected === 'new' ? null : (list.find((r) => r.id === selected) ?? list[0] ?? null);
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }} gap="4">
      <Stack gap="2" data-testid="rule-list">
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSelected('new')}
            data-testid="rule-new"
          >
            {intl.formatMessage(messages.new)}
          </Button>
        )}
        {list.length === 0 && <Text color="fg.muted">{intl.formatMessage(messages.none)}</Text>}
        {list.map((r) => (
          <HStack
            key={r.id}
            p="2"
            borderWidth="1px"
            borderRadius="md"
            bg={current?.id === r.id && selected !== 'new' ? 'bg.muted' : undefined}
            justify="space-between"
            data-testid={`rule-${r.id}`}
          >
            <Stack gap="0" cursor="pointer" onClick={() => setSelected(r.id)} minW="0">
              <Text fontWeight="medium" truncate>
                {r.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate data-testid={`rule-scope-${r.id}`}>
                {r.project?.name ??
                  (r.projectId === null
                    ? intl.formatMessage(messages.allProjects)
                    : `#${r.projectId}`)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {intl.formatMessage(cadence, {
                  first: r.firstReminderDays,
                  every: r.repeatEveryDays,
                  max: r.maxReminders,
                })}
              </Text>
              {!r.enabled && (
                <Badge size="sm" alignSelf="flex-start">
                  {intl.formatMessage(messages.off)}
                </Badge>
              )}
            </Stack>
            {canEdit && (
              <Switch.Root
                checked={r.enabled}
                onCheckedChange={(e) =>
                  void toggle({
                    variables: {
                      id: r.id,
                      input: {
                        name: r.name,
                        projectId: r.projectId,
                        requestTemplateId: r.requestTemplateId,
                        reminderTemplateId: r.reminderTemplateId,
                        sendOnCreation: r.sendOnCreation,
                        firstReminderDays: r.firstReminderDays,
                        repeatEveryDays: r.repeatEveryDays,
                        maxReminders: r.maxReminders,
                        escalateAfter: r.escalateAfter,
                        escalationEmail: r.escalationEmail,
                        quietWeekdays: r.quietWeekdays,
                        quietDates: r.quietDates,
                        startRunOnUpload: r.startRunOnUpload,
                        enabled: e.checked,
                      },
                    },
                  })
                }
                data-testid={`rule-switch-${r.id}`}
              >
                <Switch.HiddenInput aria-label={intl.formatMessage(messages.enabled)} />
                <Switch.Control />
              </Switch.Root>
            )}
          </HStack>
        ))}
      </Stack>
      <Stack gap="4">
        <RuleForm
          key={selected === 'new' ? 'new' : (current?.id ?? 'none')}
          rule={current}
          templates={templates}
          projects={query.data.recoProjects.items}
          canEdit={canEdit}
          onSaved={(id) => setSelected(id)}
        />
        {current && selected !== 'new' && <Changes ruleId={current.id} templates={templates} />}
      </Stack>
    </Grid>
  );
}
