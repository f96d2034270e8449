import { Alert, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { DecisionKind } from '../../gql/graphql';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { quiet } from '../../ui/actions/useAction';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { RecordLoading, RecordUnavailable, recordQueryContext } from '../../ui/display/RecordState';
import { ErrorNotice } from '../../ui/display/ErrorNotice';
import { showSnackbar } from '../snackbar/snackbar';
import { formatDateTime } from '../i18n/format';
import { cellVariables, readCell, unknownSegments, type Cell } from './cells';
import { drill, matchProblems } from './drill-labels';
import { EntryTable, type EntryView } from './EntryTable';
import { categoryNames, remarkName, statusLook, words } from './labels';
import { SelectionBar } from './SelectionBar';
import {
  lineActions,
  matchProblem,
  readSelection,
  toLines,
  writeSelection,
  type EntryRef,
} from './selection';
import { TagDialog } from './TagDialog';
import { AnswerControls, AnswerShown } from '../reco-shares/EntryAnswer';
import { EntryThread } from './EntryThread';
import { decisionKindName } from './WorkbookRoundTrip';
import { idParam, useRecoScope } from './useRecoScope';
import { usePageName } from '../layout/page-name';

const RecoQuery = graphql(`
  query RecoDrillDown_Reco($id: Int!) {
    reco(id: $id) {
      id
      kind
      partyName
      currentIterationId
      allowedActions
    }
  }
`);

/** A page of entries, the same for an own iteration and for one shared with us. */
const EntryPageFragment = graphql(`
  fragment RecoDrillDown_EntryPage on RecoEntryPage {
    totalEntries
    nextAfterLine
    items {
      entryNumber
      lineNumber
      side
      sheet
      row
      documentNumber
      documentType
      narration
      date
      amount
      status
      category
      remark
      remark2
      matchId
      rule
      reason
      reasonByRule
      answer {
        id
        answer
        remark
        documentName
        documentPath
        answeredByName
        answeredByCompanyName
        answeredAt
      }
      decision {
        decisionId
        kind
        source
        decidedAt
        decidedBy {
          id
          userName
          firstName
          lastName
        }
      }
    }
  }
`);

const EntriesQuery = graphql(`
  query RecoDrillDown_Entries(
    $iterationId: Int!
    $status: EntryStatus
    $category: EntryCategory
    $remark: String
    $remark2: String
    $afterLine: Int
    $size: Int!
  ) {
    recoEntries(
      iterationId: $iterationId
      status: $status
      category: $category
      remark: $remark
      remark2: $remark2
      afterLine: $afterLine
      size: $size
    ) {
      ...RecoDrillDown_EntryPage
    }
  }
`);

const SharedHeadQuery = graphql(`
  query RecoDrillDown_Shared($id: Int!) {
    sharedReco(id: $id) {
      share {
        id
        recoName
      }
      summary {
        iterationId
      }
    }
  }
`);

const SharedEntriesQuery = graphql(`
  query RecoDrillDown_SharedEntries(
    $shareId: Int!
    $status: EntryStatus
    $category: EntryCategory
    $remark: String
    $remark2: String
    $afterLine: Int
    $size: Int!
  ) {
    sharedRecoEntries(
      shareId: $shareId
      status: $status
      category: $category
      remark: $remark
      remark2: $remark2
      afterLine: $afterLine
      size: $size
    ) {
      ...RecoDrillDown_EntryPage
    }
  }
`);

const TagsQuery = graphql(`
  query RecoDrillDown_Tags($iterationId: Int!) {
    recoTags {
      id
      name
      color
    }
    recoTagMaps(iterationId: $iterationId) {
      id
      tagId
      entryNumber
      active
    }
  }
`);

const DecideMutation = graphql(`
  mutation RecoDrillDown_Decide(
    $iterationId: Int!
    $kind: DecisionKind!
    $entryNumbers: [Int!]!
    $remarks: String
  ) {
    decideRecoEntries(
      iterationId: $iterationId
      kind: $kind
      entryNumbers: $entryNumbers
      remarks: $remarks
    ) {
      id
      kind
    }
  }
`);

const UndoMutation = graphql(`
  mutation RecoDrillDown_Undo($decisionId: Int!) {
    undoRecoDecision(decisionId: $decisionId) {
      id
      undoneAt
    }
  }
`);

const ChangedSubscription = graphql(`
  subscription RecoDrillDown_Changed($recoId: Int!) {
    recoChanged(recoId: $recoId) {
      recoId
      iterationId
      what
    }
  }
`);

const PAGE_SIZES = [25, 50, 100, 200] as const;

/** `?after=` the position, `?trail=` the positions of the pages before it (for Previous). */
function readPosition(search: URLSearchParams) {
  const after = search.get('after');
  const trail = (search.get('trail') ?? '')
    .split(',')
    .filter((s) => /^-?\d{1,9}$/.test(s))
    .map(Number);
  const size = Number(search.get('size'));
  return {
    after: after !== null && /^\d{1,9}$/.test(after) ? Number(after) : null,
    trail,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 50,
  };
}

function personName(user: {
  userName: string;
  firstName?: string | null;
  lastName?: string | null;
}) {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.userName;
}

/**
 * The drill-down of one summary cell: `.../summary/{recoId}/{getFrom}/{status}/{category}/{remark}/{remark2}`,
 * `vc/gst-summary/{id}/...`, `vc/{recoId}/...`. Both sides of each pair on one line with the
 * rule and reason, paged by line on the server (keyset; the URL keeps the position), with
 * manual decisions and tags when the caller may take them.
 */
export default function DrillDownScreen() {
  const intl = useIntl();
  const client = useApolloClient();
  const scope = useRecoScope();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const recoId = idParam(params.recoId ?? params.id);
  const cell = useMemo(() => readCell(params), [params]);
  const unknown = unknownSegments(params);
  const position = readPosition(search);
  const askedIteration = idParam(search.get('iteration'));

  // getFrom = shared: the id is a share of another company's iteration, read through it.
  const shared = scope.readOnly;
  const ownQuery = useQuery(RecoQuery, {
    variables: { id: recoId ?? 0 },
    skip: !scope.ready || recoId === null || shared,
    context: recordQueryContext,
  });
  const sharedQuery = useQuery(SharedHeadQuery, {
    variables: { id: recoId ?? 0 },
    skip: !scope.ready || recoId === null || !shared,
    context: recordQueryContext,
  });
  const recoQuery = shared ? sharedQuery : ownQuery;
  const sharedHead = sharedQuery.data?.sharedReco;
  const reco = shared
    ? sharedHead && {
        id: sharedHead.share.id,
        partyName: sharedHead.share.recoName,
        currentIterationId: sharedHead.summary.iterationId,
        allowedActions: [] as string[],
      }
    : ownQuery.data?.reco;
  usePageName(reco?.partyName);
  const iterationId = shared
    ? (reco?.currentIterationId ?? null)
    : (askedIteration ?? reco?.currentIterationId ?? null);
  const pageVariables = {
    ...cellVariables(cell),
    ...(position.after !== null ? { afterLine: position.after } : {}),
    size: position.size,
  };
  const ownEntries = useQuery(EntriesQuery, {
    variables: { iterationId: iterationId ?? 0, ...pageVariables },
    skip: !reco || iterationId === null || shared,
  });
  const sharedEntries = useQuery(SharedEntriesQuery, {
    variables: { shareId: recoId ?? 0, ...pageVariables },
    skip: !reco || !shared,
  });
  const entries = shared ? sharedEntries : ownEntries;
  const page = getFragmentData(
    EntryPageFragment,
    shared ? sharedEntries.data?.sharedRecoEntries : ownEntries.data?.recoEntries,
  );
  const tags = useQuery(TagsQuery, {
    variables: { iterationId: iterationId ?? 0 },
    skip: !reco || iterationId === null || shared,
  });

  const current = reco !== undefined && iterationId === reco.currentIterationId;
  const canDecide = !scope.readOnly && current && !!reco?.allowedActions.includes('DECIDE');
  const canTag = !scope.readOnly && !!reco?.allowedActions.includes('TAG');

  const [selected, setSelected] = useState<EntryRef[]>([]);
  useEffect(() => {
    if (iterationId !== null) setSelected(readSelection(iterationId));
  }, [iterationId]);
  const updateSelection = useCallback(
    (next: EntryRef[]) => {
      setSelected(next);
      if (iterationId !== null) writeSelection(iterationId, next);
    },
    [iterationId],
  );

  const [focus, setFocus] = useState(0);
  const [tagging, setTagging] = useState<EntryView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [decide, decideState] = useMutation(DecideMutation, { context: quiet });
  const [undo, undoState] = useMutation(UndoMutation, { context: quiet });

  const items = useMemo(() => page?.items ?? [], [page]);
  const lines = useMemo(() => toLines(items as EntryView[]), [items]);
  useEffect(() => setFocus(0), [position.after, cell]);

  const reloadAfterChange = useCallback(async () => {
    // The summary, the bridge and every drill-down page of the iteration are stale now.
    client.cache.evict({ fieldName: 'recoSummary' });
    client.cache.evict({ fieldName: 'recoEntries' });
    client.cache.gc();
    await Promise.all([entries.refetch(), tags.refetch()]);
  }, [client, entries, tags]);

  // Decisions taken elsewhere (another tab, another person, an uploaded workbook) show here.
  useSubscription(ChangedSubscription, {
    variables: { recoId: recoId ?? 0 },
    skip: !reco || shared,
    onData: () => void Promise.all([recoQuery.refetch(), entries.refetch(), tags.refetch()]),
  });

  const refuse = (message: MessageDescriptor, values?: Record<string, string>) =>
    setRefusal(intl.formatMessage(message, values));

  const refusedBy = (error: unknown) => {
    const { code } = errorDetails(error);
    if (code === 'CONFLICT') {
      refuse(drill.refusedConflict);
      void reloadAfterChange();
    } else if (code === 'BAD_USER_INPUT') refuse(drill.refusedInput);
    else if (code === 'FORBIDDEN') refuse(drill.refusedForbidden);
    else
      refuse(drill.refusedOther, {
        reason: intl.formatMessage(errorMessage(code)),
      });
  };

  const runDecision = async (kind: DecisionKind, entryNumbers: number[], remarks?: string) => {
    if (iterationId === null || decideState.loading) return;
    setRefusal(null);
    try {
      await decide({
        variables: {
          iterationId,
          kind,
          entryNumbers,
          ...(remarks?.trim() ? { remarks: remarks.trim() } : {}),
        },
      });
      if (kind === 'MATCH') updateSelection([]);
      else updateSelection(selected.filter((e) => !entryNumbers.includes(e.entryNumber)));
      const name = decisionKindName(kind.toLowerCase());
      showSnackbar({
        message: intl.formatMessage(drill.decided, {
          kind: name ? intl.formatMessage(name) : kind,
        }),
        variant: 'alert',
        severity: 'success',
      });
      await reloadAfterChange();
    } catch (error) {
      refusedBy(error);
    }
  };

  const matchSelected = (remarks?: string) => {
    const problem = matchProblem(selected);
    if (problem) return refuse(matchProblems[problem]);
    void runDecision(
      'MATCH',
      selected.map((e) => e.entryNumber),
      remarks,
    );
  };

  const onLine = (line: EntryView[], kind: 'UNMATCH' | 'ACCEPT' | 'REJECT') => {
    const allowed = lineActions(line);
    if (kind === 'UNMATCH' && !allowed.unmatch) return refuse(drill.problemNoPair);
    if (kind !== 'UNMATCH' && !allowed.accept) return refuse(drill.problemNoSuggestion);
    void runDecision(kind, [line[0]!.entryNumber]);
  };

  const undoDecision = async (decisionId: number) => {
    if (undoState.loading) return;
    setRefusal(null);
    try {
      await undo({ variables: { decisionId } });
      showSnackbar({
        message: intl.formatMessage(drill.undone),
        variant: 'alert',
        severity: 'success',
      });
      await reloadAfterChange();
    } catch (error) {
      refusedBy(error);
    }
  };

  const toggle = (entry: EntryView) => {
    const on = selected.some((e) => e.entryNumber === entry.entryNumber);
    updateSelection(
      on
        ? selected.filter((e) => e.entryNumber !== entry.entryNumber)
        : [
            ...selected,
            {
              entryNumber: entry.entryNumber,
              lineNumber: entry.lineNumber,
              side: entry.side,
              amount: entry.amount,
              status: entry.status,
              matchId: entry.matchId,
              documentNumber: entry.documentNumber,
            },
          ],
    );
  };

  const go = (after: number | null, trail: number[], size = position.size) => {
    const next = new URLSearchParams(search);
    if (after === null) next.delete('after');
    else next.set('after', String(after));
    if (trail.length === 0) next.delete('trail');
    else next.set('trail', trail.slice(-100).join(','));
    if (size === 50) next.delete('size');
    else next.set('size', String(size));
    setSearch(next);
  };

  const onKey = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    if (
      event.target instanceof HTMLTextAreaElement ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey
    )
      return;
    const line = lines[focus];
    switch (event.key) {
      case 'j':
      case 'ArrowDown':
        setFocus((f) => Math.min(f + 1, lines.length - 1));
        break;
      case 'k':
      case 'ArrowUp':
        setFocus((f) => Math.max(f - 1, 0));
        break;
      case 'x':
      case ' ':
        if (!canDecide || !line) return;
        for (const e of line) if (!e.matchId) toggle(e);
        break;
      case 'm':
        if (!canDecide) return;
        matchSelected();
        break;
      case 'u':
        if (!canDecide || !line) return;
        onLine(line, 'UNMATCH');
        break;
      case 'Enter':
        if (!canDecide || !line || !lineActions(line).accept) return;
        onLine(line, 'ACCEPT');
        break;
      case 'r':
        if (!canDecide || !line) return;
        onLine(line, 'REJECT');
        break;
      case 't':
        if (!canTag || !line) return;
        setTagging(line[0]!);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const backToSummary = shared
    ? scope.links.summary(scope.recoType, recoId ?? 0, scope.getFrom)
    : iterationId !== null
      ? scope.links.summary(scope.recoType, iterationId, scope.getFrom)
      : scope.links.latestRecos;

  if (recoId === null || recoQuery.error)
    return (
      <RecordUnavailable
        error={recoQuery.error ?? null}
        onRetry={() => void recoQuery.refetch()}
        backTo={shared ? scope.links.sharedRecos : scope.links.latestRecos}
        notFound={words.notFound}
        testId="drill"
      />
    );
  if (!reco) return <RecordLoading testId="drill" />;

  const cellName = describeCell(intl, cell);
  const whyNot = scope.readOnly
    ? drill.whyShared
    : !current
      ? drill.whyOlder
      : !reco.allowedActions.includes('DECIDE')
        ? drill.whyState
        : null;
  const tagsById = new Map((tags.data?.recoTags ?? []).map((t) => [t.id, t]));
  const entryTags = new Map<
    number,
    { mapId: number; tagId: number; name: string; color: string }[]
  >();
  for (const m of tags.data?.recoTagMaps ?? []) {
    const tag = tagsById.get(m.tagId);
    if (!m.active || m.entryNumber === null || m.entryNumber === undefined || !tag) continue;
    const list = entryTags.get(m.entryNumber) ?? [];
    list.push({ mapId: m.id, tagId: m.tagId, name: tag.name, color: tag.color });
    entryTags.set(m.entryNumber, list);
  }

  return (
    <Stack gap="4" data-testid="drill-down" data-iteration={iterationId ?? undefined}>
      <ScreenHeader
        title={
          cellName === ''
            ? intl.formatMessage(drill.wholeTitle, { party: reco.partyName })
            : intl.formatMessage(drill.title, { party: reco.partyName, cell: cellName })
        }
        backTo={backToSummary}
        secondaryActions={
          <Button asChild variant="outline" size="sm" data-testid="drill-summary-link">
            <RouterLink to={backToSummary}>{intl.formatMessage(drill.backToSummary)}</RouterLink>
          </Button>
        }
      />
      {unknown.length > 0 && (
        <Alert.Root status="warning" data-testid="drill-unknown-segment">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(drill.unknownSegment, { value: unknown.join(', ') })}
          </Alert.Title>
        </Alert.Root>
      )}
      {whyNot && (
        <Alert.Root status="info" data-testid="drill-read-only">
          <Alert.Indicator />
          <Alert.Title>
            {intl.formatMessage(drill.readOnly, { reason: intl.formatMessage(whyNot) })}
          </Alert.Title>
        </Alert.Root>
      )}
      {canDecide && (
        <Text textStyle="xs" color="fg.muted" data-testid="drill-keys">
          {intl.formatMessage(drill.keys)}
        </Text>
      )}
      {canDecide && (
        <SelectionBar
          selected={selected}
          busy={decideState.loading}
          onMatch={matchSelected}
          onClear={() => updateSelection([])}
        />
      )}
      {refusal && (
        <Alert.Root status="error" data-testid="drill-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {entries.error && !page ? (
        <ErrorNotice
          error={entries.error}
          onRetry={() => void entries.refetch()}
          testId="drill-error"
        />
      ) : !page ? (
        <RecordLoading testId="drill-page" />
      ) : (
        <>
          <EntryTable
            lines={lines}
            focus={focus}
            onFocusLine={setFocus}
            onKeyDown={onKey}
            selected={selected}
            onToggle={canDecide ? toggle : null}
            onLineAction={canDecide ? onLine : null}
            onUndo={canDecide ? (id) => void undoDecision(id) : null}
            onTag={canTag ? (entry) => setTagging(entry) : null}
            onUntag={canTag ? (mapId) => void untag(mapId) : null}
            tagsOf={(entryNumber) => entryTags.get(entryNumber) ?? []}
            decidedText={(d) =>
              intl.formatMessage(d.source === 'CARRIED' ? drill.decidedEarlier : drill.decidedBy, {
                kind: (() => {
                  const name = decisionKindName(d.kind.toLowerCase());
                  return name ? intl.formatMessage(name) : d.kind;
                })(),
                name: personName(d.decidedBy),
                date: formatDateTime(d.decidedAt),
              })
            }
            entryDetail={(entry) => (
              <>
                {entry.answer && <AnswerShown answer={entry.answer} />}
                {shared ? (
                  <AnswerControls
                    shareId={reco.id}
                    entryNumber={entry.entryNumber}
                    onChanged={() => void entries.refetch()}
                  />
                ) : (
                  iterationId !== null && (
                    <EntryThread
                      recoId={reco.id}
                      iterationId={iterationId}
                      entryNumber={entry.entryNumber}
                    />
                  )
                )}
              </>
            )}
          />
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text textStyle="sm" color="fg.muted" data-testid="drill-range">
              {page.totalEntries === null || page.totalEntries === undefined
                ? intl.formatMessage(drill.rangeUnknown, { shown: items.length })
                : intl.formatMessage(drill.range, {
                    shown: items.length,
                    total: page.totalEntries,
                  })}
            </Text>
            <HStack gap="2" wrap="wrap">
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={intl.formatMessage(drill.pageSize)}
                  value={position.size}
                  onChange={(e) => go(null, [], Number(e.currentTarget.value))}
                  data-testid="drill-page-size"
                >
                  {PAGE_SIZES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button
                size="sm"
                variant="outline"
                disabled={position.after === null}
                onClick={() => go(null, [])}
                data-testid="drill-first"
              >
                <LuChevronsLeft />
                {intl.formatMessage(drill.first)}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={position.after === null}
                onClick={() => {
                  const trail = [...position.trail];
                  const previous = trail.pop();
                  go(previous === undefined || previous < 0 ? null : previous, trail);
                }}
                data-testid="drill-previous"
              >
                <LuChevronLeft />
                {intl.formatMessage(drill.previous)}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={page.nextAfterLine === null || page.nextAfterLine === undefined}
                onClick={() =>
                  go(page.nextAfterLine ?? null, [...position.trail, position.after ?? -1])
                }
                data-testid="drill-next"
              >
                {intl.formatMessage(drill.next)}
                <LuChevronRight />
              </Button>
            </HStack>
          </HStack>
        </>
      )}
      {tagging && iterationId !== null && (
        <TagDialog
          entry={tagging}
          recoId={reco.id}
          iterationId={iterationId}
          tags={tags.data?.recoTags ?? []}
          on={entryTags.get(tagging.entryNumber) ?? []}
          onClose={() => setTagging(null)}
          onChanged={() => void tags.refetch()}
        />
      )}
    </Stack>
  );

  async function untag(mapId: number) {
    setRefusal(null);
    try {
      await client.mutate({ mutation: UntagMutation, variables: { id: mapId }, context: quiet });
      await tags.refetch();
    } catch (error) {
      refuse(drill.tagFailed, {
        reason: intl.formatMessage(errorMessage(errorDetails(error).code)),
      });
    }
  }
}

const UntagMutation = graphql(`
  mutation RecoDrillDown_Untag($id: Int!) {
    setRecoTagActive(id: $id, active: false) {
      id
      active
    }
  }
`);

/** "Only in books · Invoices · not in counterparty": the parts of the cell that are set. */
function describeCell(intl: ReturnType<typeof useIntl>, cell: Cell): string {
  const remark = cell.remark === null ? null : remarkName(cell.remark);
  return [
    cell.status ? intl.formatMessage(statusLook(cell.status).label) : null,
    cell.category ? intl.formatMessage(categoryNames[cell.category]) : null,
    remark ? intl.formatMessage(remark) : cell.remark || null,
    cell.remark2 || null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
