import { Alert, Button, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuDownload, LuPlus, LuSave, LuUpload } from 'react-icons/lu';
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { RecordFallback, recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { showSnackbar } from '../../snackbar/snackbar';
import { downloadWithSession } from '../iterations/ledger-upload';
import { NewRecoDialog } from '../recos/NewRecoDialog';
import { recoColumns, recoHref, recoSortFields } from '../recos/recoColumns';
import { fieldLabels, titles } from '../shared/labels';
import { KindBadge, periodText } from '../shared/parts';
import { useIdParam, useRecoScope } from '../shared/useRecoScope';
import { useRecoStep } from '../shared/useRecoStep';
import { uploadAssignments, type AssignmentOutcome } from './assignment-upload';
import { formatAssignmentProblem, templateHeader } from './assignment-problems';
import { MemberPicker } from './MemberPicker';
import { PeopleQuery } from './ProjectList';
import { usePageName } from '../../layout/page-name';

const ProjectQuery = graphql(`
  query ProjectPage_Project($id: Int!) {
    recoProject(id: $id) {
      id
      name
      kind
      periodFrom
      periodTo
      recoCount
      reconcilers {
        id
      }
      reviewers {
        id
      }
    }
  }
`);

const RecosQuery = graphql(`
  query ProjectPage_Recos($page: Int!, $size: Int!, $sort: RecoSort, $filter: RecoFilter) {
    recos(page: $page, size: $size, sort: $sort, filter: $filter) {
      totalCount
      items {
        id
        ...RecoColumns_Reco
      }
    }
  }
`);

const MembersMutation = graphql(`
  mutation ProjectPage_Members($id: Int!, $reconcilerIds: [Int!]!, $reviewerIds: [Int!]!) {
    setRecoProjectMembers(id: $id, reconcilerIds: $reconcilerIds, reviewerIds: $reviewerIds) {
      id
      reconcilers {
        id
      }
      reviewers {
        id
      }
    }
  }
`);

const messages = defineMessages({
  notFound: {
    id: 'reco.project.notFound',
    defaultMessage: 'This project does not exist or is not yours to see.',
  },
  members: { id: 'reco.project.members', defaultMessage: 'People' },
  saveMembers: { id: 'reco.project.saveMembers', defaultMessage: 'Save people' },
  membersSaved: { id: 'reco.project.membersSaved', defaultMessage: 'Updated Successfully' },
  assignment: { id: 'reco.project.assignment', defaultMessage: 'Assign through the template' },
  assignmentHint: {
    id: 'reco.project.assignmentHint',
    defaultMessage:
      'Download the template, name a reconciler and a reviewer per party in Excel, and upload it back. Every row is checked first; nothing is applied while a row is wrong.',
  },
  download: { id: 'reco.project.downloadTemplate', defaultMessage: 'Download the template' },
  upload: { id: 'reco.project.uploadTemplate', defaultMessage: 'Upload the filled template' },
  applied: {
    id: 'reco.project.applied',
    defaultMessage:
      '{rows} rows read: {created} reconciliations created, {updated} updated, {unchanged} unchanged.',
  },
  refused: {
    id: 'reco.project.refused',
    defaultMessage: 'Nothing was applied: correct these rows and upload the file again.',
  },
  problems: {
    id: 'reco.project.problems',
    defaultMessage: '{count, plural, one {# problem} other {# problems}} in the file.',
  },
  wholeFile: { id: 'reco.project.wholeFile', defaultMessage: 'The file' },
  row: { id: 'reco.project.row', defaultMessage: 'Row' },
  column: { id: 'reco.project.column', defaultMessage: 'Column' },
  problem: { id: 'reco.project.problem', defaultMessage: 'Problem' },
  notXlsx: { id: 'reco.project.notXlsx', defaultMessage: 'Upload the template as an .xlsx file.' },
  failed: {
    id: 'reco.project.failed',
    defaultMessage: 'The upload did not go through. Try again.',
  },
  recos: { id: 'reco.project.recos', defaultMessage: 'Reconciliations in this project' },
  empty: {
    id: 'reco.project.empty',
    defaultMessage: 'No reconciliation yet: start one, or assign parties through the template.',
  },
  templateFailed: {
    id: 'reco.project.templateFailed',
    defaultMessage: 'The template could not be downloaded. Try again.',
  },
});
const appliedMessage: MessageDescriptor = messages.applied;
const problemsMessage: MessageDescriptor = messages.problems;

/** vc/vendor/projects/{projectId}: the project, its people, assignment through the template. */
export default function ProjectPage() {
  const intl = useIntl();
  const projectId = useIdParam('projectId');
  const { ready, links, currency } = useRecoScope();
  const query = useQuery(ProjectQuery, {
    variables: { id: projectId ?? 0 },
    skip: !ready || projectId === null,
    context: recordQueryContext,
  });
  const people = useQuery(PeopleQuery, { skip: !ready });
  const recos = usePagedList(RecosQuery, {
    pick: (data) => data.recos,
    variables: () => ({ filter: { projectId: projectId ?? 0 } }),
    sortFields: recoSortFields,
    skip: !ready || projectId === null,
  });
  const project = query.data?.recoProject;
  usePageName(project?.name);
  const [reconcilerIds, setReconcilerIds] = useState<number[]>([]);
  const [reviewerIds, setReviewerIds] = useState<number[]>([]);
  useEffect(() => {
    if (!project) return;
    setReconcilerIds(project.reconcilers.map((p) => p.id));
    setReviewerIds(project.reviewers.map((p) => p.id));
  }, [project]);
  const [setMembers] = useMutation(MembersMutation, { context: quiet });
  const saveMembers = useRecoStep<void, unknown>({
    scope: `project-members:${projectId}`,
    run: () => setMembers({ variables: { id: projectId!, reconcilerIds, reviewerIds } }),
    onSuccess: () =>
      showSnackbar({
        message: intl.formatMessage(messages.membersSaved),
        variant: 'alert',
        severity: 'success',
      }),
  });
  const [creating, setCreating] = useState(false);
  const [outcome, setOutcome] = useState<AssignmentOutcome | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement | null>(null);

  if (!project || projectId === null) {
    return (
      <RecordFallback
        missing={projectId === null}
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={links.projects}
        notFound={messages.notFound}
        testId="project"
      />
    );
  }

  /** How many problems the refused file has (each is in the table below). */
  const refusalText = (refused: Extract<AssignmentOutcome, { kind: 'refused' }>) =>
    refused.reason?.code === 'ASSIGNMENT_REFUSED'
      ? intl.formatMessage(problemsMessage, {
          count: Number(refused.reason.params.count ?? refused.rows.length),
        })
      : refused.rows.length > 0
        ? null
        : refused.message;

  const sendTemplate = async (file: File) => {
    setUploading(true);
    setOutcome(null);
    const answer = await uploadAssignments(project.id, file);
    setUploading(false);
    setOutcome(answer);
    if (answer.kind === 'applied') {
      void query.refetch();
      recos.table.onRetry();
    }
  };

  return (
    <Stack gap="5" data-testid="project-page">
      <ScreenHeader
        title={project.name}
        subtitle={periodText(project.periodFrom, project.periodTo)}
        status={<KindBadge kind={project.kind} />}
        backTo={links.projects}
        actions={
          <Button size="sm" onClick={() => setCreating(true)} data-testid="new-reco">
            <LuPlus />
            {intl.formatMessage(titles.newReco)}
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Section title={intl.formatMessage(messages.members)} testId="project-members">
          <Stack gap="4">
            <SimpleGrid columns={2} gap="4">
              <MemberPicker
                label={intl.formatMessage(fieldLabels.reconcilers)}
                people={people.data?.recoReconcilers ?? []}
                value={reconcilerIds}
                onChange={setReconcilerIds}
                testId="members-reconcilers"
              />
              <MemberPicker
                label={intl.formatMessage(fieldLabels.reviewers)}
                people={people.data?.recoReviewers ?? []}
                value={reviewerIds}
                onChange={setReviewerIds}
                testId="members-reviewers"
              />
            </SimpleGrid>
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              loading={saveMembers.pending}
              onClick={() => void saveMembers.trigger()}
              data-testid="save-members"
            >
              <LuSave />
              {intl.formatMessage(messages.saveMembers)}
            </Button>
          </Stack>
        </Section>
        <Section title={intl.formatMessage(messages.assignment)} testId="project-assignment">
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              {intl.formatMessage(messages.assignmentHint)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                data-testid="download-template"
                onClick={() =>
                  void downloadWithSession(
                    `/files/reco/projects/${project.id}/assignment-template`,
                    `assignments-${project.name.replace(/[^A-Za-z0-9_-]+/g, '_')}.xlsx`,
                  ).then(
                    (ok) =>
                      ok ||
                      showSnackbar({
                        message: intl.formatMessage(messages.templateFailed),
                        variant: 'alert',
                        severity: 'error',
                      }),
                  )
                }
              >
                <LuDownload />
                {intl.formatMessage(messages.download)}
              </Button>
              <Input
                ref={fileInput}
                type="file"
                display="none"
                accept=".xlsx"
                data-testid="template-input"
                onChange={(event) => {
                  const chosen = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (chosen) void sendTemplate(chosen);
                }}
              />
              <Button
                size="sm"
                loading={uploading}
                onClick={() => fileInput.current?.click()}
                data-testid="upload-template"
              >
                <LuUpload />
                {intl.formatMessage(messages.upload)}
              </Button>
            </HStack>
            {outcome?.kind === 'applied' && (
              <Alert.Root status="success" size="sm" data-testid="assignment-applied">
                <Alert.Indicator />
                <Alert.Title>{intl.formatMessage(appliedMessage, outcome.result)}</Alert.Title>
              </Alert.Root>
            )}
            {outcome?.kind === 'refused' && (
              <Stack gap="2" data-testid="assignment-refused">
                <Alert.Root status="error" size="sm">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{intl.formatMessage(messages.refused)}</Alert.Title>
                    {refusalText(outcome) && (
                      <Alert.Description>{refusalText(outcome)}</Alert.Description>
                    )}
                  </Alert.Content>
                </Alert.Root>
                {outcome.rows.length > 0 && (
                  <Table.Root size="sm" data-testid="assignment-errors">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{intl.formatMessage(messages.row)}</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          {intl.formatMessage(messages.column)}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader>
                          {intl.formatMessage(messages.problem)}
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {outcome.rows.map((r) => (
                        <Table.Row key={`${r.row}-${r.column}`} data-testid="assignment-error">
                          <Table.Cell>{r.row ?? '—'}</Table.Cell>
                          <Table.Cell>
                            {r.row === null
                              ? intl.formatMessage(messages.wholeFile)
                              : (templateHeader(r.column) ?? r.column)}
                          </Table.Cell>
                          <Table.Cell data-code={r.reason?.code}>
                            {(r.reason && formatAssignmentProblem(intl, r.reason)) ?? r.message}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Stack>
            )}
            {outcome?.kind === 'failed' && (
              <Alert.Root status="error" size="sm" data-testid="assignment-failed">
                <Alert.Indicator />
                <Alert.Title>
                  {intl.formatMessage(outcome.notXlsx ? messages.notXlsx : messages.failed)}
                </Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </Section>
      </SimpleGrid>
      <Section title={intl.formatMessage(messages.recos)} testId="project-recos">
        <PagedTable
          label={messages.recos}
          columns={recoColumns(links, currency)}
          {...recos.table}
          empty={messages.empty}
          rowHref={(row) => recoHref(links, row)}
          testId="recos"
        />
      </Section>
      {creating && (
        <NewRecoDialog
          open
          onClose={() => setCreating(false)}
          defaultKind={project.kind}
          defaultProjectId={project.id}
        />
      )}
    </Stack>
  );
}
