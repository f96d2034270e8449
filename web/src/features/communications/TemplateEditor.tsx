import {
  Alert,
  Box,
  Button,
  Checkbox,
  Grid,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql } from '../../gql';
import type {
  MailLanguage,
  TemplateEditor_TemplateFragment,
  TemplatePurpose,
} from '../../gql/graphql';
import { quiet } from '../../ui/actions/useAction';
import { ErrorNotice } from '../../ui/display/ErrorNotice';
import { Section } from '../../ui/display/Section';
import { FormField } from '../../ui/forms/FormField';
import { useFieldRules } from '../../ui/forms/useFieldRules';
import { useFormAction } from '../../ui/forms/useFormAction';
import { showSnackbar } from '../snackbar/snackbar';
import { purposeLabels } from './labels';
import { SaveFooter } from './SaveFooter';

const TemplateFragment = graphql(`
  fragment TemplateEditor_Template on CommunicationTemplate {
    id
    name
    purpose
    language
    subject
    body
    attachResult
    isDefault
    updatedAt
  }
`);

const TemplatesQuery = graphql(`
  query Templates_List {
    communicationTemplates {
      ...TemplateEditor_Template
    }
  }
`);

const TemplatePreviewQuery = graphql(`
  query Templates_Preview($language: MailLanguage!, $subject: String!, $body: String!) {
    previewCommunicationTemplate(language: $language, subject: $subject, body: $body) {
      subject
      html
      text
      unknownPlaceholders
    }
  }
`);

const TemplateCreateMutation = graphql(`
  mutation Templates_Create($input: CommunicationTemplateInput!) {
    createCommunicationTemplate(input: $input) {
      ...TemplateEditor_Template
    }
  }
`);

const TemplateUpdateMutation = graphql(`
  mutation Templates_Update($id: Int!, $input: CommunicationTemplateInput!) {
    updateCommunicationTemplate(id: $id, input: $input) {
      ...TemplateEditor_Template
    }
  }
`);

const messages = defineMessages({
  templates: { id: 'comms.templates.list', defaultMessage: 'Templates' },
  new: { id: 'comms.templates.new', defaultMessage: 'New template' },
  name: { id: 'comms.templates.name', defaultMessage: 'Name' },
  purpose: { id: 'comms.templates.purpose', defaultMessage: 'Purpose' },
  language: { id: 'comms.templates.language', defaultMessage: 'Language' },
  subject: { id: 'comms.templates.subject', defaultMessage: 'Subject' },
  body: { id: 'comms.templates.body', defaultMessage: 'Text' },
  attach: {
    id: 'comms.templates.attach',
    defaultMessage: 'Attach the result workbook',
  },
  placeholders: {
    id: 'comms.templates.placeholders',
    defaultMessage: 'Placeholders: {list}',
  },
  contactIsAddress: {
    id: 'comms.templates.contactIsAddress',
    defaultMessage:
      "{contact} is the party's contact e-mail address; greet the party by its name with {party}.",
  },
  save: { id: 'comms.templates.save', defaultMessage: 'Save template' },
  saved: { id: 'comms.templates.saved', defaultMessage: 'Template saved' },
  preview: { id: 'comms.templates.preview', defaultMessage: 'Preview for a sample party' },
  unknown: {
    id: 'comms.templates.unknown',
    defaultMessage: 'Not a placeholder: {names}',
  },
  previewFrame: { id: 'comms.templates.previewFrame', defaultMessage: 'Mail preview' },
});
const placeholdersMessage: MessageDescriptor = messages.placeholders;
const contactIsAddress: MessageDescriptor = messages.contactIsAddress;
const unknownMessage: MessageDescriptor = messages.unknown;

const PURPOSES: TemplatePurpose[] = [
  'LEDGER_REQUEST',
  'REMINDER',
  'BALANCE_CONFIRMATION',
  'MISMATCH_SUMMARY',
  'CUSTOM',
];
const LANGUAGES: { value: MailLanguage; label: string }[] = [
  { value: 'EN', label: 'English' },
  { value: 'FR', label: 'Français' },
  { value: 'RO', label: 'Română' },
  { value: 'ZH', label: '中文' },
];
const PLACEHOLDERS = [
  'party',
  'contact',
  'period',
  'closing_balance',
  'due_date',
  'upload_link',
  'confirmation_link',
  'sender',
];

type Template = TemplateEditor_TemplateFragment;
type Values = {
  name: string;
  purpose: TemplatePurpose;
  language: MailLanguage;
  subject: string;
  body: string;
  attachResult: boolean;
};

const blank: Values = {
  name: '',
  purpose: 'CUSTOM',
  language: 'EN',
  subject: '',
  body: '',
  attachResult: false,
};

const valuesOf = (t: Template | null): Values =>
  t
    ? {
        name: t.name,
        purpose: t.purpose,
        language: t.language,
        subject: t.subject,
        body: t.body,
        attachResult: t.attachResult,
      }
    : blank;

/** Waits until typing pauses before asking for a new preview. */
function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

function Preview({ language, subject, body }: Pick<Values, 'language' | 'subject' | 'body'>) {
  const intl = useIntl();
  const input = useDebounced({ language, subject, body }, 300);
  const preview = useQuery(TemplatePreviewQuery, {
    variables: input,
    skip: !input.subject && !input.body,
  });
  const mail = preview.data?.previewCommunicationTemplate;
  return (
    <Section title={intl.formatMessage(messages.preview)} testId="template-preview">
      {preview.error && <ErrorNotice error={preview.error} testId="template-preview-error" />}
      {mail && (
        <Stack gap="2">
          {mail.unknownPlaceholders.length > 0 && (
            <Alert.Root status="warning" data-testid="template-unknown">
              <Alert.Indicator />
              <Alert.Title>
                {intl.formatMessage(unknownMessage, {
                  names: mail.unknownPlaceholders.map((n) => `{{${n}}}`).join(', '),
                })}
              </Alert.Title>
            </Alert.Root>
          )}
          <Text fontWeight="semibold" data-testid="template-preview-subject">
            {mail.subject}
          </Text>
          <Box borderWidth="1px" borderRadius="md" bg="white" overflow="hidden">
            <iframe
              title={intl.formatMessage(messages.previewFrame)}
              sandbox=""
              srcDoc={mail.html}
              width="100%"
              height="320"
              data-testid="template-preview-html"
            />
          </Box>
        </Stack>
      )}
    </Section>
  );
}

function Editor({
  template,
  canEdit,
  onSaved,
}: {
  template: Template | null;
  canEdit: boolean;
  onSaved: (id: number) => void;
}) {
  const intl = useIntl();
  const rules = useFieldRules();
  const say = (m: MessageDescriptor) => intl.formatMessage(m);
  const form = useForm<Values>({ defaultValues: valuesOf(template) });
  const { register, reset, watch } = form;
  useEffect(() => reset(valuesOf(template)), [template, reset]);
  const [create] = useMutation(TemplateCreateMutation, {
    context: quiet,
    refetchQueries: [TemplatesQuery],
  });
  const [update] = useMutation(TemplateUpdateMutation, { context: quiet });
  const action = useFormAction({
    form,
    scope: `save-template:${template?.id ?? 'new'}`,
    run: async (input: Values) => {
      if (template) {
        await update({ variables: { id: template.id, input } });
        return template.id;
      }
      const { data } = await create({ variables: { input } });
      return getFragmentData(TemplateFragment, data!.createCommunicationTemplate).id;
    },
    onSuccess: (id) => {
      showSnackbar({ message: say(messages.saved), variant: 'alert', severity: 'success' });
      onSaved(id);
    },
  });
  const [language, subject, body] = watch(['language', 'subject', 'body']);
  return (
    <Stack gap="4">
      <FormProvider {...form}>
        <form onSubmit={action.submit} noValidate data-testid="template-form">
          <Stack gap="3">
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1fr' }} gap="3">
              <FormField<Values> name="name" label={say(messages.name)} required>
                <Input
                  data-testid="template-name"
                  disabled={!canEdit}
                  {...register('name', { validate: rules.text(100) })}
                />
              </FormField>
              <FormField<Values> name="purpose" label={say(messages.purpose)}>
                <NativeSelect.Root disabled={!canEdit}>
                  <NativeSelect.Field data-testid="template-purpose" {...register('purpose')}>
                    {PURPOSES.map((p) => (
                      <option key={p} value={p}>
                        {say(purposeLabels[p])}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField<Values> name="language" label={say(messages.language)}>
                <NativeSelect.Root disabled={!canEdit}>
                  <NativeSelect.Field data-testid="template-language" {...register('language')}>
                    {LANGUAGES.map((l) => (
                      <option key={l.value} value={l.value}>
                        {l.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </Grid>
            <FormField<Values> name="subject" label={say(messages.subject)} required>
              <Input
                data-testid="template-subject"
                disabled={!canEdit}
                {...register('subject', { validate: rules.text(200) })}
              />
            </FormField>
            <FormField<Values>
              name="body"
              label={say(messages.body)}
              required
              helper={`${intl.formatMessage(placeholdersMessage, {
                list: PLACEHOLDERS.map((p) => `{{${p}}}`).join(' '),
              })} ${intl.formatMessage(contactIsAddress, {
                contact: '{{contact}}',
                party: '{{party}}',
              })}`}
            >
              <Textarea
                rows={10}
                data-testid="template-body"
                disabled={!canEdit}
                {...register('body', { validate: rules.text(20_000) })}
              />
            </FormField>
            <Checkbox.Root
              checked={watch('attachResult')}
              disabled={!canEdit}
              onCheckedChange={(e) =>
                form.setValue('attachResult', e.checked === true, { shouldDirty: true })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{say(messages.attach)}</Checkbox.Label>
            </Checkbox.Root>
            <SaveFooter
              testId="template"
              label={say(messages.save)}
              error={action.formError}
              pending={action.pending}
              canEdit={canEdit}
              updatedAt={template?.updatedAt}
            />
          </Stack>
        </form>
      </FormProvider>
      <Preview language={language} subject={subject} body={body} />
    </Stack>
  );
}

/** The templates tab: the list on the side, the editor with its live preview. */
export function TemplateEditor({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useQuery(TemplatesQuery);
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const list = useMemo(
    () => getFragmentData(TemplateFragment, query.data?.communicationTemplates) ?? [],
    [query.data],
  );
  if (query.error && !query.data)
    return (
      <ErrorNotice
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="templates-error"
      />
    );
  if (!query.data) return <Skeleton h="40" />;
  const current =
    selected === 'new' ? null : (list.find((t) => t.id === selected) ?? list[0] ?? null);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap="4">
      <Stack gap="1" data-testid="template-list">
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSelected('new')}
            data-testid="template-new"
          >
            {intl.formatMessage(messages.new)}
          </Button>
        )}
        {list.map((t) => (
          <Button
            key={t.id}
            size="sm"
            variant={current?.id === t.id && selected !== 'new' ? 'subtle' : 'ghost'}
            justifyContent="flex-start"
            onClick={() => setSelected(t.id)}
            data-testid={`template-${t.id}`}
          >
            <Text truncate>
              {t.name} · {t.language}
            </Text>
          </Button>
        ))}
      </Stack>
      <Editor
        key={selected === 'new' ? 'new' : (current?.id ?? 'none')}
        template={current}
        canEdit={canEdit}
        onSaved={(id) => setSelected(id)}
      />
    </Grid>
  );
}
