import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import { ErrorNotice } from '../../../ui/display/ErrorNotice';
import { RecordLoading } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { localIsoDate } from '../../../ui/forms/dates';
import { usePosoAlert } from '../shared/alerts';
import { uploadPaths } from '../shared/attachments';
import { AttachmentPicker, useUploadFiles } from '../shared/Attachments';
import { actionLabels } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';
import { emptyPoForm, poInput } from './purchase-order-form';
import { PurchaseOrderForm } from './PurchaseOrderForm';
import { usePurchaseOrderFormOptions } from './usePurchaseOrderFormOptions';

const CreateMutation = graphql(`
  mutation AddPurchaseOrder_Create($input: CreatePurchaseOrderInput!) {
    createPurchaseOrder(input: $input) {
      id
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.purchaseOrders.add.title', defaultMessage: 'New purchase order' },
});

/** AddPo and po/Add: a new Draft PO; sending it for approval happens on its page. */
export default function AddPurchaseOrder() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const { companyId, ready, links } = usePosoScope();
  const { query, options } = usePurchaseOrderFormOptions(companyId, ready);
  const [create] = useMutation(CreateMutation, { context: quiet });
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadFiles();

  let body;
  if (options) {
    body = (
      <PurchaseOrderForm
        initial={emptyPoForm(localIsoDate(), options.baseCurrency)}
        baseCurrency={options.baseCurrency}
        vendors={options.vendors}
        currencies={options.currencies}
        mode="create"
        submitLabel={actionLabels.saveDraft}
        cancelTo={links.purchaseOrders}
        scope="create-po"
        attachments={<AttachmentPicker files={files} onChange={setFiles} />}
        run={async (values) => {
          const { data } = await create({ variables: { input: poInput(values) } });
          const po = data?.createPurchaseOrder;
          if (!po) return;
          alert('poCreated');
          // The draft exists now; a file that fails is reported and can be attached again there.
          await upload(uploadPaths.purchaseOrder(po.id), files);
          void navigate(links.purchaseOrder(po.id));
        }}
        // The order's page opens once its files are sent (in `run`).
        onSuccess={() => undefined}
      />
    );
  } else if (query.error) {
    body = (
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} testId="add-po-error" />
    );
  } else {
    body = <RecordLoading testId="page" />;
  }

  return (
    <>
      <ScreenHeader title={intl.formatMessage(messages.title)} backTo={links.purchaseOrders} />
      {body}
    </>
  );
}
