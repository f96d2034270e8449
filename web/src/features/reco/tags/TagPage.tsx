import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { RecordFallback, recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { titles } from '../shared/labels';
import { KindBadge, periodText, RecoStateChip, TagChips } from '../shared/parts';
import { useIdParam, useRecoScope } from '../shared/useRecoScope';
import { useRecoStep } from '../shared/useRecoStep';
import { usePageName } from '../../layout/page-name';

const TagQuery = graphql(`
  query TagPage_Tag($recoId: Int!, $tagId: Int!) {
    reco(id: $recoId) {
      id
      kind
      state
      partyName
      projectName
      periodFrom
      periodTo
      currentIterationId
      allowedActions
    }
    recoTags {
      id
      name
      color
    }
    recoTagMaps(recoId: $recoId, tagId: $tagId) {
      id
      active
      createdAt
      entryNumber
      iterationId
    }
    recoIterations(recoId: $recoId) {
      id
      number
    }
  }
`);

const SetActiveMutation = graphql(`
  mutation TagPage_SetActive($id: Int!, $active: Boolean!) {
    setRecoTagActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

const messages = defineMessages({
  subtitle: { id: 'reco.tag.subtitle', defaultMessage: 'What carries this tag on {party}' },
  carriers: { id: 'reco.tag.carriers', defaultMessage: 'Tagged' },
  whole: { id: 'reco.tag.whole', defaultMessage: 'The whole reconciliation' },
  entry: { id: 'reco.tag.entry', defaultMessage: 'Entry {entry}' },
  iteration: { id: 'reco.tag.iteration', defaultMessage: 'Iteration {number}' },
  since: { id: 'reco.tag.since', defaultMessage: 'Since' },
  what: { id: 'reco.tag.what', defaultMessage: 'What' },
  on: { id: 'reco.tag.on', defaultMessage: 'On' },
  off: { id: 'reco.tag.off', defaultMessage: 'Off' },
  remove: { id: 'reco.tag.remove', defaultMessage: 'Take it off' },
  putBack: { id: 'reco.tag.putBack', defaultMessage: 'Put it back' },
  none: { id: 'reco.tag.none', defaultMessage: 'Nothing carries this tag on this reconciliation.' },
  unknownTag: { id: 'reco.tag.unknown', defaultMessage: 'This tag does not exist.' },
});
const subtitleMessage: MessageDescriptor = messages.subtitle;
const entryMessage: MessageDescriptor = messages.entry;
const iterationMessage: MessageDescriptor = messages.iteration;

function ToggleTag({ id, active, allowed }: { id: number; active: boolean; allowed: boolean }) {
  const intl = useIntl();
  const [setActive] = useMutation(SetActiveMutation, { context: quiet });
  const step = useRecoStep<void, unknown>({
    scope: `tag-map:${id}:${active ? 'off' : 'on'}`,
    run: () => setActive({ variables: { id, active: !active } }),
  });
  if (!allowed) return null;
  return (
    <Button
      size="xs"
      variant="ghost"
      loading={step.pending}
      onClick={() => void step.trigger()}
      data-testid={`tag-toggle-${id}`}
    >
      {intl.formatMessage(active ? messages.remove : messages.putBack)}
    </Button>
  );
}

/** vendor-customer/tags/{recoId}/{tagId} and vc/tags/...: what carries a tag on a reco. */
export default function TagPage() {
  const intl = useIntl();
  const recoId = useIdParam('recoId');
  const tagId = useIdParam('tagId');
  const { ready, links } = useRecoScope();
  const query = useQuery(TagQuery, {
    variables: { recoId: recoId ?? 0, tagId: tagId ?? 0 },
    skip: !ready || recoId === null || tagId === null,
    context: recordQueryContext,
  });
  const data = query.data;
  const tag = data?.recoTags.find((t) => t.id === tagId);
  usePageName(tag?.name);
  if (!data || !tag) {
    return (
      <RecordFallback
        missing={recoId === null || tagId === null || (Boolean(data) && !tag)}
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={links.latest()}
        notFound={data ? messages.unknownTag : titles.recoNotFound}
        testId="tag"
      />
    );
  }
  const { reco } = data;
  const numberOf = new Map(data.recoIterations.map((i) => [i.id, i.number]));
  const canTag = reco.allowedActions.includes('TAG');
  return (
    <Stack gap="5" data-testid="tag-page">
      <ScreenHeader
        title={<TagChips tags={[tag]} />}
        subtitle={intl.formatMessage(subtitleMessage, { party: reco.partyName })}
        status={
          <HStack gap="2">
            <RecoStateChip state={reco.state} />
            <KindBadge kind={reco.kind} />
          </HStack>
        }
        backTo={
          reco.currentIterationId
            ? links.iteration(reco.currentIterationId)
            : links.history(reco.id)
        }
      />
      <Text color="fg.muted">
        {reco.projectName} · {periodText(reco.periodFrom, reco.periodTo)}
      </Text>
      <Section title={intl.formatMessage(messages.carriers)} testId="tag-carriers">
        {data.recoTagMaps.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage(messages.none)}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(messages.what)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.since)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(messages.on)}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.recoTagMaps.map((map) => (
                <Table.Row key={map.id} data-testid="tag-carrier" data-active={map.active}>
                  <Table.Cell>
                    {map.entryNumber !== null &&
                    map.entryNumber !== undefined &&
                    map.iterationId ? (
                      <Link asChild colorPalette="blue" variant="plain">
                        <RouterLink to={links.iteration(map.iterationId)}>
                          {intl.formatMessage(entryMessage, { entry: map.entryNumber })} ·{' '}
                          {intl.formatMessage(iterationMessage, {
                            number: numberOf.get(map.iterationId) ?? '?',
                          })}
                        </RouterLink>
                      </Link>
                    ) : (
                      intl.formatMessage(messages.whole)
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {intl.formatDate(map.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={map.active ? 'green' : 'gray'} variant="subtle">
                      {intl.formatMessage(map.active ? messages.on : messages.off)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <ToggleTag id={map.id} active={map.active} allowed={canTag} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
    </Stack>
  );
}
