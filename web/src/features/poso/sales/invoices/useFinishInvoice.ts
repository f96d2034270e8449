import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SalesInvoiceRowFragment } from '../../../../gql/graphql';
import { newIdempotencyKey } from '../../shared/idempotency';
import { uploadPaths } from '../../shared/attachments';
import { useUploadFiles } from '../../shared/Attachments';
import { usePosoRoute } from '../route';
import { useSendSalesInvoice } from './useSalesInvoiceActions';

type Invoice = Pick<SalesInvoiceRowFragment, 'id' | 'status'>;

/**
 * After a draft is saved: attach the chosen files, send it when asked (only if every file
 * made it, so nothing goes out incomplete), then open the invoice. A failed upload or send
 * is reported and leaves a saved draft to carry on from.
 */
export function useFinishInvoice() {
  const navigate = useNavigate();
  const { links } = usePosoRoute();
  const upload = useUploadFiles();
  const send = useSendSalesInvoice();
  return useCallback(
    async (
      invoice: Invoice,
      { files, send: andSend }: { files: readonly File[]; send: boolean },
    ) => {
      const attached = files.length === 0 || (await upload(uploadPaths.invoice(invoice.id), files));
      if (andSend && attached) await send(invoice, newIdempotencyKey()).catch(() => undefined);
      void navigate(links.salesInvoice(invoice.id));
    },
    [links, navigate, send, upload],
  );
}
