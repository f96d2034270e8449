import {
  Button,
  Clipboard,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuLink } from 'react-icons/lu';
import { Section } from '../../ui/display/Section';
import { formatDate } from '../i18n/format';
import {
  RecoLinksGenerateMutation,
  RecoLinksListQuery,
  RecoLinksRevokeMutation,
} from './links.operations';
import { sharedFileUrl } from './shared-file';

const EXPIRY_DAYS = [1, 7, 30, 90] as const;

/**
 * Download links of an iteration for people outside the company (spec generate_link): the
 * sender picks how long it works, copies it once, and sees and revokes the live ones.
 */
export function RecoLinksPanel({
  recoId,
  iterationId,
  recoName,
}: {
  recoId: number;
  iterationId: number;
  recoName: string;
}) {
  const intl = useIntl();
  const [days, setDays] = useState<number>(7);
  const [created, setCreated] = useState<string | null>(null);
  const links = useQuery(RecoLinksListQuery, { variables: { recoId } });
  const [generate, generating] = useMutation(RecoLinksGenerateMutation, {
    refetchQueries: [RecoLinksListQuery],
  });
  const [revoke] = useMutation(RecoLinksRevokeMutation, { refetchQueries: [RecoLinksListQuery] });

  const create = async () => {
    const answer = await generate({ variables: { iterationId, expiresInDays: days } });
    const made = answer.data?.generateRecoLink;
    if (made)
      setCreated(
        sharedFileUrl(window.location.origin, {
          iterationId: made.link.iterationId,
          recoName,
          token: made.token,
        }),
      );
  };

  const live = links.data?.recoLinks ?? [];
  return (
    <Section
      title={intl.formatMessage({ id: 'recoLinks.title', defaultMessage: 'Download links' })}
      testId="reco-links"
    >
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          <FormattedMessage
            id="recoLinks.hint"
            defaultMessage="Anyone with a link can download the latest result of this iteration, without an account, until it expires or you revoke it."
          />
        </Text>
        <HStack wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={intl.formatMessage({
                id: 'recoLinks.expiry',
                defaultMessage: 'Works for',
              })}
              value={String(days)}
              onChange={(event) => setDays(Number(event.currentTarget.value))}
              data-testid="reco-links-expiry"
            >
              {EXPIRY_DAYS.map((value) => (
                <option key={value} value={value}>
                  {intl.formatMessage(
                    {
                      id: 'recoLinks.days',
                      defaultMessage: '{days, plural, one {# day} other {# days}}',
                    },
                    { days: value },
                  )}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            loading={generating.loading}
            onClick={() => void create()}
            data-testid="reco-links-create"
          >
            <LuLink />
            <FormattedMessage id="recoLinks.create" defaultMessage="Create a download link" />
          </Button>
        </HStack>
        {created && (
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              <FormattedMessage
                id="recoLinks.copyNow"
                defaultMessage="Copy the link now: it is shown only once."
              />
            </Text>
            <Clipboard.Root value={created}>
              <InputGroup
                endElement={
                  <Clipboard.Trigger asChild>
                    <IconButton
                      variant="surface"
                      size="xs"
                      me="-2"
                      aria-label={intl.formatMessage({
                        id: 'recoLinks.copy',
                        defaultMessage: 'Copy',
                      })}
                    >
                      <Clipboard.Indicator />
                    </IconButton>
                  </Clipboard.Trigger>
                }
              >
                <Clipboard.Input asChild>
                  <Input size="sm" readOnly data-testid="reco-links-url" />
                </Clipboard.Input>
              </InputGroup>
            </Clipboard.Root>
          </Stack>
        )}
        {live.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="reco-links-list">
            {live.map((link) => (
              <HStack as="li" key={link.id} justify="space-between" wrap="wrap">
                <Text textStyle="sm">
                  <FormattedMessage
                    id="recoLinks.item"
                    defaultMessage="Made by {who} on {made}, works until {until}"
                    values={{
                      who: link.createdBy?.userName ?? '',
                      made: formatDate(link.createdAt),
                      until: formatDate(link.expiresAt),
                    }}
                  />
                  {link.lastUsedAt && (
                    <Text as="span" color="fg.muted">
                      {' · '}
                      <FormattedMessage
                        id="recoLinks.lastUsed"
                        defaultMessage="last used {when}"
                        values={{ when: formatDate(link.lastUsedAt) }}
                      />
                    </Text>
                  )}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void revoke({ variables: { id: link.id } })}
                >
                  <FormattedMessage id="recoLinks.revoke" defaultMessage="Revoke" />
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
