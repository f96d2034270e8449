import { Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Section } from '../../ui/display/Section';
import { formatDate } from '../i18n/format';
import { mentionedIds } from './mentions';
import {
  RecoMessagesAddedSubscription,
  RecoMessagesListQuery,
  RecoMessagesPeopleQuery,
  RecoMessagesSendMutation,
} from './messages.operations';

type Draft = { body: string };

/**
 * The conversation of a reco (no entry) or of one entry of an iteration, live: a message
 * written on any screen appears on every other open one. `@userName` mentions a member.
 */
export function RecoMessagesPanel({
  recoId,
  iterationId,
  entryNo,
}: {
  recoId: number;
  iterationId?: number;
  entryNo?: number;
}) {
  const intl = useIntl();
  const thread = {
    recoId,
    iterationId: entryNo === undefined ? null : (iterationId ?? null),
    entryNo: entryNo ?? null,
  };
  const list = useQuery(RecoMessagesListQuery, { variables: thread });
  const people = useQuery(RecoMessagesPeopleQuery);
  const [send] = useMutation(RecoMessagesSendMutation);
  const form = useForm<Draft>({ defaultValues: { body: '' } });

  useSubscription(RecoMessagesAddedSubscription, {
    variables: { recoId },
    onData: ({ data }) => {
      const added = data.data?.recoMessageAdded;
      if (added && (added.entryNo ?? null) === thread.entryNo) void list.refetch();
    },
  });

  const onSubmit = form.handleSubmit(async ({ body }) => {
    const members = [
      ...(people.data?.recoReconcilers ?? []),
      ...(people.data?.recoReviewers ?? []),
    ];
    const answer = await send({
      variables: { ...thread, body, mentionIds: mentionedIds(body, members) },
    });
    // What was typed stays in the box unless the message was taken.
    if (answer.data?.sendRecoMessage) {
      form.reset({ body: '' });
      void list.refetch();
    }
  });

  const messages = list.data?.recoMessages ?? [];
  return (
    <Section
      title={intl.formatMessage({ id: 'recoMessages.title', defaultMessage: 'Conversation' })}
      testId="reco-messages"
    >
      <Stack gap="3">
        {messages.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            <FormattedMessage
              id="recoMessages.empty"
              defaultMessage="No messages yet. Write the first one; @name tells a colleague."
            />
          </Text>
        ) : (
          <Stack
            as="ul"
            gap="2"
            listStyleType="none"
            maxH="80"
            overflowY="auto"
            data-testid="reco-messages-list"
          >
            {messages.map((message) => (
              <Box as="li" key={message.id} borderWidth="1px" rounded="md" p="2">
                <Text textStyle="xs" color="fg.muted">
                  {message.author?.userName ?? ''} · {formatDate(message.createdAt)}
                </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {message.body}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        <form onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="2">
            <Field.Root invalid={!!form.formState.errors.body}>
              <Field.Label>
                <FormattedMessage id="recoMessages.label" defaultMessage="Message" />
              </Field.Label>
              <Textarea
                rows={2}
                data-testid="reco-messages-input"
                {...form.register('body', {
                  validate: (value) =>
                    value.trim().length > 0 ||
                    intl.formatMessage({
                      id: 'recoMessages.required',
                      defaultMessage: 'Write a message first',
                    }),
                  maxLength: {
                    value: 4000,
                    message: intl.formatMessage({
                      id: 'recoMessages.tooLong',
                      defaultMessage: 'At most 4000 characters',
                    }),
                  },
                })}
              />
              <Field.ErrorText>{form.formState.errors.body?.message}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              size="sm"
              alignSelf="flex-end"
              loading={form.formState.isSubmitting}
              data-testid="reco-messages-send"
            >
              <FormattedMessage id="recoMessages.send" defaultMessage="Send" />
            </Button>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}
