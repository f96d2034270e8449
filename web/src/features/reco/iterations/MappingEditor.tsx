import { Alert, Badge, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuCheck } from 'react-icons/lu';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { LedgerField, MappingConfidence } from '../../../gql/graphql';
import { quiet } from '../../../ui/actions/useAction';
import { Figure } from '../../../ui/display/Money';
import { phoneQuery, useMediaQuery } from '../../../ui/useMediaQuery';
import { formatDate } from '../../i18n/format';
import { useRecoStep } from '../shared/useRecoStep';
import { fieldNames, formatColumnReason } from './column-reasons';
import { formatMappingConflict } from './mapping-conflicts';
import { formatReadWarning } from './read-warnings';
import { formatSheetReason } from './sheet-reasons';

/** A conflict as the screen words it, read the same at the mapping's and at a column's level. */
const ConflictFragment = graphql(`
  fragment MappingEditor_Conflict on MappingConflict {
    code
    header
    otherHeader
    headers
    field
  }
`);

export const MappingFragment = graphql(`
  fragment MappingEditor_Mapping on LedgerMapping {
    side
    sheet
    headerRow
    amountModel
    confirmed
    needsConfirmation
    remembered
    entryCount
    closingBalance
    sheets {
      name
      read
      reason
      comparedWith
    }
    warnings {
      code
      sheet
      count
      text
    }
    conflicts {
      ...MappingEditor_Conflict
    }
    columns {
      column
      letter
      header
      field
      confidence
      reason {
        code
        header
        otherHeader
        field
        percent
        values
        knownAs
      }
      source
      conflicts {
        ...MappingEditor_Conflict
      }
    }
    sample {
      row
      date
      documentNumber
      documentType
      narration
      amount
    }
  }
`);

const ConfirmMutation = graphql(`
  mutation MappingEditor_Confirm($iterationId: Int!, $input: MappingChoiceInput!) {
    confirmRecoMapping(iterationId: $iterationId, input: $input) {
      id
      booksMapping {
        ...MappingEditor_Mapping
      }
      counterpartyMapping {
        ...MappingEditor_Mapping
      }
    }
  }
`);

const allFields = Object.keys(fieldNames) as LedgerField[];

const confidenceLabels = defineMessages({
  HIGH: { id: 'reco.confidence.high', defaultMessage: 'Sure' },
  MEDIUM: { id: 'reco.confidence.medium', defaultMessage: 'Check' },
  LOW: { id: 'reco.confidence.low', defaultMessage: 'Unsure' },
});
const confidenceLooks: Record<MappingConfidence, { palette: string; label: MessageDescriptor }> = {
  HIGH: { palette: 'green', label: confidenceLabels.HIGH },
  MEDIUM: { palette: 'orange', label: confidenceLabels.MEDIUM },
  LOW: { palette: 'red', label: confidenceLabels.LOW },
};

const messages = defineMessages({
  column: { id: 'reco.mapping.column', defaultMessage: 'Column' },
  header: { id: 'reco.mapping.header', defaultMessage: 'Header in the file' },
  role: { id: 'reco.mapping.role', defaultMessage: 'Read as' },
  confidence: { id: 'reco.mapping.confidence', defaultMessage: 'Confidence' },
  reason: { id: 'reco.mapping.reason', defaultMessage: 'Why' },
  notRead: { id: 'reco.mapping.notRead', defaultMessage: 'Not read' },
  confirm: { id: 'reco.mapping.confirm', defaultMessage: 'Confirm columns' },
  confirmed: { id: 'reco.mapping.confirmed', defaultMessage: 'Columns confirmed' },
  remembered: {
    id: 'reco.mapping.remembered',
    defaultMessage: 'The columns confirmed last time for this party were applied.',
  },
  needsConfirmation: {
    id: 'reco.mapping.needsConfirmation',
    defaultMessage:
      'Some columns are not sure: check the ones marked Unsure or Check, correct them if needed, then confirm.',
  },
  readAs: {
    id: 'reco.mapping.readAs',
    defaultMessage: 'Sheet “{sheet}”, header on row {row}: {count} entries read',
  },
  sample: { id: 'reco.mapping.sample', defaultMessage: 'First entries as read' },
  row: { id: 'reco.mapping.row', defaultMessage: 'Row' },
  date: { id: 'reco.mapping.date', defaultMessage: 'Date' },
  document: { id: 'reco.mapping.document', defaultMessage: 'Document' },
  narration: { id: 'reco.mapping.narration', defaultMessage: 'Narration' },
  amount: { id: 'reco.mapping.amount', defaultMessage: 'Amount (books’ view)' },
  twice: {
    id: 'reco.mapping.twice',
    defaultMessage: '“{role}” is given to more than one column: keep it on one.',
  },
  closing: { id: 'reco.mapping.closing', defaultMessage: 'Closing balance stated: {amount}' },
});
const readAsMessage: MessageDescriptor = messages.readAs;
const twiceMessage: MessageDescriptor = messages.twice;
const closingMessage: MessageDescriptor = messages.closing;

/**
 * The detected column roles of one ledger with the engine's reasons and confidence: the user
 * corrects a role in one click and confirms; a mapping that is not sure is never run unconfirmed.
 */
export function MappingEditor({
  iterationId,
  mapping: masked,
  editable,
  currency,
}: {
  iterationId: number;
  mapping: FragmentType<typeof MappingFragment>;
  editable: boolean;
  currency: string;
}) {
  const intl = useIntl();
  // On a phone the letter, confidence and reason go beside the header and under the choice,
  // so the column's role (what the user decides) is in view.
  const phone = useMediaQuery(phoneQuery);
  const mapping = getFragmentData(MappingFragment, masked);
  const detected = useMemo(
    (): Record<number, LedgerField | ''> =>
      Object.fromEntries(mapping.columns.map((c) => [c.column, c.field ?? ''])),
    [mapping.columns],
  );
  const [roles, setRoles] = useState<Record<number, LedgerField | ''>>(detected);
  useEffect(() => setRoles(detected), [detected]);
  const [confirm] = useMutation(ConfirmMutation, { context: quiet });
  const side = mapping.side === 'BOOKS' ? 'books' : 'counterparty';
  const [saved, setSaved] = useState(false);
  const step = useRecoStep<void, unknown>({
    scope: `confirm-mapping:${iterationId}:${side}`,
    onSuccess: () => setSaved(true),
    run: () =>
      confirm({
        variables: {
          iterationId,
          input: {
            side: mapping.side,
            headerRow: mapping.headerRow,
            columns: Object.entries(roles)
              .filter(([, field]) => field !== '')
              .map(([column, field]) => ({ column: Number(column), field: field as LedgerField })),
          },
        },
      }),
  });
  const chosen = Object.values(roles).filter((f): f is LedgerField => f !== '');
  const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);

  return (
    <Stack gap="3" data-testid={`mapping-${side}`} data-confirmed={mapping.confirmed}>
      <HStack justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(readAsMessage, {
            sheet: mapping.sheet || 'CSV',
            row: mapping.headerRow,
            count: mapping.entryCount,
          })}
          {mapping.closingBalance && (
            <>
              {' · '}
              {intl.formatMessage(closingMessage, {
                amount: `${mapping.closingBalance} ${currency}`,
              })}
            </>
          )}
        </Text>
        {mapping.confirmed && (
          <Badge colorPalette="green" data-testid={`mapping-${side}-confirmed`}>
            <LuCheck />
            {intl.formatMessage(messages.confirmed)}
          </Badge>
        )}
      </HStack>
      {mapping.remembered && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.remembered)}</Alert.Title>
        </Alert.Root>
      )}
      {!mapping.confirmed && mapping.needsConfirmation && (
        <Alert.Root status="warning" size="sm" data-testid={`mapping-${side}-asks`}>
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(messages.needsConfirmation)}</Alert.Title>
        </Alert.Root>
      )}
      {/* A workbook of one sheet has nothing to explain. */}
      {mapping.sheets.length > 1 &&
        mapping.sheets.map((s) => (
          <Text
            key={s.name}
            textStyle="sm"
            color={s.read ? 'fg.muted' : 'fg.subtle'}
            data-testid={`mapping-${side}-sheet`}
          >
            {formatSheetReason(intl, s)}
          </Text>
        ))}
      {[
        ...mapping.warnings.map((w) => formatReadWarning(intl, w)),
        ...mapping.conflicts.map((c) =>
          formatMappingConflict(intl, getFragmentData(ConflictFragment, c)),
        ),
      ].map((text) => (
        <Text key={text} textStyle="sm" color="orange.fg" data-testid={`mapping-${side}-note`}>
          {text}
        </Text>
      ))}
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              {!phone && (
                <Table.ColumnHeader>{intl.formatMessage(messages.column)}</Table.ColumnHeader>
              )}
              <Table.ColumnHeader>{intl.formatMessage(messages.header)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(messages.role)}</Table.ColumnHeader>
              {!phone && (
                <>
                  <Table.ColumnHeader>{intl.formatMessage(messages.confidence)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.reason)}</Table.ColumnHeader>
                </>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {mapping.columns.map((c) => {
              const look = confidenceLooks[c.confidence];
              return (
                <Table.Row key={c.column} data-testid={`mapping-${side}-column-${c.letter}`}>
                  {!phone && <Table.Cell fontFamily="mono">{c.letter}</Table.Cell>}
                  <Table.Cell whiteSpace={phone ? 'normal' : undefined}>
                    {phone && (
                      <Text as="span" fontFamily="mono" color="fg.muted" me="2">
                        {c.letter}
                      </Text>
                    )}
                    {c.header}
                  </Table.Cell>
                  <Table.Cell minW={phone ? '36' : '44'} whiteSpace={phone ? 'normal' : undefined}>
                    <NativeSelect.Root size="xs" disabled={!editable}>
                      <NativeSelect.Field
                        aria-label={`${intl.formatMessage(messages.role)} ${c.letter}`}
                        value={roles[c.column] ?? ''}
                        data-testid={`mapping-${side}-role-${c.letter}`}
                        onChange={(event) =>
                          setRoles((now) => ({
                            ...now,
                            [c.column]: event.currentTarget.value as LedgerField | '',
                          }))
                        }
                      >
                        <option value="">{intl.formatMessage(messages.notRead)}</option>
                        {allFields.map((field) => (
                          <option key={field} value={field}>
                            {intl.formatMessage(fieldNames[field])}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    {phone && (
                      <Stack gap="1" mt="1" align="flex-start">
                        {c.field && (
                          <Badge colorPalette={look.palette} data-confidence={c.confidence}>
                            {intl.formatMessage(look.label)}
                          </Badge>
                        )}
                        <Text
                          textStyle="xs"
                          color="fg.muted"
                          data-testid={`mapping-${side}-reason-${c.letter}`}
                          data-reason={c.reason.code}
                        >
                          {formatColumnReason(intl, c.reason, c.source === 'REMEMBERED')}
                        </Text>
                      </Stack>
                    )}
                  </Table.Cell>
                  {!phone && (
                    <>
                      <Table.Cell>
                        {c.field && (
                          <Badge colorPalette={look.palette} data-confidence={c.confidence}>
                            {intl.formatMessage(look.label)}
                          </Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell
                        textStyle="xs"
                        color="fg.muted"
                        maxW="md"
                        data-testid={`mapping-${side}-reason-${c.letter}`}
                        data-reason={c.reason.code}
                      >
                        {formatColumnReason(intl, c.reason, c.source === 'REMEMBERED')}
                      </Table.Cell>
                    </>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {twice && (
        <Text color="red.fg" textStyle="sm" data-testid={`mapping-${side}-twice`}>
          {intl.formatMessage(twiceMessage, { role: intl.formatMessage(fieldNames[twice]) })}
        </Text>
      )}
      {editable && (
        <HStack gap="3">
          <Button
            alignSelf="flex-start"
            size="sm"
            variant={mapping.confirmed ? 'outline' : 'solid'}
            loading={step.pending}
            disabled={Boolean(twice)}
            onClick={() => void step.trigger()}
            data-testid={`mapping-${side}-confirm`}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
          {saved && (
            <Text textStyle="sm" color="green.fg" data-testid={`mapping-${side}-saved`}>
              <LuCheck style={{ display: 'inline' }} /> {intl.formatMessage(messages.confirmed)}
            </Text>
          )}
        </HStack>
      )}
      {mapping.sample.length > 0 && (
        <Stack gap="1">
          <Text textStyle="sm" fontWeight="medium">
            {intl.formatMessage(messages.sample)}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" data-testid={`mapping-${side}-sample`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage(messages.row)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.date)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.document)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.narration)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage(messages.amount)}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mapping.sample.slice(0, 5).map((entry) => (
                  <Table.Row key={entry.row}>
                    <Table.Cell>{entry.row}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {entry.date ? formatDate(entry.date) : '—'}
                    </Table.Cell>
                    <Table.Cell>
                      {[entry.documentType, entry.documentNumber].filter(Boolean).join(' ')}
                    </Table.Cell>
                    <Table.Cell maxW="xs" truncate>
                      {entry.narration}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      <Figure value={entry.amount} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
    </Stack>
  );
}
