import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { InvoiceStatus } from '../../../gql/graphql';
import { newIdempotencyKey } from '../../../ui/actions/idempotency';
import { useHeldActionSnackbar } from '../shared/held-actions';
import { uploadPaths } from '../shared/attachments';
import { useUploadFiles } from '../shared/Attachments';
import { usePosoScope } from '../shared/usePosoScope';
import { useSendSalesInvoice } from './SalesInvoiceActions';

/**
 * After a draft is saved: attach the chosen files, send it when asked (only if every file
 * made it, so nothing goes out incomplete), then open the invoice. A failed upload or send
 * is reported and leaves a saved draft to carry on from.
 */
export function useFinishInvoice() {
  const navigate = useNavigate();
  const heldSnackbar = useHeldActionSnackbar();
  const { links } = usePosoScope();
  const upload = useUploadFiles();
  const send = useSendSalesInvoice();
  return useCallback(
    async (
      invoice: { id: number; status: InvoiceStatus },
      { files, send: andSend }: { files: readonly File[]; send: boolean },
    ) => {
      const attached = files.length === 0 || (await upload(uploadPaths.invoice(invoice.id), files));
      if (andSend && attached) {
        // A fresh key: the save before it was its own action. A failure is shown by the shell.
        const sent = await send(invoice, newIdempotencyKey()).catch(() => null);
        if (sent) heldSnackbar(sent.data?.sendSalesInvoice.heldAction, 'invoiceSent');
      }
      void navigate(links.salesInvoice(invoice.id));
    },
    [heldSnackbar, links, navigate, send, upload],
  );
}
