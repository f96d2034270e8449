import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { localIsoDate } from '../../shared/dates';
import { ErrorNotice } from '../../shared/ErrorNotice';
import { usePosoAlert } from '../../shared/alerts';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { uploadPaths } from '../../shared/attachments';
import { AttachmentPicker, useUploadFiles } from '../../shared/Attachments';
import { PageSkeleton } from '../FormSkeleton';
import { actions, titles } from '../messages';
import { quiet } from '../useDocumentAction';
import { usePurchasesScope } from '../usePurchasesScope';
import { AddPoCreateMutation } from './orders.operations';
import { emptyPoForm, poInput } from './po-form';
import { PoForm } from './PoForm';
import { usePoFormOptions } from './usePoFormOptions';

/** AddPo and po/Add: a new Draft PO; sending it for approval happens on its page. */
export default function AddPo() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const { companyId, ready, paths } = usePurchasesScope();
  const { query, options } = usePoFormOptions(companyId, ready);
  const [create] = useMutation(AddPoCreateMutation, { context: quiet });
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadFiles();

  let body;
  if (options) {
    body = (
      <PoForm
        initial={emptyPoForm(localIsoDate(), options.baseCurrency)}
        baseCurrency={options.baseCurrency}
        vendors={options.vendors}
        currencies={options.currencies}
        mode="create"
        submitLabel={actions.saveDraft}
        cancelTo={paths.poList}
        attachments={<AttachmentPicker files={files} onChange={setFiles} />}
        onSave={async (values) => {
          const { data } = await create({ variables: { input: poInput(values) } });
          const po = data?.createPurchaseOrder;
          if (!po) return;
          alert('poCreated');
          // The draft exists now; a file that fails is reported and can be attached again there.
          await upload(uploadPaths.purchaseOrder(po.id), files);
          void navigate(paths.viewPo(po.id));
        }}
      />
    );
  } else if (query.error) {
    body = (
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} testId="add-po-error" />
    );
  } else {
    body = <PageSkeleton />;
  }

  return (
    <>
      <ScreenHeader title={intl.formatMessage(titles.addPo)} backTo={paths.poList} />
      {body}
    </>
  );
}
