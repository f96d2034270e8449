import { Badge, Box, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { MailLog_CommunicationsQuery, MailStatus } from '../../gql/graphql';
import { DialogFrame } from '../../ui/display/DialogFrame';
import { StatusChip } from '../../ui/display/StatusChip';
import { FilterBar } from '../../ui/lists/FilterBar';
import { oneOf, positiveId } from '../../ui/lists/list-params';
import { PagedTable, type Column } from '../../ui/lists/PagedTable';
import { SelectFilter } from '../../ui/lists/SelectFilter';
import { dateColumn, textColumn } from '../../ui/lists/columns';
import { usePagedList } from '../../ui/lists/usePagedList';
import { purposeLabels, statusLabels, statusLook } from './labels';

const MailLogQuery = graphql(`
  query MailLog_Communications($page: Int!, $size: Int!, $status: MailStatus, $recoId: Int) {
    communications(page: $page, size: $size, status: $status, recoId: $recoId) {
      totalCount
      page
      size
      items {
        id
        recoId
        partyName
        purpose
        attempt
        to
        cc
        from
        replyTo
        subject
        html
        text
        attachments
        status
        tries
        smtpResponse
        lastError
        createdAt
        sentAt
      }
    }
  }
`);

type Mail = MailLog_CommunicationsQuery['communications']['items'][number];

const messages = defineMessages({
  mails: { id: 'comms.log.mails', defaultMessage: 'Mails' },
  empty: {
    id: 'comms.log.empty',
    defaultMessage: 'No mail yet. Requests and reminders show here once they are built.',
  },
  created: { id: 'comms.log.created', defaultMessage: 'Built' },
  to: { id: 'comms.log.to', defaultMessage: 'To' },
  party: { id: 'comms.log.party', defaultMessage: 'Party' },
  subject: { id: 'comms.log.subject', defaultMessage: 'Subject' },
  purpose: { id: 'comms.log.purpose', defaultMessage: 'Kind' },
  status: { id: 'comms.log.status', defaultMessage: 'Status' },
  anyStatus: { id: 'comms.log.anyStatus', defaultMessage: 'Any status' },
  mail: { id: 'comms.log.mail', defaultMessage: 'Mail as built' },
  from: { id: 'comms.log.from', defaultMessage: 'From' },
  cc: { id: 'comms.log.cc', defaultMessage: 'Cc' },
  replyTo: { id: 'comms.log.replyTo', defaultMessage: 'Reply-To' },
  attachments: { id: 'comms.log.attachments', defaultMessage: 'Attachments' },
  answer: { id: 'comms.log.answer', defaultMessage: 'Server answer' },
  tries: { id: 'comms.log.tries', defaultMessage: 'Tries' },
  plain: { id: 'comms.log.plain', defaultMessage: 'Plain-text version' },
  htmlFrame: { id: 'comms.log.htmlFrame', defaultMessage: 'HTML version of the mail' },
});

const STATUSES: readonly MailStatus[] = [
  'QUEUED',
  'SENDING',
  'SENT',
  'OUTBOX',
  'RETRYING',
  'BOUNCED',
  'DEAD',
];

const mailFilters = { mailStatus: oneOf(STATUSES), reco: positiveId };

function MailDialog({ mail, onClose }: { mail: Mail | null; onClose: () => void }) {
  const intl = useIntl();
  const say = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const row = (label: string, value: string | null | undefined, testId?: string) =>
    value ? (
      <HStack align="flex-start" gap="3">
        <Text minW="7rem" color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="sm" wordBreak="break-all" data-testid={testId}>
          {value}
        </Text>
      </HStack>
    ) : null;
  return (
    <DialogFrame
      open={mail !== null}
      onClose={onClose}
      title={messages.mail}
      size="lg"
      testId="mail-dialog"
    >
      {mail && (
        <Dialog.Body>
          <Stack gap="2">
            <HStack gap="2">
              <StatusChip look={statusLook(mail.status)} value={mail.status} />
              <Badge variant="outline">{intl.formatMessage(purposeLabels[mail.purpose])}</Badge>
            </HStack>
            {row(say(messages.from), mail.from)}
            {row(say(messages.to), mail.to, 'mail-to')}
            {row(say(messages.cc), mail.cc)}
            {row(say(messages.replyTo), mail.replyTo)}
            {row(say(messages.subject), mail.subject, 'mail-subject')}
            {row(say(messages.attachments), mail.attachments.join(', '))}
            {row(say(messages.answer), mail.smtpResponse ?? mail.lastError)}
            {mail.tries > 0 && row(say(messages.tries), String(mail.tries))}
            {/* The mail's own HTML, sandboxed: no scripts, no same-origin access. */}
            <Box borderWidth="1px" borderRadius="md" bg="white" overflow="hidden">
              <iframe
                title={say(messages.htmlFrame)}
                sandbox=""
                srcDoc={mail.html}
                width="100%"
                height="288"
                data-testid="mail-html"
              />
            </Box>
            <Text fontSize="sm" color="fg.muted">
              {say(messages.plain)}
            </Text>
            <Box
              as="pre"
              whiteSpace="pre-wrap"
              fontSize="sm"
              p="3"
              borderWidth="1px"
              borderRadius="md"
              data-testid="mail-text"
            >
              {mail.text}
            </Box>
          </Stack>
        </Dialog.Body>
      )}
    </DialogFrame>
  );
}

/** Every mail built: the outbox when no SMTP server is set, and each reco's log. */
export function MailLog({ recoId }: { recoId?: number }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Mail | null>(null);
  const list = usePagedList(MailLogQuery, {
    pick: (data) => data.communications,
    filters: mailFilters,
    variables: ({ mailStatus, reco }) => ({ status: mailStatus, recoId: recoId ?? reco }),
    prefix: 'mail',
  });
  const columns: Column<Mail>[] = [
    dateColumn(messages.created, (m) => m.createdAt),
    // On a phone: date, subject and status; the mail itself shows whom it went to.
    { ...textColumn('to', messages.to, (m) => m.to), hideOnPhone: true },
    { ...textColumn('party', messages.party, (m) => m.partyName), hideOnPhone: true },
    {
      id: 'subject',
      header: messages.subject,
      cell: (m) => (
        <Text
          as="button"
          textAlign="start"
          whiteSpace="normal"
          color="blue.fg"
          onClick={() => setOpen(m)}
          data-testid={`mail-${m.id}`}
        >
          {m.subject}
        </Text>
      ),
    },
    {
      ...textColumn('purpose', messages.purpose, (m) =>
        intl.formatMessage(purposeLabels[m.purpose]),
      ),
      hideOnPhone: true,
    },
    {
      id: 'status',
      header: messages.status,
      cell: (m) => <StatusChip look={statusLook(m.status)} value={m.status} />,
    },
  ];
  return (
    <Stack gap="3">
      <FilterBar filters={list.filters}>
        <SelectFilter
          filters={list.filters}
          name="mailStatus"
          label={messages.anyStatus}
          options={STATUSES.map((s) => ({ value: s, label: intl.formatMessage(statusLabels[s]) }))}
          testId="mail-status-filter"
        />
      </FilterBar>
      <PagedTable
        label={messages.mails}
        columns={columns}
        {...list.table}
        empty={messages.empty}
        testId="mail-log"
      />
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
