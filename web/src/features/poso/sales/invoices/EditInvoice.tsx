import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { StatusBadge } from '../../shared/StatusBadge';
import { DocumentFallback, NotAllowedNotice } from '../DocumentState';
import { salesLabels } from '../messages';
import { idParam, usePosoRoute } from '../route';
import { useDocumentAction } from '../useDocumentAction';
import { InvoiceEditor, type InvoiceSave } from './InvoiceEditor';
import { invoiceInput, savedInvoiceForm, type InvoiceFormValues } from './invoice-form';
import { EditInvoiceQuery, UpdateSalesInvoiceMutation } from './invoices.operations';
import { useFinishInvoice } from './useFinishInvoice';

const messages = defineMessages({
  title: { id: 'sales.editInvoice.title', defaultMessage: 'Edit invoice {number}' },
  subtitle: { id: 'sales.editInvoice.subtitle', defaultMessage: 'To {customer}, order {order}' },
  notAllowed: {
    id: 'sales.editInvoice.notAllowed',
    defaultMessage: 'Only draft invoices can be edited, by someone who may write invoices.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** EditInvoice/:salesPOId/:invoiceId: changes a draft invoice; lines and charges are replaced. */
export default function EditInvoice() {
  const intl = useIntl();
  const params = useParams();
  const { ready, links } = usePosoRoute();
  const id = idParam(params.invoiceId);
  const { data, loading, error, refetch } = useQuery(EditInvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
  });
  const [updateInvoice] = useMutation(UpdateSalesInvoiceMutation, { refetchQueries: 'active' });
  const finish = useFinishInvoice();
  const act = useDocumentAction();
  const invoice = data?.salesInvoice;
  const chargeTypes = useMemo(() => data?.additionalChargeMasters ?? [], [data]);
  // The form starts from the saved draft once; later refetches must not reset what was typed.
  const [defaultValues, setDefaultValues] = useState<InvoiceFormValues | null>(null);
  if (invoice && defaultValues === null) setDefaultValues(savedInvoiceForm(invoice));

  if (!invoice || !defaultValues) {
    return (
      <DocumentFallback
        error={error}
        missing={id === null}
        loading={loading || !ready}
        onRetry={() => void refetch()}
        backTo={links.salesInvoices}
      />
    );
  }
  if (String(invoice.receivedPurchaseOrderId) !== params.salesPOId) {
    return <Navigate to={links.editInvoice(invoice.receivedPurchaseOrderId, invoice.id)} replace />;
  }

  const save = async ({ values, files, send }: InvoiceSave) => {
    const result = await act(
      () =>
        updateInvoice({
          variables: { id: invoice.id, input: invoiceInput(values) },
          context: { quiet: true },
        }),
      send ? null : 'updated',
    );
    const saved = result.data?.updateSalesInvoice;
    if (saved) await finish(saved, { files, send });
  };

  return (
    <Stack gap="6">
      <ScreenHeader
        title={intl.formatMessage(titleMessage, { number: invoice.invoiceNumber })}
        subtitle={intl.formatMessage(subtitleMessage, {
          customer: invoice.customer.name,
          order: invoice.poNumber ?? '—',
        })}
        status={<StatusBadge kind="invoice" status={invoice.status} />}
        backTo={links.salesInvoice(invoice.id)}
      />
      {invoice.isEditAllowed ? (
        <InvoiceEditor
          mode="edit"
          defaultValues={defaultValues}
          currency={invoice.currency}
          chargeTypes={chargeTypes}
          onSave={save}
        />
      ) : (
        <NotAllowedNotice
          message={messages.notAllowed}
          linkLabel={salesLabels.invoice}
          linkTo={links.salesInvoice(invoice.id)}
          testId="invoice-not-editable"
        />
      )}
    </Stack>
  );
}
