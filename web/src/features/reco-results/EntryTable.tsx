import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Grid,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuTag, LuUndo2 } from 'react-icons/lu';
import { Dec, formatDecimal } from '../i18n/amount-format';
import { formatDate } from '../i18n/format';
import { numericCell } from '../../ui/display/Money';
import { StatusChip } from '../../ui/display/StatusChip';
import type { DecisionKind, DecisionSource, EntryCategory, EntryStatus } from '../../gql/graphql';
import type { EntryAnswerView } from '../reco-shares/EntryAnswer';
import { drill } from './drill-labels';
import { remarkName, statusLook } from './labels';
import { ruleReasonName } from './rule-reasons';
import { comparableDocument, lineActions, type EntryRef, type Side } from './selection';

export type EntryDecisionView = {
  decisionId: number;
  kind: DecisionKind;
  /** CARRIED: taken on an earlier iteration; it is unmatched, not undone, here. */
  source: DecisionSource;
  decidedAt: string;
  decidedBy: { id: number; userName: string; firstName?: string | null; lastName?: string | null };
};

export type EntryView = {
  entryNumber: number;
  lineNumber: number;
  side: Side;
  sheet: string;
  row: number;
  documentNumber: string;
  documentType: string;
  narration: string;
  date?: string | null;
  amount: string;
  status: EntryStatus;
  category: EntryCategory;
  remark: string;
  remark2: string;
  matchId?: string | null;
  rule: string;
  reason: string;
  /** `reason` is the rule's description (shown by rule in the user's language), not typed. */
  reasonByRule: boolean;
  decision?: EntryDecisionView | null;
  /** The answer of the company the reco was shared with. */
  answer?: EntryAnswerView | null;
};

/** Books, counterparty, difference: side by side from md up, one pair per card below. */
const columns = { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr) 8rem' };

/** A side's name inside the card on narrow screens (the header row says it on wide ones). */
function SideLabel({ label }: { label: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Text
      textStyle="2xs"
      color="fg.muted"
      textTransform="uppercase"
      display={{ base: 'block', md: 'none' }}
    >
      {intl.formatMessage(label)}
    </Text>
  );
}

export type TagOnEntry = { mapId: number; tagId: number; name: string; color: string };

type Props = {
  lines: EntryView[][];
  focus: number;
  onFocusLine: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  selected: readonly EntryRef[];
  /** null when the caller may not decide (read only). */
  onToggle: ((entry: EntryView) => void) | null;
  onLineAction: ((line: EntryView[], kind: 'UNMATCH' | 'ACCEPT' | 'REJECT') => void) | null;
  onUndo: ((decisionId: number) => void) | null;
  onTag: ((entry: EntryView) => void) | null;
  onUntag: ((mapId: number) => void) | null;
  tagsOf: (entryNumber: number) => TagOnEntry[];
  decidedText: (decision: EntryDecisionView) => string;
  /** Under each entry: its answer, the answer controls, its conversation. */
  entryDetail?: (entry: EntryView) => ReactNode;
};

/**
 * One line per pair or group, our books on the left and the counterparty on the right, the
 * difference between them, the status with the rule's reason, and who decided by hand. The
 * focused line (j/k) is the one the keys act on.
 */
export function EntryTable(props: Props) {
  const intl = useIntl();
  const { lines, focus } = props;
  const body = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>(`[data-line-index="${focus}"]`);
    if (row && body.current?.contains(document.activeElement)) row.focus();
  }, [focus]);
  if (lines.length === 0)
    return (
      <Text color="fg.muted" data-testid="drill-empty">
        {intl.formatMessage(drill.empty)}
      </Text>
    );
  return (
    <Stack
      gap="0"
      borderWidth="1px"
      rounded="md"
      data-testid="drill-table"
      role="list"
      onKeyDown={props.onKeyDown}
      ref={body}
    >
      <Grid
        templateColumns={columns}
        gap="3"
        px="3"
        py="2"
        borderBottomWidth="1px"
        fontWeight="semibold"
        textStyle="sm"
        display={{ base: 'none', md: 'grid' }}
        aria-hidden
      >
        <Text>{intl.formatMessage(drill.books)}</Text>
        <Text>{intl.formatMessage(drill.counterparty)}</Text>
        <Text css={numericCell}>{intl.formatMessage(drill.difference)}</Text>
      </Grid>
      {lines.map((line, index) => (
        <Line key={line[0]!.lineNumber} line={line} index={index} {...props} />
      ))}
    </Stack>
  );
}

function Line({ line, index, ...props }: Props & { line: EntryView[]; index: number }) {
  const intl = useIntl();
  const books = line.filter((e) => e.side === 'BOOKS');
  const theirs = line.filter((e) => e.side === 'COUNTERPARTY');
  const lead = line[0]!;
  const sum = (entries: EntryView[]) => entries.reduce((s, e) => s.plus(e.amount), new Dec(0));
  const difference = books.length > 0 && theirs.length > 0 ? sum(books).minus(sum(theirs)) : null;
  const actions = lineActions(line);
  const differs = pairDifferences(books, theirs);
  const decision = line.find((e) => e.decision)?.decision ?? null;
  const focused = props.focus === index;
  const remark = remarkName(lead.remark);
  const ruleReason = lead.reasonByRule ? ruleReasonName(lead.rule) : null;
  return (
    <>
      <Box
        role="listitem"
        data-testid="drill-line"
        data-line={lead.lineNumber}
        data-line-index={index}
        data-status={lead.status}
        data-match={lead.matchId ?? ''}
        data-focused={focused || undefined}
        tabIndex={focused ? 0 : -1}
        onFocus={() => props.onFocusLine(index)}
        bg={focused ? 'bg.muted' : undefined}
        px="3"
        py="2"
        borderBottomWidth="1px"
        outline="none"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'blue.focusRing',
          outlineOffset: '-2px',
        }}
      >
        <Grid templateColumns={columns} gap="3" alignItems="start">
          <Stack gap="1">
            <SideLabel label={drill.books} />
            <Side entries={books} differs={differs} {...props} />
          </Stack>
          <Stack gap="1">
            <SideLabel label={drill.counterparty} />
            <Side entries={theirs} differs={differs} {...props} />
          </Stack>
          <HStack justify={{ base: 'space-between', md: 'flex-end' }} css={numericCell}>
            <SideLabel label={drill.difference} />
            {difference === null ? (
              '–'
            ) : (
              <Text
                as="span"
                textStyle="sm"
                color={difference.isZero() ? undefined : 'fg.error'}
                fontWeight={difference.isZero() ? undefined : 'semibold'}
                data-testid="line-difference"
              >
                {formatDecimal(difference)}
              </Text>
            )}
          </HStack>
        </Grid>
        <HStack gap="2" wrap="wrap" justify="space-between" mt="2" data-testid="drill-line-why">
          <HStack gap="2" wrap="wrap" minW="0">
            <StatusChip look={statusLook(lead.status)} value={lead.status} />
            <Text textStyle="xs" color="fg.muted">
              {remark ? intl.formatMessage(remark) : lead.remark}
              {lead.remark2 ? ` · ${lead.remark2}` : ''}
            </Text>
            <Text textStyle="xs" data-testid="line-reason" data-rule={lead.rule} title={lead.rule}>
              {ruleReason ? intl.formatMessage(ruleReason) : lead.reason}
            </Text>
            {decision && (
              <Text
                textStyle="xs"
                color="fg.info"
                data-testid="line-decided"
                data-source={decision.source}
              >
                {props.decidedText(decision)}
              </Text>
            )}
          </HStack>
          <HStack gap="1" wrap="wrap">
            {decision && decision.source !== 'CARRIED' && props.onUndo && (
              <Button
                size="2xs"
                variant="ghost"
                onClick={() => props.onUndo!(decision.decisionId)}
                data-testid="line-undo"
              >
                <LuUndo2 />
                {intl.formatMessage(drill.undo)}
              </Button>
            )}
            {props.onLineAction && actions.accept && (
              <>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="green"
                  onClick={() => props.onLineAction!(line, 'ACCEPT')}
                  data-testid="line-accept"
                >
                  {intl.formatMessage(drill.accept)}
                </Button>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => props.onLineAction!(line, 'REJECT')}
                  data-testid="line-reject"
                >
                  {intl.formatMessage(drill.reject)}
                </Button>
              </>
            )}
            {props.onLineAction && actions.unmatch && (
              <Button
                size="2xs"
                variant="outline"
                onClick={() => props.onLineAction!(line, 'UNMATCH')}
                data-testid="line-unmatch"
              >
                {intl.formatMessage(drill.unmatch)}
              </Button>
            )}
            {props.onTag && (
              <Button
                size="2xs"
                variant="ghost"
                onClick={() => props.onTag!(lead)}
                data-testid="line-tag"
              >
                <LuTag />
                {intl.formatMessage(drill.tag)}
              </Button>
            )}
          </HStack>
        </HStack>
      </Box>
    </>
  );
}

type Differences = { document: boolean; date: boolean; amount: boolean };

/** What differs between the two sides of a one-to-one pair, to highlight it on both. */
function pairDifferences(books: EntryView[], theirs: EntryView[]): Differences {
  if (books.length !== 1 || theirs.length !== 1)
    return { document: false, date: false, amount: false };
  const [a, b] = [books[0]!, theirs[0]!];
  return {
    document: comparableDocument(a.documentNumber) !== comparableDocument(b.documentNumber),
    date: (a.date ?? '') !== (b.date ?? ''),
    amount: !new Dec(a.amount).equals(b.amount),
  };
}

function Side({
  entries,
  differs,
  ...props
}: Props & { entries: EntryView[]; differs: Differences }) {
  const intl = useIntl();
  if (entries.length === 0)
    return (
      <Text textStyle="xs" color="fg.subtle">
        {intl.formatMessage(drill.noEntry)}
      </Text>
    );
  return (
    <Stack gap="2">
      {entries.map((e) => {
        const checked = props.selected.some((s) => s.entryNumber === e.entryNumber);
        const tags = props.tagsOf(e.entryNumber);
        return (
          <HStack
            key={e.entryNumber}
            align="flex-start"
            gap="2"
            data-testid="entry"
            data-entry={e.entryNumber}
            data-side={e.side}
          >
            {props.onToggle && !e.matchId && (
              <Checkbox.Root
                size="sm"
                mt="0.5"
                checked={checked}
                onCheckedChange={() => props.onToggle!(e)}
                data-testid="entry-select"
              >
                <Checkbox.HiddenInput
                  aria-label={intl.formatMessage(drill.select, {
                    document: e.documentNumber || e.entryNumber,
                    side: intl.formatMessage(e.side === 'BOOKS' ? drill.books : drill.counterparty),
                  })}
                  tabIndex={-1}
                />
                <Checkbox.Control />
              </Checkbox.Root>
            )}
            <Stack gap="0" minW="0" flex="1">
              <HStack justify="space-between" gap="3">
                <Text
                  textStyle="sm"
                  fontWeight="medium"
                  truncate
                  color={differs.document ? 'fg.warning' : undefined}
                  data-differs={differs.document || undefined}
                  data-testid="entry-document"
                >
                  {e.documentNumber || '—'}
                </Text>
                <Text
                  textStyle="sm"
                  css={numericCell}
                  color={differs.amount ? 'fg.error' : undefined}
                  fontWeight={differs.amount ? 'semibold' : undefined}
                  data-differs={differs.amount || undefined}
                  data-testid="entry-amount"
                >
                  {formatDecimal(e.amount)}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted" truncate>
                {e.date && (
                  <Text
                    as="span"
                    color={differs.date ? 'fg.warning' : undefined}
                    fontWeight={differs.date ? 'semibold' : undefined}
                    data-differs={differs.date || undefined}
                    data-testid="entry-date"
                  >
                    {formatDate(e.date)}
                    {e.documentType || e.narration ? ' · ' : ''}
                  </Text>
                )}
                {[e.documentType, e.narration].filter(Boolean).join(' · ')}
              </Text>
              <Text textStyle="2xs" color="fg.subtle">
                {intl.formatMessage(drill.source, { sheet: e.sheet, row: e.row })}
              </Text>
              {tags.length > 0 && (
                <HStack gap="1" wrap="wrap" mt="1">
                  {tags.map((t) => (
                    <Badge
                      key={t.mapId}
                      colorPalette={t.color}
                      variant="subtle"
                      data-testid="entry-tag"
                      data-tag={t.name}
                    >
                      {t.name}
                      {props.onUntag && (
                        <CloseButton
                          size="2xs"
                          aria-label={intl.formatMessage(drill.removeTag, { name: t.name })}
                          onClick={() => props.onUntag!(t.mapId)}
                          data-testid="entry-untag"
                        />
                      )}
                    </Badge>
                  ))}
                </HStack>
              )}
              {props.entryDetail?.(e)}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
