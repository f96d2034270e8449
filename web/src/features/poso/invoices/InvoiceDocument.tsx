import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { Section } from '../../../ui/display/Section';
import { formatDate } from '../../i18n/format';
import { uploadPaths } from '../shared/attachments';
import { AttachmentList } from '../shared/Attachments';
import { DocumentSummary } from '../shared/DocumentSummary';
import { InvoiceItemsTable } from '../shared/ItemsTable';
import { fieldLabels } from '../shared/labels';
import { usePosoScope } from '../shared/usePosoScope';

const InvoiceDocumentSalesInvoice = graphql(`
  fragment InvoiceDocument_SalesInvoice on SalesInvoice {
    id
    invoiceNumber
    invoiceDate
    dueDate
    description
    poNumber
    receivedPurchaseOrderId
    total
    paidAmount
    pendingAmount
    currency
    exchangeRate
    status
    rejectRemarks
    customer {
      id
      name
    }
    items {
      ...ItemsTable_InvoiceItem
    }
    additionalCharges {
      ...ItemsTable_AdditionalCharge
    }
    attachments {
      ...AttachmentList_Attachment
    }
  }
`);

const InvoiceDocumentPurchaseInvoice = graphql(`
  fragment InvoiceDocument_PurchaseInvoice on PurchaseInvoice {
    id
    invoiceNumber
    invoiceDate
    dueDate
    description
    poNumber
    purchaseOrderId
    total
    paidAmount
    pendingAmount
    currency
    exchangeRate
    status
    rejectRemarks
    vendor {
      id
      name
    }
    items {
      ...ItemsTable_InvoiceItem
    }
    additionalCharges {
      ...ItemsTable_AdditionalCharge
    }
    attachments {
      ...AttachmentList_Attachment
    }
  }
`);

type Side =
  | { side: 'vendor'; invoice: FragmentType<typeof InvoiceDocumentSalesInvoice> }
  | { side: 'customer'; invoice: FragmentType<typeof InvoiceDocumentPurchaseInvoice> };

/**
 * An invoice as its pages show it, on either side: summary with what is paid and pending,
 * the order it is for, rejection remarks; lines and charges; `payments` between them and the
 * attachments. With `onAttached` the vendor can still add files (a draft).
 */
export function InvoiceDocument({
  baseCurrency,
  payments,
  onAttached,
  ...side
}: Side & {
  baseCurrency?: string | null;
  payments?: ReactNode;
  onAttached?: () => void;
}) {
  const intl = useIntl();
  const { links } = usePosoScope();
  const document =
    side.side === 'vendor'
      ? { side: side.side, invoice: getFragmentData(InvoiceDocumentSalesInvoice, side.invoice) }
      : { side: side.side, invoice: getFragmentData(InvoiceDocumentPurchaseInvoice, side.invoice) };
  const { invoice } = document;
  const order =
    document.side === 'vendor'
      ? { id: document.invoice.receivedPurchaseOrderId, href: links.receivedOrder }
      : document.invoice.purchaseOrderId
        ? { id: document.invoice.purchaseOrderId, href: links.purchaseOrder }
        : null;
  const extra: { label: MessageDescriptor; value: ReactNode }[] = [];
  if (order) {
    extra.push({
      label: fieldLabels.purchaseOrder,
      value: (
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={order.href(order.id)} data-testid="invoice-po-link">
            {invoice.poNumber ?? `#${order.id}`}
          </RouterLink>
        </Link>
      ),
    });
  }
  if (invoice.dueDate) {
    extra.push({ label: fieldLabels.dueDate, value: formatDate(invoice.dueDate) });
  }
  if (invoice.rejectRemarks) {
    extra.push({ label: fieldLabels.rejectRemarks, value: invoice.rejectRemarks });
  }

  return (
    <Stack gap="4">
      <DocumentSummary
        kind="invoice"
        number={invoice.invoiceNumber}
        date={invoice.invoiceDate}
        party={
          document.side === 'vendor'
            ? { role: 'customer', name: document.invoice.customer.name }
            : { role: 'vendor', name: document.invoice.vendor.name }
        }
        amount={invoice.total}
        currency={invoice.currency}
        exchangeRate={invoice.exchangeRate}
        baseCurrency={baseCurrency ?? undefined}
        description={invoice.description}
        status={invoice.status}
        balance={{ paid: invoice.paidAmount, pending: invoice.pendingAmount }}
        extra={extra}
      />
      <Section title={intl.formatMessage(fieldLabels.items)} testId="invoice-items">
        <InvoiceItemsTable
          items={invoice.items}
          charges={invoice.additionalCharges}
          currency={invoice.currency}
        />
      </Section>
      {payments}
      <Section title={intl.formatMessage(fieldLabels.attachments)} testId="invoice-attachments">
        <AttachmentList
          attachments={invoice.attachments}
          uploadTo={onAttached ? uploadPaths.invoice(invoice.id) : null}
          onUploaded={onAttached}
        />
      </Section>
    </Stack>
  );
}
