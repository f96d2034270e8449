import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LuMessageSquare } from 'react-icons/lu';
import { RecoMessagesPanel } from '../reco-messages/RecoMessagesPanel';
import { shareWords } from '../reco-shares/labels';

/** The conversation of one entry, opened on demand in the drill-down; live once open. */
export function EntryThread({
  recoId,
  iterationId,
  entryNumber,
}: {
  recoId: number;
  iterationId: number;
  entryNumber: number;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Box data-testid="entry-thread" data-entry={entryNumber}>
      <Button
        size="2xs"
        variant="ghost"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid="entry-discuss"
      >
        <LuMessageSquare />
        {intl.formatMessage(open ? shareWords.hideThread : shareWords.discuss)}
      </Button>
      {open && (
        <RecoMessagesPanel recoId={recoId} iterationId={iterationId} entryNo={entryNumber} />
      )}
    </Box>
  );
}
