import { Badge, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck, LuPaperclip, LuX } from 'react-icons/lu';
import type { EntryAnswerKind } from '../../gql/graphql';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { quiet } from '../../ui/actions/useAction';
import { downloadWithSession } from '../reco/iterations/ledger-upload';
import { formatDateTime, megabytes } from '../i18n/format';
import { showSnackbar } from '../snackbar/snackbar';
import type { TransferProblem } from '../reco-results/workbook-transfer';
import { shareWords } from './labels';
import {
  ANSWER_DOCUMENT_EXTENSIONS,
  MAX_ANSWER_DOCUMENT_BYTES,
  uploadAnswerDocument,
} from './answer-document';
import { AnswerEntryMutation } from './shares.operations';

export type EntryAnswerView = {
  answer?: EntryAnswerKind | null;
  remark?: string | null;
  documentName?: string | null;
  documentPath?: string | null;
  answeredByName: string;
  answeredByCompanyName: string;
  answeredAt: string;
};

/** What the other company answered on an entry, as both companies see it. */
export function AnswerShown({ answer }: { answer: EntryAnswerView }) {
  const intl = useIntl();
  const company = answer.answeredByCompanyName;
  const text =
    answer.answer === 'AGREE'
      ? intl.formatMessage(shareWords.agreed, { company })
      : answer.answer === 'DISAGREE'
        ? intl.formatMessage(shareWords.disagreed, { company, remark: answer.remark ?? '' })
        : intl.formatMessage(shareWords.documentOnly, { company });
  return (
    <Stack gap="0.5" data-testid="entry-answer" data-answer={answer.answer ?? 'NONE'}>
      <HStack gap="1" wrap="wrap">
        <Badge
          colorPalette={answer.answer === 'DISAGREE' ? 'red' : answer.answer ? 'green' : 'gray'}
          variant="subtle"
        >
          {text}
        </Badge>
        {answer.documentName && answer.documentPath && (
          <Button
            size="2xs"
            variant="ghost"
            onClick={() => void downloadWithSession(answer.documentPath!, answer.documentName!)}
            data-testid="entry-answer-document"
          >
            <LuPaperclip />
            {intl.formatMessage(shareWords.document, { name: answer.documentName })}
          </Button>
        )}
      </HStack>
      <Text textStyle="2xs" color="fg.subtle">
        {intl.formatMessage(shareWords.by, {
          person: answer.answeredByName,
          date: formatDateTime(answer.answeredAt),
        })}
      </Text>
    </Stack>
  );
}

const PROBLEMS: Partial<Record<TransferProblem, MessageDescriptor>> = {
  type: shareWords.documentType,
  size: shareWords.documentSize,
  refused: shareWords.documentRefused,
};

/**
 * The receiving company's answer on one entry of a reco shared with it: agree, disagree with a
 * remark, attach its document. Nothing typed is lost when the server refuses.
 */
export function AnswerControls({
  shareId,
  entryNumber,
  onChanged,
}: {
  shareId: number;
  entryNumber: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [disagreeing, setDisagreeing] = useState(false);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement | null>(null);
  const [answer, answering] = useMutation(AnswerEntryMutation, { context: quiet });

  const send = async (kind: EntryAnswerKind) => {
    if (kind === 'DISAGREE' && !remark.trim())
      return setProblem(intl.formatMessage(shareWords.remarkRequired));
    setProblem(null);
    try {
      await answer({
        variables: {
          shareId,
          entryNumber,
          answer: kind,
          ...(kind === 'DISAGREE' ? { remark: remark.trim() } : {}),
        },
      });
      setDisagreeing(false);
      setRemark('');
      showSnackbar({
        message: intl.formatMessage(shareWords.saved),
        variant: 'alert',
        severity: 'success',
      });
      onChanged();
    } catch (error) {
      setProblem(
        intl.formatMessage(shareWords.failed, {
          reason: intl.formatMessage(errorMessage(errorDetails(error).code)),
        }),
      );
    }
  };

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setUploading(true);
    const outcome = await uploadAnswerDocument(shareId, entryNumber, chosen);
    setUploading(false);
    if (file.current) file.current.value = '';
    if (outcome.ok) {
      showSnackbar({
        message: intl.formatMessage(shareWords.attached),
        variant: 'alert',
        severity: 'success',
      });
      onChanged();
    } else {
      const known = PROBLEMS[outcome.problem];
      setProblem(
        known
          ? intl.formatMessage(known, { limit: megabytes(MAX_ANSWER_DOCUMENT_BYTES) })
          : intl.formatMessage(shareWords.failed, { reason: outcome.problem }),
      );
    }
  };

  return (
    <Stack gap="1" data-testid="entry-answer-controls">
      <HStack gap="1" wrap="wrap">
        <Button
          size="2xs"
          variant="outline"
          colorPalette="green"
          loading={answering.loading && !disagreeing}
          onClick={() => void send('AGREE')}
          data-testid="entry-agree"
        >
          <LuCheck />
          {intl.formatMessage(shareWords.agree)}
        </Button>
        <Button
          size="2xs"
          variant="outline"
          colorPalette="red"
          onClick={() => setDisagreeing(true)}
          data-testid="entry-disagree"
        >
          <LuX />
          {intl.formatMessage(shareWords.disagree)}
        </Button>
        <Button
          size="2xs"
          variant="ghost"
          loading={uploading}
          onClick={() => file.current?.click()}
          data-testid="entry-attach"
        >
          <LuPaperclip />
          {intl.formatMessage(shareWords.attach)}
        </Button>
        <Input
          ref={file}
          type="file"
          display="none"
          accept={ANSWER_DOCUMENT_EXTENSIONS.join(',')}
          onChange={(event) => void attach(event.currentTarget.files?.[0])}
          data-testid="entry-document-input"
        />
      </HStack>
      {disagreeing && (
        <Stack gap="1">
          <Textarea
            size="sm"
            value={remark}
            maxLength={2000}
            aria-label={intl.formatMessage(shareWords.remark)}
            placeholder={intl.formatMessage(shareWords.remark)}
            onChange={(event) => setRemark(event.currentTarget.value)}
            data-testid="entry-remark"
          />
          <HStack gap="1">
            <Button
              size="2xs"
              loading={answering.loading}
              onClick={() => void send('DISAGREE')}
              data-testid="entry-answer-send"
            >
              {intl.formatMessage(shareWords.send)}
            </Button>
            <Button size="2xs" variant="ghost" onClick={() => setDisagreeing(false)}>
              {intl.formatMessage(shareWords.cancel)}
            </Button>
          </HStack>
        </Stack>
      )}
      {problem && (
        <Text textStyle="xs" color="fg.error" role="alert" data-testid="entry-answer-problem">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
