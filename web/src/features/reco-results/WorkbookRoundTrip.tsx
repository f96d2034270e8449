import { Alert, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  defineMessage,
  defineMessages,
  useIntl,
  type IntlShape,
  type MessageDescriptor,
} from 'react-intl';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { Section } from '../../ui/display/Section';
import { showSnackbar } from '../snackbar/snackbar';
import { formatDate, megabytes } from '../i18n/format';
import { statusNameOf } from './labels';
import {
  downloadWorkbook,
  MAX_WORKBOOK_BYTES,
  uploadWorkbook,
  WORKBOOK_EXTENSIONS,
  type TransferProblem,
  type RefusalCode,
  type WorkbookReport,
} from './workbook-transfer';

const WorkbookRoundTripIteration = graphql(`
  fragment WorkbookRoundTrip_Iteration on RecoIteration {
    id
    outputFile {
      fileName
      downloadPath
    }
    modifiedFile {
      fileName
      downloadPath
      uploadedAt
    }
  }
`);

const messageList = defineMessages({
  title: { id: 'recoResults.workbook.title', defaultMessage: 'Result workbook' },
  hint: {
    id: 'recoResults.workbook.hint',
    defaultMessage:
      'Download the result, change the Status (and Remark) of rows in Excel, and upload it back: each change becomes a decision by hand. To pair unmatched rows, set them to matched with the same Match ID of your own.',
  },
  download: { id: 'recoResults.workbook.download', defaultMessage: 'Download the result' },
  downloadModified: {
    id: 'recoResults.workbook.downloadModified',
    defaultMessage: 'Download the edited workbook',
  },
  modifiedOn: {
    id: 'recoResults.workbook.modifiedOn',
    defaultMessage: 'Edited workbook {name} uploaded on {date}',
  },
  upload: { id: 'recoResults.workbook.upload', defaultMessage: 'Upload an edited workbook' },
  noOutput: {
    id: 'recoResults.workbook.noOutput',
    defaultMessage: 'The result workbook is not there yet.',
  },
  reportTitle: {
    id: 'recoResults.workbook.reportTitle',
    defaultMessage:
      '{name}: {taken, plural, one {# change taken} other {# changes taken}}, {refused, plural, one {# refused} other {# refused}}',
  },
  nothingChanged: {
    id: 'recoResults.workbook.nothingChanged',
    defaultMessage: 'No row of the workbook was changed: nothing to take.',
  },
  taken: { id: 'recoResults.workbook.taken', defaultMessage: 'Taken' },
  refused: { id: 'recoResults.workbook.refused', defaultMessage: 'Refused' },
  sheet: { id: 'recoResults.workbook.sheet', defaultMessage: 'Sheet' },
  row: { id: 'recoResults.workbook.row', defaultMessage: 'Row' },
  decision: { id: 'recoResults.workbook.decision', defaultMessage: 'Decision' },
  notSent: {
    id: 'recoResults.workbook.notSent',
    defaultMessage: '{name} was not read: {reason}',
  },
  notDownloaded: {
    id: 'recoResults.workbook.notDownloaded',
    defaultMessage: 'The workbook could not be downloaded: {reason}',
  },
  type: {
    id: 'recoResults.workbook.problem.type',
    defaultMessage: 'upload the result workbook as .xlsx or .xlsm',
  },
  size: {
    id: 'recoResults.workbook.problem.size',
    defaultMessage: 'the file is larger than {limit} MB',
  },
  empty: { id: 'recoResults.workbook.problem.empty', defaultMessage: 'the file is empty' },
  refusedFile: {
    id: 'recoResults.workbook.problem.refused',
    defaultMessage: 'it is not a result workbook of this iteration (or it is damaged)',
  },
  state: {
    id: 'recoResults.workbook.problem.state',
    defaultMessage:
      'decisions cannot be taken on this iteration now (it is in review, closed or replaced)',
  },
  session: { id: 'recoResults.workbook.problem.session', defaultMessage: 'your session has ended' },
  forbidden: {
    id: 'recoResults.workbook.problem.forbidden',
    defaultMessage: 'only the reconciler of this reconciliation may do this',
  },
  missing: {
    id: 'recoResults.workbook.problem.missing',
    defaultMessage: 'the iteration is no longer there',
  },
  failed: {
    id: 'recoResults.workbook.problem.failed',
    defaultMessage: 'the transfer failed; try again',
  },
});

const kindList = defineMessages({
  match: { id: 'recoResults.decision.kind.match', defaultMessage: 'Matched by hand' },
  unmatch: { id: 'recoResults.decision.kind.unmatch', defaultMessage: 'Unmatched' },
  accept: { id: 'recoResults.decision.kind.accept', defaultMessage: 'Suggestion accepted' },
  reject: { id: 'recoResults.decision.kind.reject', defaultMessage: 'Suggestion rejected' },
});

/** Why a row was refused, by the service's code; params fill in the statuses and the decision. */
const refusals: Record<RefusalCode, MessageDescriptor> = defineMessages({
  COLUMNS_MISSING: {
    id: 'recoResults.workbook.refusal.columnsMissing',
    defaultMessage: 'This sheet needs its Side, Row and Status columns',
  },
  NOT_AN_ENTRY: {
    id: 'recoResults.workbook.refusal.notAnEntry',
    defaultMessage: 'Side and Row do not name an entry',
  },
  NO_SUCH_ENTRY: {
    id: 'recoResults.workbook.refusal.noSuchEntry',
    defaultMessage: 'No such entry in this iteration',
  },
  STATUS_CHANGE: {
    id: 'recoResults.workbook.refusal.statusChange',
    defaultMessage: 'A status cannot be changed by hand from {from} to {to}',
  },
  MATCH_ID_NEEDED: {
    id: 'recoResults.workbook.refusal.matchIdNeeded',
    defaultMessage: 'Give the rows to pair the same Match ID of your own',
  },
  DECISION_REFUSED: {
    id: 'recoResults.workbook.refusal.decisionRefused',
    defaultMessage: 'Not taken ({kind}): the entries changed meanwhile or do not form one pair',
  },
});
const nothing = defineMessage({
  id: 'recoResults.workbook.refusal.nothing',
  defaultMessage: 'nothing',
});

const messages: Record<keyof typeof messageList, MessageDescriptor> = messageList;
const kinds: Record<keyof typeof kindList, MessageDescriptor> = kindList;

const limit = megabytes(MAX_WORKBOOK_BYTES);
const problems: Record<TransferProblem, MessageDescriptor> = {
  type: messages.type,
  size: messages.size,
  empty: messages.empty,
  refused: messages.refusedFile,
  state: messages.state,
  session: messages.session,
  forbidden: messages.forbidden,
  missing: messages.missing,
  failed: messages.failed,
};

export function decisionKindName(kind: string): MessageDescriptor | null {
  return Object.hasOwn(kinds, kind) ? kinds[kind as keyof typeof kinds] : null;
}

/**
 * The output workbook download and the edited workbook's upload back, with the report of
 * which rows became decisions and which were refused and why.
 */
export function WorkbookRoundTrip({
  iteration: masked,
  canUpload,
  onApplied,
}: {
  iteration: FragmentType<typeof WorkbookRoundTripIteration>;
  canUpload: boolean;
  onApplied: () => void;
}) {
  const intl = useIntl();
  const iteration = getFragmentData(WorkbookRoundTripIteration, masked);
  const input = useRef<HTMLInputElement | null>(null);
  const [sending, setSending] = useState(false);
  const [report, setReport] = useState<WorkbookReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (path: string, name: string) => {
    const refused = await downloadWorkbook(path, name);
    if (refused)
      showSnackbar({
        message: intl.formatMessage(messages.notDownloaded, {
          reason: intl.formatMessage(problems[refused], { limit }),
        }),
        variant: 'alert',
        severity: 'error',
      });
  };

  const send = async (file: File) => {
    setSending(true);
    setProblem(null);
    setReport(null);
    try {
      const result = await uploadWorkbook(iteration.id, file);
      if (result.ok) {
        setReport(result.report);
        onApplied();
      } else
        setProblem(
          intl.formatMessage(messages.notSent, {
            name: file.name,
            reason: intl.formatMessage(problems[result.problem], { limit }),
          }),
        );
    } finally {
      setSending(false);
    }
  };

  return (
    <Section title={intl.formatMessage(messages.title)} testId="workbook">
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(messages.hint)}
        </Text>
        <HStack gap="2" wrap="wrap">
          {iteration.outputFile ? (
            <Button
              size="sm"
              variant="outline"
              data-testid="workbook-download"
              onClick={() =>
                void download(iteration.outputFile!.downloadPath, iteration.outputFile!.fileName)
              }
            >
              <LuDownload />
              {intl.formatMessage(messages.download)}
            </Button>
          ) : (
            <Text textStyle="sm">{intl.formatMessage(messages.noOutput)}</Text>
          )}
          {iteration.modifiedFile && (
            <Button
              size="sm"
              variant="ghost"
              data-testid="workbook-download-modified"
              onClick={() =>
                void download(
                  iteration.modifiedFile!.downloadPath,
                  iteration.modifiedFile!.fileName,
                )
              }
            >
              <LuDownload />
              {intl.formatMessage(messages.downloadModified)}
            </Button>
          )}
          {canUpload && iteration.outputFile && (
            <>
              <input
                ref={input}
                type="file"
                hidden
                accept={WORKBOOK_EXTENSIONS.join(',')}
                data-testid="workbook-input"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) void send(file);
                }}
              />
              <Button
                size="sm"
                loading={sending}
                data-testid="workbook-upload"
                onClick={() => input.current?.click()}
              >
                <LuUpload />
                {intl.formatMessage(messages.upload)}
              </Button>
            </>
          )}
        </HStack>
        {iteration.modifiedFile && (
          <Text textStyle="xs" color="fg.muted" data-testid="workbook-modified">
            {intl.formatMessage(messages.modifiedOn, {
              name: iteration.modifiedFile.fileName,
              date: formatDate(iteration.modifiedFile.uploadedAt),
            })}
          </Text>
        )}
        {problem && (
          <Alert.Root status="error" data-testid="workbook-problem">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {report && <Report report={report} />}
      </Stack>
    </Section>
  );
}

/** A refusal in the user's language: its code's message, statuses and decision named too. */
function refusalText(intl: IntlShape, r: WorkbookReport['refused'][number]): string {
  const said = (descriptor: MessageDescriptor | null, raw: string | undefined) =>
    descriptor ? intl.formatMessage(descriptor) : raw || intl.formatMessage(nothing);
  const message = refusals[r.code];
  if (!message) return r.reason;
  return intl.formatMessage(message, {
    from: said(statusNameOf(r.params.from ?? ''), r.params.from),
    to: said(statusNameOf(r.params.to ?? ''), r.params.to),
    kind: said(decisionKindName(r.params.kind ?? ''), r.params.kind),
  });
}

function Report({ report }: { report: WorkbookReport }) {
  const intl = useIntl();
  const rows = [
    ...report.taken.map((t) => ({ ...t, taken: true as const, text: '' })),
    ...report.refused.map((r) => ({ ...r, taken: false as const, text: refusalText(intl, r) })),
  ];
  return (
    <Stack
      gap="2"
      data-testid="workbook-report"
      data-taken={report.taken.length}
      data-refused={report.refused.length}
    >
      <Alert.Root status={report.refused.length > 0 ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Title>
          {intl.formatMessage(messages.reportTitle, {
            name: report.file.fileName,
            taken: report.taken.length,
            refused: report.refused.length,
          })}
        </Alert.Title>
      </Alert.Root>
      {rows.length === 0 ? (
        <Text textStyle="sm">{intl.formatMessage(messages.nothingChanged)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="80">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(messages.sheet)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.row)}</Table.ColumnHeader>
                <Table.ColumnHeader />
                <Table.ColumnHeader>{intl.formatMessage(messages.decision)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => {
                const kind = r.taken ? decisionKindName(r.kind) : null;
                return (
                  <Table.Row
                    key={`${r.sheet}/${r.row}/${r.taken}`}
                    data-testid={r.taken ? 'report-taken' : 'report-refused'}
                  >
                    <Table.Cell>{r.sheet}</Table.Cell>
                    <Table.Cell>{r.row}</Table.Cell>
                    <Table.Cell color={r.taken ? 'fg.success' : 'fg.error'}>
                      {intl.formatMessage(r.taken ? messages.taken : messages.refused)}
                    </Table.Cell>
                    <Table.Cell>
                      {r.taken ? (kind ? intl.formatMessage(kind) : r.kind) : r.text}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
