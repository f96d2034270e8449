import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { DocumentSummary } from '../../shared/DocumentSummary';
import { ItemsTable } from '../../shared/ItemsTable';
import { uploadPaths } from '../../shared/attachments';
import { AttachmentList } from '../../shared/Attachments';
import { purchasesLabels } from '../messages';
import { personName } from '../people';
import { fieldLabels } from '../../shared/labels';
import { Section } from '../../shared/Section';
import type { PoDetail } from './orders.operations';

/** A purchase order as view-po and approve-po show it: summary, items, attachments. */
export function PoDocument({
  po,
  baseCurrency,
  onAttached,
}: {
  po: PoDetail;
  baseCurrency: string | null;
  /** Given while the PO can still take more files (view-po): called once they are sent. */
  onAttached?: () => void;
}) {
  const intl = useIntl();
  const extra = [
    ...(po.approver ? [{ label: purchasesLabels.approver, value: personName(po.approver) }] : []),
    ...(po.rejectRemarks
      ? [{ label: purchasesLabels.rejectRemarks, value: po.rejectRemarks }]
      : []),
  ];
  return (
    <Stack gap="4">
      <DocumentSummary
        kind="po"
        number={po.poNumber}
        date={po.poDate}
        party={{ role: 'vendor', name: po.vendor.name }}
        amount={po.amount}
        currency={po.currency}
        exchangeRate={po.exchangeRate}
        baseCurrency={baseCurrency ?? undefined}
        description={po.description}
        status={po.status}
        extra={extra}
      />
      <Section title={intl.formatMessage(purchasesLabels.items)} testId="po-items">
        <ItemsTable
          items={po.items.map((item) => ({ ...item, id: item.itemId ?? undefined }))}
          currency={po.currency}
        />
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
