import { Button, Dialog, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LuCheck, LuPlus } from 'react-icons/lu';
import { graphql } from '../../gql';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { quiet } from '../../ui/actions/useAction';
import { DialogFrame } from '../../ui/display/DialogFrame';
import { drill } from './drill-labels';
import type { EntryView, TagOnEntry } from './EntryTable';

const CreateTagMutation = graphql(`
  mutation TagDialog_CreateTag($name: String!) {
    createRecoTag(name: $name) {
      id
      name
      color
    }
  }
`);

const TagMutation = graphql(`
  mutation TagDialog_Tag($tagId: Int!, $recoId: Int!, $iterationId: Int!, $entryNumber: Int!) {
    tagReco(tagId: $tagId, recoId: $recoId, iterationId: $iterationId, entryNumber: $entryNumber) {
      id
      active
    }
  }
`);

const SetActiveMutation = graphql(`
  mutation TagDialog_SetActive($id: Int!, $active: Boolean!) {
    setRecoTagActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

/** Tags on one entry: put an existing tag on or take it off, or create one and put it on. */
export function TagDialog({
  entry,
  recoId,
  iterationId,
  tags,
  on,
  onClose,
  onChanged,
}: {
  entry: EntryView;
  recoId: number;
  iterationId: number;
  tags: readonly { id: number; name: string; color: string }[];
  on: readonly TagOnEntry[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const nameField = useRef<HTMLInputElement | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await work();
      onChanged();
    } catch (error) {
      const { code, fields } = errorDetails(error);
      setProblem(
        code === 'BAD_USER_INPUT' && fields.name
          ? intl.formatMessage(drill.tagNameRule)
          : code === 'CONFLICT'
            ? intl.formatMessage(drill.tagExists)
            : intl.formatMessage(drill.tagFailed, {
                reason: intl.formatMessage(errorMessage(code)),
              }),
      );
    } finally {
      setBusy(false);
    }
  };

  const put = (tagId: number) =>
    client.mutate({
      mutation: TagMutation,
      variables: { tagId, recoId, iterationId, entryNumber: entry.entryNumber },
      context: quiet,
    });

  const toggle = (tagId: number) => {
    const mapped = on.find((t) => t.tagId === tagId);
    void run(() =>
      mapped
        ? client.mutate({
            mutation: SetActiveMutation,
            variables: { id: mapped.mapId, active: false },
            context: quiet,
          })
        : put(tagId),
    );
  };

  const create = () => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 40) {
      setProblem(intl.formatMessage(drill.tagNameRule));
      return;
    }
    const existing = tags.find((t) => t.name.toLowerCase() === trimmed.toLowerCase());
    if (existing) {
      setProblem(intl.formatMessage(drill.tagExists));
      return;
    }
    void run(async () => {
      const created = await client.mutate({
        mutation: CreateTagMutation,
        variables: { name: trimmed },
        context: quiet,
      });
      const tag = created.data?.createRecoTag;
      if (tag) await put(tag.id);
      setName('');
    });
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={drill.tagTitle}
      testId="tag-dialog"
      initialFocus={nameField}
    >
      <Dialog.Body>
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            {entry.documentNumber} · {entry.amount}
          </Text>
          {tags.length === 0 ? (
            <Text textStyle="sm">{intl.formatMessage(drill.tagNone)}</Text>
          ) : (
            <HStack gap="2" wrap="wrap">
              {tags.map((t) => {
                const isOn = on.some((m) => m.tagId === t.id);
                return (
                  <Button
                    key={t.id}
                    size="xs"
                    colorPalette={t.color}
                    variant={isOn ? 'solid' : 'outline'}
                    aria-pressed={isOn}
                    disabled={busy}
                    onClick={() => toggle(t.id)}
                    data-testid="tag-option"
                    data-tag={t.name}
                  >
                    {isOn && <LuCheck />}
                    {t.name}
                  </Button>
                );
              })}
            </HStack>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              create();
            }}
          >
            <HStack gap="2">
              <Input
                ref={nameField}
                size="sm"
                maxLength={60}
                placeholder={intl.formatMessage(drill.tagNew)}
                aria-label={intl.formatMessage(drill.tagNew)}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                data-testid="tag-name"
              />
              <Button type="submit" size="sm" loading={busy} data-testid="tag-create">
                <LuPlus />
                {intl.formatMessage(drill.tagCreate)}
              </Button>
            </HStack>
          </form>
          {problem && (
            <Text color="fg.error" textStyle="sm" role="alert" data-testid="tag-problem">
              {problem}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} data-testid="tag-done">
          {intl.formatMessage(drill.tagDone)}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
