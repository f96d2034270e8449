import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { localIsoDate } from '../../shared/dates';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { DocumentFallback, NotAllowedNotice } from '../DocumentState';
import { salesLabels } from '../messages';
import { idParam, usePosoRoute } from '../route';
import { useDocumentAction } from '../useDocumentAction';
import { InvoiceEditor, type InvoiceSave } from './InvoiceEditor';
import { invoiceInput, newInvoiceForm, type InvoiceFormValues } from './invoice-form';
import { AddInvoiceOrderQuery, CreateSalesInvoiceMutation } from './invoices.operations';
import { useFinishInvoice } from './useFinishInvoice';

const messages = defineMessages({
  title: { id: 'sales.addInvoice.title', defaultMessage: 'New invoice for {number}' },
  subtitle: { id: 'sales.addInvoice.subtitle', defaultMessage: 'To {customer}' },
  notAllowed: {
    id: 'sales.addInvoice.notAllowed',
    defaultMessage:
      'An invoice can be raised only against an accepted (Raised) order, by someone who may write invoices.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** AddInvoice/:salesPOId: a new invoice against a sales order, its lines prefilled from the order. */
export default function AddInvoice() {
  const intl = useIntl();
  const { ready, links } = usePosoRoute();
  const id = idParam(useParams().salesPOId);
  const { data, loading, error, refetch } = useQuery(AddInvoiceOrderQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const [createInvoice] = useMutation(CreateSalesInvoiceMutation, { refetchQueries: 'active' });
  const finish = useFinishInvoice();
  const act = useDocumentAction();
  const order = data?.receivedPurchaseOrder;
  const chargeTypes = useMemo(() => data?.additionalChargeMasters ?? [], [data]);
  // The form starts from the order once; later refetches must not reset what was typed.
  const [defaultValues, setDefaultValues] = useState<InvoiceFormValues | null>(null);
  if (order && defaultValues === null) setDefaultValues(newInvoiceForm(order, localIsoDate()));

  if (!order || !defaultValues) {
    return (
      <DocumentFallback
        error={error}
        missing={id === null}
        loading={loading || !ready}
        onRetry={() => void refetch()}
        backTo={links.chooseSalesOrder}
      />
    );
  }

  const save = async ({ values, files, send }: InvoiceSave) => {
    const result = await act(
      () =>
        createInvoice({
          variables: { input: { receivedPurchaseOrderId: order.id, ...invoiceInput(values) } },
          // The form shows what went wrong beside the fields.
          context: { quiet: true },
        }),
      send ? null : 'invoiceCreated',
    );
    const invoice = result.data?.createSalesInvoice;
    if (invoice) await finish(invoice, { files, send });
  };

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
          chargeTypes={chargeTypes}
          onSave={save}
        />
      ) : (
        <NotAllowedNotice
          message={messages.notAllowed}
          linkLabel={salesLabels.purchaseOrder}
          linkTo={links.receivedOrder(order.id)}
          testId="invoice-not-allowed"
        />
      )}
    </Stack>
  );
}
