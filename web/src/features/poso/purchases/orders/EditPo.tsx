import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { usePosoAlert } from '../../shared/alerts';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { DocumentLoadFailure } from '../DocumentLoadFailure';
import { uploadPaths } from '../../shared/attachments';
import { AttachmentList } from '../../shared/Attachments';
import { PageSkeleton } from '../FormSkeleton';
import { actions, titles } from '../messages';
import { quiet } from '../useDocumentAction';
import { useIdParam, usePurchasesScope } from '../usePurchasesScope';
import { EditPoPurchaseOrderQuery, EditPoUpdateMutation } from './orders.operations';
import { poFormFromOrder, poInput } from './po-form';
import { PoForm } from './PoForm';
import { usePoFormOptions } from './usePoFormOptions';

const editTitle: MessageDescriptor = titles.editPo;

/** edit-po/:poId: only while the server allows editing (Draft or Approver Rejected). */
export default function EditPo() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const id = useIdParam('poId');
  const { companyId, ready, paths } = usePurchasesScope();
  const { query: optionsQuery, options } = usePoFormOptions(companyId, ready);
  const order = useQuery(EditPoPurchaseOrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    // The form starts from what the server has now, not from a cached copy.
    fetchPolicy: 'network-only',
  });
  const [update] = useMutation(EditPoUpdateMutation, { context: quiet });
  const po = order.data?.purchaseOrder;
  // Once the form is open it stays, so a save refused because the order moved on can say why.
  const [opened, setOpened] = useState(false);
  if (po?.isEditAllowed && !opened) setOpened(true);

  if (id === null || (order.error && !po) || (optionsQuery.error && !options)) {
    return (
      <DocumentLoadFailure
        error={id === null ? null : (order.error ?? optionsQuery.error)}
        onRetry={() => {
          void order.refetch();
          void optionsQuery.refetch();
        }}
        backTo={paths.poList}
      />
    );
  }
  if (!po || !options) return <PageSkeleton />;
  if (!po.isEditAllowed && !opened) return <Navigate to={paths.viewPo(po.id)} replace />;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(editTitle, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={paths.viewPo(po.id)}
      />
      <PoForm
        key={po.id}
        initial={poFormFromOrder(po)}
        baseCurrency={options.baseCurrency}
        vendors={options.vendors}
        currencies={options.currencies}
        mode="edit"
        submitLabel={actions.saveChanges}
        cancelTo={paths.viewPo(po.id)}
        lockedTo={paths.viewPo(po.id)}
        attachments={
          <AttachmentList
            attachments={po.attachments}
            uploadTo={uploadPaths.purchaseOrder(po.id)}
            onUploaded={() => void order.refetch()}
          />
        }
        onSave={async (values) => {
          await update({ variables: { id: po.id, input: poInput(values) } });
          alert('updated');
          void navigate(paths.viewPo(po.id));
        }}
        onConflict={async () => {
          const { data } = await order.refetch().catch(() => ({ data: undefined }));
          return data?.purchaseOrder.isEditAllowed === false ? 'locked' : 'number';
        }}
      />
    </>
  );
}
