import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { LuPlus } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import type { ProjectList_ProjectsQuery, RecoKind } from '../../../gql/graphql';
import { quiet } from '../../../ui/actions/useAction';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFieldRules } from '../../../ui/forms/useFieldRules';
import { DateField } from '../../../ui/forms/DateField';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { linkColumn } from '../../../ui/lists/columns';
import { FilterBar } from '../../../ui/lists/FilterBar';
import { oneOf } from '../../../ui/lists/list-params';
import { PagedTable, type Column } from '../../../ui/lists/PagedTable';
import { SegmentFilter } from '../../../ui/lists/SegmentFilter';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { plain } from '../../../ui/plain-elements';
import { fieldLabels, kindLabel, recoKinds, titles } from '../shared/labels';
import { KindBadge, periodText, personName } from '../shared/parts';
import { useRecoScope } from '../shared/useRecoScope';
import { MemberPicker } from './MemberPicker';

const ProjectsQuery = graphql(`
  query ProjectList_Projects($page: Int!, $size: Int!, $kind: RecoKind) {
    recoProjects(page: $page, size: $size, kind: $kind) {
      totalCount
      items {
        id
        name
        kind
        periodFrom
        periodTo
        recoCount
        reconcilers {
          id
          userName
          firstName
          lastName
        }
        reviewers {
          id
          userName
          firstName
          lastName
        }
      }
    }
  }
`);

export const PeopleQuery = graphql(`
  query ProjectList_People {
    recoReconcilers {
      id
      userName
      firstName
      lastName
    }
    recoReviewers {
      id
      userName
      firstName
      lastName
    }
  }
`);

const CreateProjectMutation = graphql(`
  mutation ProjectList_Create($input: CreateRecoProjectInput!) {
    createRecoProject(input: $input) {
      id
    }
  }
`);

const messages = defineMessages({
  subtitle: {
    id: 'reco.projects.subtitle',
    defaultMessage: 'A period’s work for one kind of reconciliation, with its people',
  },
  newProject: { id: 'reco.projects.new', defaultMessage: 'New project' },
  create: { id: 'reco.projects.create', defaultMessage: 'Create' },
  empty: { id: 'reco.projects.empty', defaultMessage: 'No project yet: create the first one.' },
  table: { id: 'reco.projects.table', defaultMessage: 'Projects' },
  periodOrder: {
    id: 'reco.projects.periodOrder',
    defaultMessage: 'The period must end on or after its first day',
  },
});

type Project = ProjectList_ProjectsQuery['recoProjects']['items'][number];
type Values = {
  name: string;
  kind: RecoKind;
  periodFrom: string;
  periodTo: string;
  reconcilerIds: number[];
  reviewerIds: number[];
};

function CreateProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const navigate = useNavigate();
  const { ready, links, userId } = useRecoScope();
  const people = useQuery(PeopleQuery, { skip: !ready || !open });
  const [create] = useMutation(CreateProjectMutation, { context: quiet });
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      kind: 'VENDOR',
      periodFrom: '',
      periodTo: '',
      reconcilerIds: userId ? [userId] : [],
      reviewerIds: [],
    },
  });
  const action = useFormAction<Values, number>({
    form,
    open,
    scope: 'create-reco-project',
    run: async (values) => {
      const answer = await create({
        variables: { input: { ...values, name: values.name.trim() } },
      });
      return answer.data!.createRecoProject.id;
    },
    onSuccess: (projectId) => {
      onClose();
      void navigate(links.project(projectId));
    },
  });
  const { register } = form;
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={messages.newProject}
      submitLabel={messages.create}
      action={action}
      testId="new-project-dialog"
    >
      <FormField<Values> name="name" label={intl.formatMessage(fieldLabels.name)} required>
        <Input {...register('name', { validate: rules.text(120) })} data-testid="project-name" />
      </FormField>
      <FormField<Values> name="kind" label={intl.formatMessage(fieldLabels.kind)} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('kind')} data-testid="project-kind">
            {recoKinds.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage(kindLabel(kind))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField<Values>
          name="periodFrom"
          label={intl.formatMessage(fieldLabels.periodFrom)}
          required
        >
          <DateField
            control={form.control}
            name="periodFrom"
            validate={rules.date}
            testId="project-from"
          />
        </FormField>
        <FormField<Values>
          name="periodTo"
          label={intl.formatMessage(fieldLabels.periodTo)}
          required
        >
          <DateField
            control={form.control}
            name="periodTo"
            validate={(value, all) => {
              const valid = rules.date(value);
              if (valid !== true) return valid;
              return value >= all.periodFrom || intl.formatMessage(messages.periodOrder);
            }}
            testId="project-to"
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Controller
          control={form.control}
          name="reconcilerIds"
          render={({ field }) => (
            <MemberPicker
              label={intl.formatMessage(fieldLabels.reconcilers)}
              people={people.data?.recoReconcilers ?? []}
              value={field.value}
              onChange={field.onChange}
              testId="project-reconcilers"
            />
          )}
        />
        <Controller
          control={form.control}
          name="reviewerIds"
          render={({ field }) => (
            <MemberPicker
              label={intl.formatMessage(fieldLabels.reviewers)}
              people={people.data?.recoReviewers ?? []}
              value={field.value}
              onChange={field.onChange}
              testId="project-reviewers"
            />
          )}
        />
      </SimpleGrid>
    </FormDialog>
  );
}

/** vc/vendor/projects: the company's reconciliation projects, and a new one. */
export default function ProjectList() {
  const intl = useIntl();
  const { ready, links } = useRecoScope();
  const [creating, setCreating] = useState(false);
  const list = usePagedList(ProjectsQuery, {
    pick: (data) => data.recoProjects,
    filters: { kind: oneOf<RecoKind>(recoKinds) },
    variables: (f): { kind?: RecoKind } => (f.kind ? { kind: f.kind } : {}),
    skip: !ready,
  });
  const names = (people: Project['reconcilers']) =>
    people.map((p) => personName(p)).join(', ') || '—';
  const name = linkColumn<Project>(fieldLabels.name, (p) => p.name);
  // A phone keeps the name (with the period under it), the count and the actions.
  const columns: Column<Project>[] = [
    {
      ...name,
      cell: (p, context) => (
        <>
          {name.cell(p, context)}
          <span {...plain('phone-line')}>
            <span {...plain('note')}>{periodText(p.periodFrom, p.periodTo)}</span>
          </span>
        </>
      ),
    },
    {
      id: 'kind',
      header: fieldLabels.kind,
      hideOnPhone: true,
      cell: (p) => <KindBadge kind={p.kind} />,
    },
    {
      id: 'period',
      header: fieldLabels.period,
      hideOnPhone: true,
      cell: (p) => <span {...plain('nowrap')}>{periodText(p.periodFrom, p.periodTo)}</span>,
    },
    { id: 'recos', header: fieldLabels.recoCount, numeric: true, cell: (p) => p.recoCount },
    {
      id: 'reconcilers',
      header: fieldLabels.reconcilers,
      hideOnPhone: true,
      cell: (p) => names(p.reconcilers),
    },
    {
      id: 'reviewers',
      header: fieldLabels.reviewers,
      hideOnPhone: true,
      cell: (p) => names(p.reviewers),
    },
  ];
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(titles.projects)}
        subtitle={intl.formatMessage(messages.subtitle)}
        backTo={links.latest()}
        actions={
          <Button size="sm" onClick={() => setCreating(true)} data-testid="new-project">
            <LuPlus />
            {intl.formatMessage(messages.newProject)}
          </Button>
        }
      />
      <FilterBar filters={list.filters}>
        <SegmentFilter
          filters={list.filters}
          name="kind"
          label={fieldLabels.kind}
          options={recoKinds}
          optionLabel={kindLabel}
          testId="kind-filter"
        />
      </FilterBar>
      <PagedTable
        label={messages.table}
        columns={columns}
        {...list.table}
        empty={messages.empty}
        rowHref={(p) => links.project(p.id)}
        testId="projects"
      />
      {creating && <CreateProjectDialog open onClose={() => setCreating(false)} />}
    </Stack>
  );
}
