import {
  Alert,
  Button,
  Checkbox,
  Code,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql } from '../../gql';
import type { SenderSettings_SettingsFragment, SmtpSecurity } from '../../gql/graphql';
import { quiet } from '../../ui/actions/useAction';
import { ErrorNotice } from '../../ui/display/ErrorNotice';
import { Section } from '../../ui/display/Section';
import { FormField } from '../../ui/forms/FormField';
import { useFieldRules } from '../../ui/forms/useFieldRules';
import { useFormAction } from '../../ui/forms/useFormAction';
import { showSnackbar } from '../snackbar/snackbar';
import { SaveFooter } from './SaveFooter';

const SenderFragment = graphql(`
  fragment SenderSettings_Settings on CommunicationSender {
    id
    smtpHost
    smtpPort
    security
    smtpUser
    hasPassword
    fromAddress
    fromName
    replyTo
    delivery
    updatedAt
  }
`);

const SenderSettingsQuery = graphql(`
  query SenderSettings_Sender {
    communicationSender {
      ...SenderSettings_Settings
    }
  }
`);

const SenderSettingsSaveMutation = graphql(`
  mutation SenderSettings_Save($input: CommunicationSenderInput!) {
    saveCommunicationSender(input: $input) {
      ...SenderSettings_Settings
    }
  }
`);

const SenderSettingsTestMailMutation = graphql(`
  mutation SenderSettings_TestMail($to: String!) {
    sendTestMail(to: $to) {
      delivered
      delivery
      code
      response
    }
  }
`);

const messages = defineMessages({
  server: { id: 'comms.sender.server', defaultMessage: 'SMTP server' },
  serverHint: {
    id: 'comms.sender.serverHint',
    defaultMessage:
      'Leave the host empty to keep every mail in the outbox, where you can read exactly what would have been sent.',
  },
  host: { id: 'comms.sender.host', defaultMessage: 'Host' },
  port: { id: 'comms.sender.port', defaultMessage: 'Port' },
  security: { id: 'comms.sender.security', defaultMessage: 'Security' },
  securityNone: { id: 'comms.sender.security.none', defaultMessage: 'None (private relay)' },
  securityStarttls: { id: 'comms.sender.security.starttls', defaultMessage: 'STARTTLS' },
  securityTls: { id: 'comms.sender.security.tls', defaultMessage: 'TLS' },
  user: { id: 'comms.sender.user', defaultMessage: 'User name' },
  password: { id: 'comms.sender.password', defaultMessage: 'Password' },
  passwordSaved: {
    id: 'comms.sender.passwordSaved',
    defaultMessage: 'A password is saved (encrypted). Type a new one to replace it.',
  },
  passwordNone: { id: 'comms.sender.passwordNone', defaultMessage: 'No password saved.' },
  clearPassword: { id: 'comms.sender.clearPassword', defaultMessage: 'Forget the saved password' },
  addresses: { id: 'comms.sender.addresses', defaultMessage: 'Addresses' },
  fromAddress: { id: 'comms.sender.fromAddress', defaultMessage: 'From address' },
  fromName: { id: 'comms.sender.fromName', defaultMessage: 'From name' },
  replyTo: { id: 'comms.sender.replyTo', defaultMessage: 'Reply-To address' },
  save: { id: 'comms.sender.save', defaultMessage: 'Save sender' },
  saved: { id: 'comms.sender.saved', defaultMessage: 'Sender settings saved' },
  invalidEmail: { id: 'comms.validation.email', defaultMessage: 'Enter a valid e-mail address' },
  invalidPort: { id: 'comms.validation.port', defaultMessage: 'A port is between 1 and 65535' },
  invalidHost: {
    id: 'comms.validation.host',
    defaultMessage: 'Enter a host name or an IP address',
  },
  modeOutbox: {
    id: 'comms.sender.modeOutbox',
    defaultMessage: 'No SMTP server is set: mail is kept in the outbox.',
  },
  modeSmtp: { id: 'comms.sender.modeSmtp', defaultMessage: 'Mail is sent through {host}.' },
  test: { id: 'comms.test.title', defaultMessage: 'Send a test mail' },
  testTo: { id: 'comms.test.to', defaultMessage: 'Send to' },
  testSend: { id: 'comms.test.send', defaultMessage: 'Send test mail' },
  testDelivered: {
    id: 'comms.test.delivered',
    defaultMessage: 'The SMTP server accepted the mail.',
  },
  testRefused: { id: 'comms.test.refused', defaultMessage: 'The mail was not delivered.' },
  testOutbox: {
    id: 'comms.test.outbox',
    defaultMessage: 'No SMTP server is set: the test mail was kept in the outbox.',
  },
  testAnswer: { id: 'comms.test.answer', defaultMessage: "The server's answer:" },
  testSaveFirst: {
    id: 'comms.test.saveFirst',
    defaultMessage: 'Save the sender settings before sending a test mail.',
  },
});

// Messages with values are formatted through the untyped descriptor, as elsewhere in the app.
const modeSmtp: MessageDescriptor = messages.modeSmtp;

type Sender = SenderSettings_SettingsFragment;

type Values = {
  smtpHost: string;
  smtpPort: string;
  security: SmtpSecurity;
  smtpUser: string;
  smtpPassword: string;
  clearPassword: boolean;
  fromAddress: string;
  fromName: string;
  replyTo: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function valuesOf(sender: Sender | null): Values {
  return {
    smtpHost: sender?.smtpHost ?? '',
    smtpPort: sender?.smtpPort ? String(sender.smtpPort) : '',
    security: sender?.security ?? 'STARTTLS',
    smtpUser: sender?.smtpUser ?? '',
    smtpPassword: '',
    clearPassword: false,
    fromAddress: sender?.fromAddress ?? '',
    fromName: sender?.fromName ?? '',
    replyTo: sender?.replyTo ?? '',
  };
}

/** The sender form: SMTP server and addresses; the password is write-only. */
function SenderForm({ sender }: { sender: Sender | null }) {
  const intl = useIntl();
  const rules = useFieldRules();
  // The first save creates the sender the query answered null for: read it again.
  const [save] = useMutation(SenderSettingsSaveMutation, {
    context: quiet,
    refetchQueries: [SenderSettingsQuery],
    awaitRefetchQueries: true,
  });
  const form = useForm<Values>({ defaultValues: valuesOf(sender) });
  const { register, reset, watch } = form;
  useEffect(() => reset(valuesOf(sender)), [sender, reset]);
  const action = useFormAction({
    form,
    scope: 'save-communication-sender',
    run: (values: Values) =>
      save({
        variables: {
          input: {
            smtpHost: values.smtpHost.trim() || null,
            smtpPort: values.smtpPort.trim() ? Number(values.smtpPort) : null,
            security: values.security,
            smtpUser: values.smtpUser.trim() || null,
            smtpPassword: values.smtpPassword || null,
            clearPassword: values.clearPassword,
            fromAddress: values.fromAddress.trim(),
            fromName: values.fromName.trim() || null,
            replyTo: values.replyTo.trim() || null,
          },
        },
      }),
    onSuccess: () =>
      showSnackbar({
        message: intl.formatMessage(messages.saved),
        variant: 'alert',
        severity: 'success',
      }),
  });
  const say = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const optionalEmail = (value: string) =>
    !value.trim() || EMAIL.test(value.trim()) || say(messages.invalidEmail);

  return (
    <FormProvider {...form}>
      <form onSubmit={action.submit} noValidate data-testid="sender-form">
        <Stack gap="5">
          <Section title={say(messages.server)}>
            <Stack gap="4">
              <Text color="fg.muted" fontSize="sm">
                {say(messages.serverHint)}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                <FormField<Values> name="smtpHost" label={say(messages.host)}>
                  <Input
                    placeholder="smtp.example.com"
                    autoComplete="off"
                    data-testid="sender-host"
                    {...register('smtpHost', {
                      validate: (v) =>
                        !v.trim() ||
                        /^[A-Za-z0-9.:[\]-]{1,253}$/.test(v.trim()) ||
                        say(messages.invalidHost),
                    })}
                  />
                </FormField>
                <FormField<Values> name="smtpPort" label={say(messages.port)}>
                  <Input
                    inputMode="numeric"
                    placeholder="587"
                    data-testid="sender-port"
                    {...register('smtpPort', {
                      validate: (v) =>
                        !v.trim() ||
                        (/^\d{1,5}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 65535) ||
                        say(messages.invalidPort),
                    })}
                  />
                </FormField>
                <FormField<Values> name="security" label={say(messages.security)}>
                  <NativeSelect.Root>
                    <NativeSelect.Field data-testid="sender-security" {...register('security')}>
                      <option value={'STARTTLS'}>{say(messages.securityStarttls)}</option>
                      <option value={'TLS'}>{say(messages.securityTls)}</option>
                      <option value={'NONE'}>{say(messages.securityNone)}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField<Values> name="smtpUser" label={say(messages.user)}>
                  <Input autoComplete="off" data-testid="sender-user" {...register('smtpUser')} />
                </FormField>
                <FormField<Values>
                  name="smtpPassword"
                  label={say(messages.password)}
                  helper={say(sender?.hasPassword ? messages.passwordSaved : messages.passwordNone)}
                >
                  <Input
                    type="password"
                    autoComplete="new-password"
                    data-testid="sender-password"
                    {...register('smtpPassword')}
                  />
                </FormField>
              </SimpleGrid>
              {sender?.hasPassword && (
                <Checkbox.Root
                  checked={watch('clearPassword')}
                  onCheckedChange={(e) =>
                    form.setValue('clearPassword', e.checked === true, { shouldDirty: true })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{say(messages.clearPassword)}</Checkbox.Label>
                </Checkbox.Root>
              )}
            </Stack>
          </Section>
          <Section title={say(messages.addresses)}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField<Values> name="fromAddress" label={say(messages.fromAddress)} required>
                <Input
                  type="email"
                  data-testid="sender-from"
                  {...register('fromAddress', {
                    validate: (v) =>
                      rules.required(v) === true
                        ? EMAIL.test(v.trim()) || say(messages.invalidEmail)
                        : rules.required(v),
                  })}
                />
              </FormField>
              <FormField<Values> name="fromName" label={say(messages.fromName)}>
                <Input data-testid="sender-from-name" {...register('fromName')} />
              </FormField>
              <FormField<Values> name="replyTo" label={say(messages.replyTo)}>
                <Input
                  type="email"
                  data-testid="sender-reply-to"
                  {...register('replyTo', { validate: optionalEmail })}
                />
              </FormField>
            </SimpleGrid>
          </Section>
          <SaveFooter
            testId="sender"
            label={say(messages.save)}
            error={action.formError}
            pending={action.pending}
            updatedAt={sender?.updatedAt}
            note={
              <Text fontSize="sm" color="fg.muted" data-testid="sender-mode">
                {sender?.smtpHost
                  ? intl.formatMessage(modeSmtp, { host: sender.smtpHost })
                  : say(messages.modeOutbox)}
              </Text>
            }
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

type TestOutcome = { delivered: boolean; delivery: string; code: number | null; response: string };

/** Sends a test mail and shows what the SMTP server answered, word for word. */
function TestMail({ sender }: { sender: Sender | null }) {
  const intl = useIntl();
  const [to, setTo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [send, { loading }] = useMutation(SenderSettingsTestMailMutation, {
    context: quiet,
    refetchQueries: ['MailLog_Communications'],
  });
  const submit = async () => {
    if (!EMAIL.test(to.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setOutcome(null);
    setFailure(null);
    try {
      const { data } = await send({ variables: { to: to.trim() } });
      if (data) setOutcome(data.sendTestMail);
    } catch (error) {
      setFailure(error);
    }
  };
  const status = !outcome
    ? null
    : outcome.delivered
      ? 'success'
      : outcome.delivery === 'OUTBOX'
        ? 'info'
        : 'error';
  return (
    <Section title={intl.formatMessage(messages.test)} testId="test-mail">
      <Stack gap="3">
        {!sender && <Text color="fg.muted">{intl.formatMessage(messages.testSaveFirst)}</Text>}
        <HStack align="flex-end" gap="3" wrap="wrap">
          <FormFieldless label={intl.formatMessage(messages.testTo)} invalid={invalid}>
            <Input
              type="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              disabled={!sender}
              data-testid="test-mail-to"
            />
          </FormFieldless>
          <Button
            onClick={() => void submit()}
            loading={loading}
            disabled={!sender}
            variant="outline"
            data-testid="test-mail-send"
          >
            {intl.formatMessage(messages.testSend)}
          </Button>
        </HStack>
        {invalid && (
          <Text color="fg.error" fontSize="sm">
            {intl.formatMessage(messages.invalidEmail)}
          </Text>
        )}
        {failure !== null && <ErrorNotice error={failure} testId="test-mail-error" />}
        {outcome && status && (
          <Alert.Root
            status={status}
            data-testid="test-mail-result"
            data-delivered={outcome.delivered}
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {intl.formatMessage(
                  outcome.delivered
                    ? messages.testDelivered
                    : outcome.delivery === 'OUTBOX'
                      ? messages.testOutbox
                      : messages.testRefused,
                )}
              </Alert.Title>
              {outcome.delivery !== 'OUTBOX' && (
                <Alert.Description>
                  {intl.formatMessage(messages.testAnswer)}{' '}
                  <Code data-testid="test-mail-response">{outcome.response}</Code>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Section>
  );
}

function FormFieldless({
  label,
  invalid,
  children,
}: {
  label: string;
  invalid: boolean;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="1" flex="1" minW="16rem">
      <Text as="label" fontSize="sm" fontWeight="medium" color={invalid ? 'fg.error' : undefined}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** The sender tab: settings and the test mail. */
export function SenderSettings() {
  const query = useQuery(SenderSettingsQuery);
  if (query.error && !query.data)
    return (
      <ErrorNotice
        error={query.error}
        onRetry={() => void query.refetch()}
        testId="sender-load-error"
      />
    );
  if (!query.data) return <Skeleton h="40" />;
  const sender = getFragmentData(SenderFragment, query.data.communicationSender) ?? null;
  return (
    <Stack gap="5">
      <SenderForm sender={sender} />
      <TestMail sender={sender} />
    </Stack>
  );
}
