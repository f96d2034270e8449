import { Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { graphql } from '../../../gql';
import { recordQueryContext } from '../../../ui/display/RecordState';
import { quiet } from '../../../ui/actions/useAction';
import { NotAllowedNotice } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { fieldLabels } from '../shared/labels';
import { DocumentFallback } from '../shared/DocumentFallback';
import { StatusBadge } from '../shared/StatusBadge';
import { idParam, usePosoScope } from '../shared/usePosoScope';
import { invoiceInput, savedInvoiceForm, type InvoiceFormValues } from './invoice-form';
import { InvoiceEditor } from './InvoiceEditor';
import { usePageName } from '../../layout/page-name';

const InvoiceQuery = graphql(`
  query EditInvoice_Invoice($id: Int!) {
    salesInvoice(id: $id) {
      id
      invoiceNumber
      invoiceDate
      dueDate
      description
      poNumber
      currency
      status
      receivedPurchaseOrderId
      isEditAllowed
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
      additionalCharges {
        masterId
        amount
      }
    }
    additionalChargeMasters {
      id
      name
    }
  }
`);

const UpdateMutation = graphql(`
  mutation EditInvoice_Update($id: Int!, $input: UpdateSalesInvoiceInput!) {
    updateSalesInvoice(id: $id, input: $input) {
      id
      status
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.invoices.edit.title', defaultMessage: 'Edit invoice {number}' },
  subtitle: { id: 'poso.invoices.edit.subtitle', defaultMessage: 'To {customer}, order {order}' },
  notAllowed: {
    id: 'poso.invoices.edit.notAllowed',
    defaultMessage: 'Only draft invoices can be edited, by someone who may write invoices.',
  },
});
const titleMessage: MessageDescriptor = messages.title;
const subtitleMessage: MessageDescriptor = messages.subtitle;

/** EditInvoice/:salesPOId/:invoiceId: changes a draft invoice; lines and charges are replaced. */
export default function EditInvoice() {
  const intl = useIntl();
  const params = useParams();
  const { ready, links } = usePosoScope();
  const id = idParam(params.invoiceId);
  const query = useQuery(InvoiceQuery, {
    variables: { id: id ?? 0 },
    skip: !ready || id === null,
    context: recordQueryContext,
  });
  const [updateInvoice] = useMutation(UpdateMutation, { context: quiet, refetchQueries: 'active' });
  const invoice = query.data?.salesInvoice;
  usePageName(invoice?.invoiceNumber);
  const chargeTypes = useMemo(() => query.data?.additionalChargeMasters ?? [], [query.data]);
  // The form starts from the saved draft once; later refetches must not reset what was typed.
  const [defaultValues, setDefaultValues] = useState<InvoiceFormValues | null>(null);
  if (invoice && defaultValues === null) setDefaultValues(savedInvoiceForm(invoice));

  if (!invoice || !defaultValues)
    return <DocumentFallback id={id} query={query} backTo={links.salesInvoices} />;
  if (String(invoice.receivedPurchaseOrderId) !== params.salesPOId) {
    return <Navigate to={links.editInvoice(invoice.receivedPurchaseOrderId, invoice.id)} replace />;
  }

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
          customer={invoice.customer.name}
          chargeTypes={chargeTypes}
          scope={`edit-invoice:${invoice.id}`}
          save={async (values) => {
            const { data } = await updateInvoice({
              variables: { id: invoice.id, input: invoiceInput(values) },
            });
            return data?.updateSalesInvoice;
          }}
          savedAlert="updated"
        />
      ) : (
        <NotAllowedNotice
          message={messages.notAllowed}
          linkLabel={fieldLabels.invoice}
          linkTo={links.salesInvoice(invoice.id)}
          testId="invoice-not-editable"
        />
      )}
    </Stack>
  );
}
