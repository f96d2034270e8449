import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LuPencil, LuSend, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { PagedTable } from '../../../ui/lists/PagedTable';
import { usePagedList } from '../../../ui/lists/usePagedList';
import { invoiceColumns, invoiceSortFields } from '../invoices/invoiceColumns';
import { actionLabels } from '../shared/labels';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { PurchaseOrderDocument } from './PurchaseOrderDocument';
import { SendForApprovalDialog } from './SendForApprovalDialog';
import { usePageName } from '../../layout/page-name';
import { HeldActionNotice } from '../shared/held-actions';

const OrderQuery = graphql(`
  query ViewPurchaseOrder_Order($id: Int!) {
    purchaseOrder(id: $id) {
      id
      poNumber
      status
      isEditAllowed
      isSendAllowed
      isAcceptAllowed
      isRejectAllowed
      currency
      heldAction {
        id
        kind
        state
        dueAt
        amount
        mine
      }
      ...PurchaseOrderDocument_PurchaseOrder
      ...SendForApprovalDialog_PurchaseOrder
    }
  }
`);

const InvoicesQuery = graphql(`
  query ViewPurchaseOrder_Invoices(
    $purchaseOrderId: Int!
    $page: Int!
    $size: Int!
    $sort: PurchaseInvoiceSort
  ) {
    purchaseInvoices(
      page: $page
      size: $size
      sort: $sort
      filter: { purchaseOrderId: $purchaseOrderId }
    ) {
      totalCount
      items {
        id
        ...InvoiceColumns_PurchaseInvoice
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.purchaseOrders.view.title', defaultMessage: 'Purchase order {number}' },
  invoices: {
    id: 'poso.purchaseOrders.view.invoices',
    defaultMessage: 'Invoices received against this order',
  },
  noInvoices: {
    id: 'poso.purchaseOrders.view.noInvoices',
    defaultMessage: 'No invoices received against this order yet',
  },
});
const titleMessage: MessageDescriptor = messages.title;

/** view-po/:poId: the customer's purchase order with the actions its flags allow. */
export default function ViewPurchaseOrder() {
  const intl = useIntl();
  const id = useIdParam('poId');
  const { ready, links, baseCurrency } = usePosoScope();
  const [sending, setSending] = useState(false);
  const query = useQuery(OrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const po = query.data?.purchaseOrder;
  usePageName(po?.poNumber);
  // Invoices exist once the vendor accepted the order (Raised).
  const raised = po?.status === 'RAISED';
  const invoices = usePagedList(InvoicesQuery, {
    pick: (data) => data.purchaseInvoices,
    variables: () => ({ purchaseOrderId: id ?? 0 }),
    sortFields: invoiceSortFields.customer,
    prefix: 'invoices',
    skip: !ready || id === null || !raised,
  });

  if (!po) return <DocumentFallback id={id} query={query} backTo={links.purchaseOrders} />;

  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: po.poNumber })}
        status={<StatusBadge kind="po" status={po.status} />}
        backTo={links.purchaseOrders}
        secondaryActions={
          <>
            {po.isEditAllowed && (
              <Button asChild variant="outline" data-testid="edit-po">
                <RouterLink to={links.editPurchaseOrder(po.id)}>
                  <LuPencil />
                  {intl.formatMessage(actionLabels.edit)}
                </RouterLink>
              </Button>
            )}
            {(po.isAcceptAllowed || po.isRejectAllowed) && (
              <Button asChild variant="outline" data-testid="review-po">
                <RouterLink to={links.approvePurchaseOrder(po.id)}>
                  <LuShieldCheck />
                  {intl.formatMessage(actionLabels.approve)}
                </RouterLink>
              </Button>
            )}
          </>
        }
        actions={
          po.isSendAllowed && (
            <Button onClick={() => setSending(true)} data-testid="send-po">
              <LuSend />
              {intl.formatMessage(actionLabels.sendForApproval)}
            </Button>
          )
        }
      />
      <HeldActionNotice held={po.heldAction} currency={po.currency} />
      <PurchaseOrderDocument
        side="customer"
        po={po}
        baseCurrency={baseCurrency}
        onAttached={po.isEditAllowed ? () => void query.refetch() : undefined}
      />
      {raised && (
        <Section title={intl.formatMessage(messages.invoices)} testId="order-invoices-section">
          <PagedTable
            label={messages.invoices}
            columns={invoiceColumns.customer}
            {...invoices.table}
            empty={messages.noInvoices}
            rowHref={(row) => links.purchaseInvoice(row.id)}
            testId="order-invoices"
          />
        </Section>
      )}
      <SendForApprovalDialog po={po} open={sending} onClose={() => setSending(false)} />
    </>
  );
}
