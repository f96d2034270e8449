import { Input, NativeSelect } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { FormDialog } from '../../../ui/forms/FormDialog';
import { FormField } from '../../../ui/forms/FormField';
import { useFormAction } from '../../../ui/forms/useFormAction';
import { useRecoConflict } from '../shared/useRecoStep';

const TagsQuery = graphql(`
  query TagRecoDialog_Tags {
    recoTags {
      id
      name
    }
  }
`);
const CreateTagMutation = graphql(`
  mutation TagRecoDialog_Create($name: String!) {
    createRecoTag(name: $name) {
      id
    }
  }
`);
const TagMutation = graphql(`
  mutation TagRecoDialog_Tag($recoId: Int!, $tagId: Int!) {
    tagReco(recoId: $recoId, tagId: $tagId) {
      id
      active
    }
  }
`);

const messages = defineMessages({
  title: { id: 'reco.tagDialog.title', defaultMessage: 'Tag this reconciliation' },
  tag: { id: 'reco.tagDialog.tag', defaultMessage: 'Tag' },
  choose: { id: 'reco.tagDialog.choose', defaultMessage: 'Choose a tag' },
  name: { id: 'reco.tagDialog.name', defaultMessage: 'Or a new tag' },
  either: { id: 'reco.tagDialog.either', defaultMessage: 'Choose a tag or name a new one' },
  confirm: { id: 'reco.tagDialog.confirm', defaultMessage: 'Tag' },
});

type Values = { tagId: string; name: string };

/** Puts a tag on the reconciliation: one of the company's tags, or a new one named here. */
export function TagRecoDialog({
  recoId,
  open,
  onClose,
}: {
  recoId: number;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const tags = useQuery(TagsQuery, { skip: !open });
  const [create] = useMutation(CreateTagMutation, { context: quiet });
  const [tag] = useMutation(TagMutation, { context: quiet });
  const form = useForm<Values>({ defaultValues: { tagId: '', name: '' } });
  const onConflict = useRecoConflict(onClose);
  const action = useFormAction<Values, unknown>({
    form,
    open,
    scope: `tag-reco:${recoId}`,
    run: async (values) => {
      let tagId = Number(values.tagId);
      if (!tagId) {
        const made = await create({ variables: { name: values.name.trim() } });
        tagId = made.data!.createRecoTag.id;
        form.setValue('tagId', String(tagId));
        form.setValue('name', '');
        await tags.refetch();
      }
      return tag({ variables: { recoId, tagId }, refetchQueries: 'active' });
    },
    onSuccess: onClose,
    onConflict,
  });
  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={messages.title}
      submitLabel={messages.confirm}
      action={action}
      testId="tag-dialog"
    >
      <FormField<Values> name="tagId" label={intl.formatMessage(messages.tag)}>
        <NativeSelect.Root>
          <NativeSelect.Field
            {...form.register('tagId', {
              validate: (value, all) =>
                Boolean(value || all.name.trim()) || intl.formatMessage(messages.either),
            })}
            data-testid="tag-dialog-tag"
          >
            <option value="">{intl.formatMessage(messages.choose)}</option>
            {(tags.data?.recoTags ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField<Values> name="name" label={intl.formatMessage(messages.name)}>
        <Input {...form.register('name')} maxLength={40} data-testid="tag-dialog-name" />
      </FormField>
    </FormDialog>
  );
}
