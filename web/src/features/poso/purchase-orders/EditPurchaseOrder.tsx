import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { graphql } from '../../../gql';
import { quiet } from '../../../ui/actions/useAction';
import {
  RecordLoading,
  RecordUnavailable,
  recordQueryContext,
} from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { usePosoAlert } from '../shared/alerts';
import { uploadPaths } from '../shared/attachments';
import { AttachmentList } from '../shared/Attachments';
import { actionLabels, documentNotFound } from '../shared/labels';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { poFormFromOrder, poInput } from './purchase-order-form';
import { PurchaseOrderForm } from './PurchaseOrderForm';
import { usePurchaseOrderFormOptions } from './usePurchaseOrderFormOptions';
import { usePageName } from '../../layout/page-name';

const OrderQuery = graphql(`
  query EditPurchaseOrder_Order($id: Int!) {
    purchaseOrder(id: $id) {
      id
      poNumber
      poDate
      currency
      exchangeRate
      description
      status
      isEditAllowed
      vendor {
        id
      }
      items {
        itemId
        materialDescription
        ratePerUnit
        quantity
        tax
      }
      attachments {
        ...AttachmentList_Attachment
      }
    }
  }
`);

const UpdateMutation = graphql(`
  mutation EditPurchaseOrder_Update($id: Int!, $input: UpdatePurchaseOrderInput!) {
    updatePurchaseOrder(id: $id, input: $input) {
      id
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.purchaseOrders.edit.title', defaultMessage: 'Edit purchase order {number}' },
});
const titleMessage: MessageDescriptor = messages.title;

/** edit-po/:poId: only while the server allows editing (Draft or Approver Rejected). */
export default function EditPurchaseOrder() {
  const intl = useIntl();
  const navigate = useNavigate();
  const alert = usePosoAlert();
  const id = useIdParam('poId');
  const { companyId, ready, links } = usePosoScope();
  const { query: optionsQuery, options } = usePurchaseOrderFormOptions(companyId, ready);
  const order = useQuery(OrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    // The form starts from what the server has now, not from a cached copy.
    fetchPolicy: 'network-only',
    context: recordQueryContext,
  });
  const [update] = useMutation(UpdateMutation, { context: quiet, refetchQueries: 'active' });
  const po = order.data?.purchaseOrder;
  usePageName(po?.poNumber);
  // Once the form is open it stays, so a save refused because the order moved on can say why.
  const [opened, setOpened] = useState(false);
  if (po?.isEditAllowed && !opened) setOpened(true);

  if (id === null || (order.error && !po) || (optionsQuery.error && !options)) {
    return (
      <RecordUnavailable
        error={id === null ? null : (order.error ?? optionsQuery.error)}
        onRetry={() => {
          void order.refetch();
          void optionsQuery.refetch();
        }}
        backTo={links.purchaseOrders}
        notFound={documentNotFound}
        testId="document"
      />
    );
  }
  if (!po || !options) return <RecordLoading testId="page" />;
  if (!po.isEditAllowed && !opened) return <Navigate to={links.purchaseOrder(po.id)} replace />;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={links.purchaseOrder(po.id)}
      />
      <PurchaseOrderForm
        key={po.id}
        initial={poFormFromOrder(po)}
        baseCurrency={options.baseCurrency}
        vendors={options.vendors}
        currencies={options.currencies}
        mode="edit"
        submitLabel={actionLabels.saveChanges}
        cancelTo={links.purchaseOrder(po.id)}
        lockedTo={links.purchaseOrder(po.id)}
        scope={`edit-po:${po.id}`}
        attachments={
          <AttachmentList
            attachments={po.attachments}
            uploadTo={uploadPaths.purchaseOrder(po.id)}
            onUploaded={() => void order.refetch()}
          />
        }
        run={(values) => update({ variables: { id: po.id, input: poInput(values) } })}
        onSuccess={() => {
          alert('updated');
          void navigate(links.purchaseOrder(po.id));
        }}
        isLocked={async () => {
          const { data } = await order.refetch().catch(() => ({ data: undefined }));
          return data?.purchaseOrder.isEditAllowed === false;
        }}
      />
    </>
  );
}
