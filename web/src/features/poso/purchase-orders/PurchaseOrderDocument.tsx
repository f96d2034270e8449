import { Stack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { Section } from '../../../ui/display/Section';
import { formatMoney } from '../../i18n/amount-format';
import { uploadPaths } from '../shared/attachments';
import { AttachmentList } from '../shared/Attachments';
import { DocumentSummary } from '../shared/DocumentSummary';
import { PoItemsTable } from '../shared/ItemsTable';
import { fieldLabels } from '../shared/labels';
import { compareAmounts } from '../../../ui/forms/decimal-input';
import { personName } from '../shared/people';

const PurchaseOrderDocumentPurchaseOrder = graphql(`
  fragment PurchaseOrderDocument_PurchaseOrder on PurchaseOrder {
    id
    poNumber
    poDate
    amount
    advanceAmount
    currency
    exchangeRate
    description
    status
    rejectRemarks
    vendor {
      id
      name
    }
    approver {
      id
      userName
      firstName
      lastName
    }
    items {
      ...ItemsTable_PoItem
    }
    attachments {
      ...AttachmentList_Attachment
    }
  }
`);

const PurchaseOrderDocumentReceivedPurchaseOrder = graphql(`
  fragment PurchaseOrderDocument_ReceivedPurchaseOrder on ReceivedPurchaseOrder {
    id
    poNumber
    poDate
    amount
    advanceAmount
    currency
    exchangeRate
    description
    status
    rejectRemarks
    customer {
      id
      name
    }
    items {
      ...ItemsTable_PoItem
    }
    attachments {
      ...AttachmentList_Attachment
    }
  }
`);

type Side =
  | { side: 'customer'; po: FragmentType<typeof PurchaseOrderDocumentPurchaseOrder> }
  | { side: 'vendor'; po: FragmentType<typeof PurchaseOrderDocumentReceivedPurchaseOrder> };

/**
 * A purchase order as its pages show it, on either side: summary (the other company,
 * advances, the approver, rejection remarks), items and attachments. With `onAttached` the
 * customer can still add files (a draft), and is told once they are sent.
 */
export function PurchaseOrderDocument({
  baseCurrency,
  onAttached,
  ...side
}: Side & { baseCurrency?: string | null; onAttached?: () => void }) {
  const intl = useIntl();
  const document =
    side.side === 'customer'
      ? { side: side.side, po: getFragmentData(PurchaseOrderDocumentPurchaseOrder, side.po) }
      : {
          side: side.side,
          po: getFragmentData(PurchaseOrderDocumentReceivedPurchaseOrder, side.po),
        };
  const { po } = document;
  const extra: { label: MessageDescriptor; value: string }[] = [];
  if (compareAmounts(po.advanceAmount, '0') > 0) {
    extra.push({
      label: document.side === 'customer' ? fieldLabels.advancePaid : fieldLabels.advanceReceived,
      value: formatMoney(po.advanceAmount, po.exchangeRate, baseCurrency),
    });
  }
  if (document.side === 'customer' && document.po.approver) {
    extra.push({ label: fieldLabels.approver, value: personName(document.po.approver) });
  }
  if (po.rejectRemarks) extra.push({ label: fieldLabels.rejectRemarks, value: po.rejectRemarks });

  return (
    <Stack gap="4">
      <DocumentSummary
        kind="po"
        number={po.poNumber}
        date={po.poDate}
        party={
          document.side === 'customer'
            ? { role: 'vendor', name: document.po.vendor.name }
            : { role: 'customer', name: document.po.customer.name }
        }
        amount={po.amount}
        currency={po.currency}
        exchangeRate={po.exchangeRate}
        baseCurrency={baseCurrency ?? undefined}
        description={po.description}
        status={po.status}
        extra={extra}
      />
      <Section title={intl.formatMessage(fieldLabels.items)} testId="po-items">
        <PoItemsTable items={po.items} currency={po.currency} />
      </Section>
      <Section title={intl.formatMessage(fieldLabels.attachments)} testId="po-attachments">
        <AttachmentList
          attachments={po.attachments}
          uploadTo={onAttached ? uploadPaths.purchaseOrder(po.id) : null}
          onUploaded={onAttached}
        />
      </Section>
    </Stack>
  );
}
