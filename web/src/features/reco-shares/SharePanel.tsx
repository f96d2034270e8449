import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LuShare2 } from 'react-icons/lu';
import type { RecoSharingRefusal } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/actions/ConfirmDialog';
import { Section } from '../../ui/display/Section';
import { formatDate } from '../i18n/format';
import { showSnackbar } from '../snackbar/snackbar';
import { shareWords } from './labels';
import { SharePanelQuery, ShareRecoMutation } from './shares.operations';

const REFUSALS: Record<RecoSharingRefusal, MessageDescriptor> = {
  NOT_ALLOWED: shareWords.notAllowed,
  NO_RESULT: shareWords.noResult,
  NOT_A_COMPANY: shareWords.notACompany,
  NOT_CONNECTED: shareWords.notConnected,
  ALREADY_SHARED: shareWords.alreadyShared,
};

/**
 * The Share action of an iteration (spec share_reco): when the party is a connected company on
 * Concord it shares this iteration with it, once asked (a share cannot be taken back);
 * otherwise it says why not. Whom it was shared with is listed under it.
 */
export function SharePanel({ recoId, iterationId }: { recoId: number; iterationId: number }) {
  const intl = useIntl();
  const state = useQuery(SharePanelQuery, { variables: { recoId, iterationId } });
  const [share, sharing] = useMutation(ShareRecoMutation, { refetchQueries: [SharePanelQuery] });
  const [asking, setAsking] = useState(false);
  const possibility = state.data?.recoSharingPossible;
  const company = possibility?.reconcileeCompanyName ?? '';
  const onShare = async () => {
    if (!possibility?.reconcileeCompanyId) return;
    const answer = await share({
      variables: { reconcileeCompanyId: possibility.reconcileeCompanyId, iterationId },
    }).catch(() => null);
    setAsking(false);
    if (answer?.data?.shareReco)
      showSnackbar({
        message: intl.formatMessage(shareWords.shared, { company }),
        variant: 'alert',
        severity: 'success',
      });
  };
  const shares = (state.data?.recoShares ?? []).filter((s) => s.iterationId === iterationId);
  return (
    <Section title={intl.formatMessage(shareWords.panelTitle)} testId="reco-share">
      <Stack gap="3" align="flex-start">
        <Text textStyle="sm" color="fg.muted">
          {intl.formatMessage(shareWords.hint)}
        </Text>
        {possibility?.possible ? (
          <Button
            size="sm"
            loading={sharing.loading}
            onClick={() => setAsking(true)}
            data-testid="share-reco"
          >
            <LuShare2 />
            {intl.formatMessage(shareWords.share, { company })}
          </Button>
        ) : (
          possibility?.reason && (
            <Alert.Root
              status="info"
              size="sm"
              data-testid="share-why-not"
              data-reason={possibility.reason}
            >
              <Alert.Indicator />
              <Alert.Title>
                {intl.formatMessage(REFUSALS[possibility.reason], { company })}
              </Alert.Title>
            </Alert.Root>
          )
        )}
        {shares.map((s) => (
          <Text key={s.id} textStyle="sm" data-testid="reco-share-line">
            {intl.formatMessage(shareWords.sharedWith, {
              company: s.reconcileeCompanyName,
              person: s.sharedBy?.userName ?? '',
              date: formatDate(s.sharedAt),
            })}
          </Text>
        ))}
      </Stack>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void onShare()}
        pending={sharing.loading}
        confirmation={{
          title: shareWords.confirmTitle,
          body: intl.formatMessage(shareWords.confirmBody, { company }),
          confirmLabel: shareWords.confirmShare,
        }}
        testId="share-confirm"
      />
    </Section>
  );
}
