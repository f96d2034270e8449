import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { quiet } from '../../../ui/actions/useAction';
import { NotAllowedNotice } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { localIsoDate } from '../../../ui/forms/dates';
import { fieldLabels } from '../shared/labels';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { useIdParam, usePosoScope } from '../shared/usePosoScope';
import { invoiceInput, newInvoiceForm, type InvoiceFormValues } from './invoice-form';
import { InvoiceEditor } from './InvoiceEditor';
import { usePageName } from '../../layout/page-name';

const OrderQuery = graphql(`
  query AddInvoice_Order($id: Int!) {
    receivedPurchaseOrder(id: $id) {
      id
      poNumber
      currency
      status
      isInvoiceCreateAllowed
      customer {
        id
        name
      }
      items {
        materialDescription
        ratePerUnit
        quantity
        tax
      }
    }
    additionalChargeMasters {
      id
      name
    }
  }
`);

const CreateMutation = graphql(`
  mutation AddInvoice_Create($input: CreateSalesInvoiceInput!) {
    createSalesInvoice(input: $input) {
      id
      status
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.invoices.add.title', defaultMessage: 'New invoice for {number}' },
  subtitle: { id: 'poso.invoices.add.subtitle', defaultMessage: 'To {customer}' },
  notAllowed: {
    id: 'poso.invoices.add.notAllowed',
    defaultMessage:
      'An invoice can be raised only against an accepted (Raised) order, by someone who may write invoices.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** AddInvoice/:salesPOId: a new invoice against a sales order, its lines prefilled from the order. */
export default function AddInvoice() {
  const intl = useIntl();
  const { ready, links } = usePosoScope();
  const id = useIdParam('salesPOId');
  const query = useQuery(OrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const [createInvoice] = useMutation(CreateMutation, { context: quiet, refetchQueries: 'active' });
  const order = query.data?.receivedPurchaseOrder;
  usePageName(order?.poNumber);
  const chargeTypes = useMemo(() => query.data?.additionalChargeMasters ?? [], [query.data]);
  // The form starts from the order once; later refetches must not reset what was typed.
  const [defaultValues, setDefaultValues] = useState<InvoiceFormValues | null>(null);
  if (order && defaultValues === null) setDefaultValues(newInvoiceForm(order, localIsoDate()));

  if (!order || !defaultValues)
    return <DocumentFallback id={id} query={query} backTo={links.chooseSalesOrder} />;

  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: order.poNumber })}
        subtitle={intl.formatMessage(subtitleMessage, { customer: order.customer.name })}
        status={<StatusBadge kind="po" status={order.status} />}
        backTo={links.receivedOrder(order.id)}
      />
      {order.isInvoiceCreateAllowed ? (
        <InvoiceEditor
          mode="create"
          defaultValues={defaultValues}
          currency={order.currency}
          customer={order.customer.name}
          chargeTypes={chargeTypes}
          scope={`create-invoice:${order.id}`}
          save={async (values) => {
            const { data } = await createInvoice({
              variables: { input: { receivedPurchaseOrderId: order.id, ...invoiceInput(values) } },
            });
            return data?.createSalesInvoice;
          }}
          savedAlert="invoiceCreated"
        />
      ) : (
        <NotAllowedNotice
          message={messages.notAllowed}
          linkLabel={fieldLabels.purchaseOrder}
          linkTo={links.receivedOrder(order.id)}
          testId="invoice-not-allowed"
        />
      )}
    </Stack>
  );
}
