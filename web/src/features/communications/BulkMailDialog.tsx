import {
  Alert,
  Box,
  Button,
  Dialog,
  NativeSelect,
  Progress,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuSend } from 'react-icons/lu';
import { graphql } from '../../gql';
import type { BulkMailOutcome } from '../../gql/graphql';
import { DialogFrame } from '../../ui/display/DialogFrame';
import { StatusChip, type StatusLook, type StatusTone } from '../../ui/display/StatusChip';
import { bulkReasonLabels } from './labels';

const TemplatesQuery = graphql(`
  query BulkMail_Templates {
    communicationTemplates {
      id
      name
      language
      subject
      body
    }
  }
`);

const PreviewQuery = graphql(`
  query BulkMail_Preview(
    $language: MailLanguage!
    $subject: String!
    $body: String!
    $recoId: Int
  ) {
    previewCommunicationTemplate(
      language: $language
      subject: $subject
      body: $body
      recoId: $recoId
    ) {
      subject
      text
    }
  }
`);

const SendMutation = graphql(`
  mutation BulkMail_Send($input: BulkMailInput!) {
    sendBulkMail(input: $input) {
      batchKey
      done
      total
      items {
        recoId
        partyName
        to
        outcome
        reasonCode
        reason
      }
    }
  }
`);

const ProgressQuery = graphql(`
  query BulkMail_Progress($batchKey: String!) {
    bulkMail(batchKey: $batchKey) {
      batchKey
      done
      total
      items {
        recoId
        partyName
        to
        outcome
        reasonCode
        reason
      }
    }
  }
`);

type Message =
  | 'title'
  | 'selected'
  | 'template'
  | 'choose'
  | 'preview'
  | 'previewFor'
  | 'previewParty'
  | 'send'
  | 'close'
  | 'progress'
  | 'party'
  | 'to'
  | 'result'
  | 'failed';
// Plain descriptors: several take values.
const messages: Record<Message, MessageDescriptor> = defineMessages({
  title: { id: 'comms.bulk.title', defaultMessage: 'Write to the parties' },
  selected: {
    id: 'comms.bulk.selected',
    defaultMessage: '{count, plural, one {# party} other {# parties}} selected',
  },
  template: { id: 'comms.bulk.template', defaultMessage: 'Template' },
  choose: { id: 'comms.bulk.choose', defaultMessage: 'Choose a template' },
  preview: { id: 'comms.bulk.preview', defaultMessage: 'Preview' },
  previewFor: { id: 'comms.bulk.previewFor', defaultMessage: 'As {party} will read it' },
  previewParty: { id: 'comms.bulk.previewParty', defaultMessage: 'Preview for' },
  send: { id: 'comms.bulk.send', defaultMessage: 'Send' },
  close: { id: 'comms.bulk.close', defaultMessage: 'Close' },
  progress: { id: 'comms.bulk.progress', defaultMessage: '{done} of {total} done' },
  party: { id: 'comms.bulk.party', defaultMessage: 'Party' },
  to: { id: 'comms.bulk.to', defaultMessage: 'To' },
  result: { id: 'comms.bulk.result', defaultMessage: 'Result' },
  failed: {
    id: 'comms.bulk.failed',
    defaultMessage: 'Nothing was sent. Check your connection and try again.',
  },
});

const outcomeLabels: Record<BulkMailOutcome, MessageDescriptor> = defineMessages({
  SENDING: { id: 'comms.bulk.outcome.sending', defaultMessage: 'Sending' },
  SENT: { id: 'comms.bulk.outcome.sent', defaultMessage: 'Sent' },
  OUTBOX: { id: 'comms.bulk.outcome.outbox', defaultMessage: 'In the outbox' },
  FAILED: { id: 'comms.bulk.outcome.failed', defaultMessage: 'Failed' },
});
const outcomeTones: Record<BulkMailOutcome, StatusTone> = {
  SENDING: 'blue',
  SENT: 'green',
  OUTBOX: 'blue',
  FAILED: 'red',
};
const outcomeLook = (outcome: BulkMailOutcome): StatusLook => ({
  tone: outcomeTones[outcome],
  label: outcomeLabels[outcome],
});

/** A labelled native select of the dialog (the template, the party the preview is for). */
function ChoiceField({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: number | string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label>
      <Text fontWeight="medium" mb="1">
        {label}
      </Text>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </label>
  );
}

/**
 * Bulk send from the latest recos (spec POST send_bulk_mail/): pick a template, read it as any
 * selected party will (the first unless another is picked), send; then each party's result as
 * the mail worker delivers.
 */
export function BulkMailDialog({
  recos,
  onClose,
}: {
  recos: readonly { id: number; partyName: string }[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const templates = useQuery(TemplatesQuery);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [batchKey] = useState(() => crypto.randomUUID());
  const [send, sending] = useMutation(SendMutation);
  const [failed, setFailed] = useState(false);
  const template = templates.data?.communicationTemplates.find((t) => t.id === templateId);
  const [previewRecoId, setPreviewRecoId] = useState<number | null>(null);
  const first = recos.find((r) => r.id === previewRecoId) ?? recos[0];
  const preview = useQuery(PreviewQuery, {
    variables: {
      language: template?.language ?? 'EN',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      recoId: first?.id ?? null,
    },
    skip: !template,
  });
  const sent = sending.data?.sendBulkMail;
  const progress = useQuery(ProgressQuery, {
    variables: { batchKey },
    skip: !sent || sent.done === sent.total,
    pollInterval: 1000,
  });
  // The send's own answer knows the parties refused before any mail (no address); the
  // progress, the mails as the worker delivers them.
  const delivered = new Map((progress.data?.bulkMail.items ?? []).map((i) => [i.recoId, i]));
  const items = sent?.items.map((i) => delivered.get(i.recoId) ?? i) ?? [];
  const done = items.filter((i) => i.outcome !== 'SENDING').length;

  const submit = async () => {
    if (!templateId) return;
    setFailed(false);
    try {
      await send({
        variables: { input: { batchKey, templateId, recoIds: recos.map((r) => r.id) } },
      });
    } catch {
      setFailed(true);
    }
  };

  return (
    <DialogFrame open onClose={onClose} title={messages.title} size="lg" testId="bulk-mail">
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" data-testid="bulk-selected">
            {intl.formatMessage(messages.selected, { count: recos.length })}
          </Text>
          {!sent && (
            <>
              <ChoiceField
                label={intl.formatMessage(messages.template)}
                value={templateId ?? ''}
                onChange={(value) => setTemplateId(Number(value) || null)}
                testId="bulk-template"
              >
                <option value="">{intl.formatMessage(messages.choose)}</option>
                {(templates.data?.communicationTemplates ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.language})
                  </option>
                ))}
              </ChoiceField>
              {template && recos.length > 1 && (
                <ChoiceField
                  label={intl.formatMessage(messages.previewParty)}
                  value={first?.id ?? ''}
                  onChange={(value) => setPreviewRecoId(Number(value))}
                  testId="bulk-preview-party"
                >
                  {recos.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.partyName}
                    </option>
                  ))}
                </ChoiceField>
              )}
              {template && preview.data && first && (
                <Stack gap="1" data-testid="bulk-preview">
                  <Text fontSize="sm" color="fg.muted">
                    {intl.formatMessage(messages.previewFor, { party: first.partyName })}
                  </Text>
                  <Text fontWeight="medium">
                    {preview.data.previewCommunicationTemplate.subject}
                  </Text>
                  <Box
                    as="pre"
                    whiteSpace="pre-wrap"
                    fontSize="sm"
                    p="3"
                    borderWidth="1px"
                    borderRadius="md"
                    maxH="60"
                    overflowY="auto"
                    data-testid="bulk-preview-text"
                  >
                    {preview.data.previewCommunicationTemplate.text}
                  </Box>
                </Stack>
              )}
            </>
          )}
          {sent && (
            <Stack gap="3">
              <Progress.Root value={items.length ? (done / items.length) * 100 : 100}>
                <Progress.Label mb="1" fontSize="sm" data-testid="bulk-progress">
                  {intl.formatMessage(messages.progress, { done, total: items.length })}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Table.ScrollArea>
                <Table.Root size="sm" data-testid="bulk-results">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{intl.formatMessage(messages.party)}</Table.ColumnHeader>
                      <Table.ColumnHeader>{intl.formatMessage(messages.to)}</Table.ColumnHeader>
                      <Table.ColumnHeader>{intl.formatMessage(messages.result)}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {items.map((i) => (
                      <Table.Row key={i.recoId} data-testid={`bulk-result-${i.recoId}`}>
                        {/* The scroll area keeps cells on one line; a long legal name or
                            address wraps instead, so the result stays on a phone's screen. */}
                        <Table.Cell whiteSpace="normal" overflowWrap="anywhere">
                          {i.partyName ?? '—'}
                        </Table.Cell>
                        <Table.Cell whiteSpace="normal" wordBreak="break-all">
                          {i.to ?? '—'}
                        </Table.Cell>
                        <Table.Cell whiteSpace="normal">
                          <Stack gap="0.5">
                            <StatusChip look={outcomeLook(i.outcome)} value={i.outcome} />
                            {i.reasonCode && (
                              <Text fontSize="xs" color="fg.muted" data-testid="bulk-reason">
                                {intl.formatMessage(bulkReasonLabels[i.reasonCode])}
                                {i.reason && `: ${i.reason}`}
                              </Text>
                            )}
                          </Stack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          )}
          {failed && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{intl.formatMessage(messages.failed)}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
        {!sent && (
          <Button
            disabled={!templateId}
            loading={sending.loading}
            onClick={() => void submit()}
            data-testid="bulk-send"
          >
            <LuSend />
            {intl.formatMessage(messages.send)}
          </Button>
        )}
      </Dialog.Footer>
    </DialogFrame>
  );
}
