import { Alert, Button, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { formatDate } from '../i18n/format';
import { showSnackbar } from '../snackbar/snackbar';
import {
  fileNameFrom,
  readSharedFileParams,
  sharedFilePaths,
  sharedFileProblem,
  type SharedFileDetails,
  type SharedFileProblem,
} from './shared-file';

type State =
  | { status: 'loading' }
  | { status: 'ready'; details: SharedFileDetails }
  | { status: 'problem'; problem: SharedFileProblem };

/**
 * /pages/download-file/: the recipient of a shared reconciliation downloads its latest output
 * (the modified file when there is one, else the output) with the link's token; no account.
 */
export default function DownloadFilePage() {
  const intl = useIntl();
  const { search } = useLocation();
  const [params] = useState(() => readSharedFileParams(search));
  const [state, setState] = useState<State>({ status: 'loading' });
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const response = await fetch(sharedFilePaths.details(params));
        if (!live) return;
        if (!response.ok)
          return setState({ status: 'problem', problem: sharedFileProblem(response.status) });
        setState({ status: 'ready', details: (await response.json()) as SharedFileDetails });
      } catch {
        if (live) setState({ status: 'problem', problem: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [params]);

  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(sharedFilePaths.download(params));
      if (!response.ok) {
        const problem = sharedFileProblem(response.status);
        showSnackbar({
          variant: 'alert',
          severity: 'error',
          message:
            problem === 'invalid'
              ? intl.formatMessage({ id: 'sharedFile.notFound', defaultMessage: 'File not found' })
              : problemText(problem),
        });
        return;
      }
      const name = fileNameFrom(response.headers.get('content-disposition'));
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = name;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showSnackbar({ variant: 'alert', severity: 'error', message: problemText('failed') });
    } finally {
      setDownloading(false);
    }
  };

  function problemText(problem: SharedFileProblem): string {
    switch (problem) {
      case 'invalid':
        return intl.formatMessage({
          id: 'sharedFile.invalid',
          defaultMessage: 'This link is not valid. Ask the sender for a new one.',
        });
      case 'busy':
        return intl.formatMessage({
          id: 'sharedFile.busy',
          defaultMessage: 'Too many tries. Wait a minute and try again.',
        });
      case 'failed':
        return intl.formatMessage({
          id: 'sharedFile.failed',
          defaultMessage: 'The file could not be fetched. Check your connection and try again.',
        });
      default: {
        const unreachable: never = problem;
        return String(unreachable);
      }
    }
  }

  return (
    <Container maxW="lg" py={{ base: '6', md: '16' }} px={{ base: '4', md: '6' }}>
      <Card.Root data-testid="shared-file">
        <Card.Body>
          <Stack gap="5">
            <Heading size={{ base: 'md', md: 'lg' }}>
              {state.status === 'ready'
                ? state.details.reco_name
                : params.recoName ||
                  intl.formatMessage({
                    id: 'sharedFile.title',
                    defaultMessage: 'Reconciliation file',
                  })}
            </Heading>
            {state.status === 'loading' && <Spinner />}
            {state.status === 'problem' && (
              <Alert.Root status={state.problem === 'busy' ? 'warning' : 'error'}>
                <Alert.Indicator />
                <Alert.Title data-testid="shared-file-problem">
                  {problemText(state.problem)}
                </Alert.Title>
              </Alert.Root>
            )}
            {state.status === 'ready' && (
              <>
                <Text data-testid="shared-file-sentence">
                  <FormattedMessage
                    id="sharedFile.performed"
                    defaultMessage="{company} has performed reconciliation for the period from {from} to {to}"
                    values={{
                      company: state.details.company_name,
                      from: formatDate(state.details.from_date),
                      to: formatDate(state.details.to_date),
                    }}
                  />
                </Text>
                <Text color="fg.muted">
                  <FormattedMessage
                    id="sharedFile.instructions"
                    defaultMessage="To access the file, click on download button"
                  />
                </Text>
                <Button
                  size="lg"
                  alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                  loading={downloading}
                  onClick={() => void download()}
                  data-testid="shared-file-download"
                >
                  <LuDownload />
                  <FormattedMessage id="sharedFile.download" defaultMessage="Download" />
                </Button>
              </>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
