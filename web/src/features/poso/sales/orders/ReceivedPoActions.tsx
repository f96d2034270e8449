import { Box, Button } from '@chakra-ui/react';
import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { LuCheck, LuFilePlus, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ReceivedPoRowFragment } from '../../../../gql/graphql';
import { RejectRemarksDialog } from '../../shared/RejectRemarksDialog';
import { ActionButton } from '../ActionButton';
import { salesActions } from '../messages';
import { usePosoRoute } from '../route';
import { useReceivedPoActions } from './useReceivedPoActions';

const stop = (event: MouseEvent) => event.stopPropagation();

type Props = {
  order: Pick<
    ReceivedPoRowFragment,
    'id' | 'status' | 'isAcceptAllowed' | 'isRejectAllowed' | 'isInvoiceCreateAllowed'
  >;
  /** A list row: small buttons, and only those the flags allow. */
  inRow?: boolean;
  /** The document page shows Accept and Reject while a decision is due, disabled without the flags. */
  decisionDue?: boolean;
};

/** Accept, Reject (with remarks) and Add invoice, each enabled by the server's flags. */
export function ReceivedPoActions({ order, inRow = false, decisionDue = false }: Props) {
  const size = inRow ? 'xs' : 'sm';
  const intl = useIntl();
  const { links } = usePosoRoute();
  const { accept, reject } = useReceivedPoActions();
  const [rejecting, setRejecting] = useState(false);
  const show = (allowed: boolean) => allowed || (!inRow && decisionDue);

  return (
    <>
      {show(order.isAcceptAllowed) && (
        <ActionButton
          scope={`accept-po:${order.id}`}
          testId="accept-po"
          size={size}
          colorPalette="green"
          disabled={!order.isAcceptAllowed}
          onRun={(key) => accept(order, key)}
        >
          <LuCheck />
          {intl.formatMessage(salesActions.accept)}
        </ActionButton>
      )}
      {show(order.isRejectAllowed) && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          disabled={!order.isRejectAllowed}
          onClick={() => setRejecting(true)}
          data-testid="reject-po"
        >
          <LuX />
          {intl.formatMessage(salesActions.reject)}
        </Button>
      )}
      {order.isInvoiceCreateAllowed && (
        <Button asChild size={size} variant={inRow ? 'outline' : 'solid'}>
          <RouterLink to={links.addInvoice(order.id)} data-testid="add-invoice">
            <LuFilePlus />
            {intl.formatMessage(salesActions.addInvoice)}
          </RouterLink>
        </Button>
      )}
      {/* React events bubble out of portals: keep the dialog's clicks from opening the row. */}
      <Box display="contents" onClick={stop} onAuxClick={stop}>
        <RejectRemarksDialog
          open={rejecting}
          onClose={() => setRejecting(false)}
          scope={`reject-po:${order.id}`}
          onConfirm={(remarks, context) => reject(order, remarks, context.idempotencyKey)}
        />
      </Box>
    </>
  );
}
