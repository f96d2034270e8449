import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DocumentSummary } from '../../shared/DocumentSummary';
import { ItemsTable } from '../../shared/ItemsTable';
import { AttachmentList } from '../AttachmentList';
import { purchasesLabels } from '../messages';
import { personName } from '../people';
import { Section } from '../Section';
import type { PoDetail } from './orders.operations';

/** A purchase order as view-po and approve-po show it: summary, items, attachments. */
export function PoDocument({
  po,
  baseCurrency,
  attach,
}: {
  po: PoDetail;
  baseCurrency: string | null;
  /** Shown under the files while the PO can still take more (view-po). */
  attach?: ReactNode;
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
        status={{ id: po.status.statusId, name: po.status.name }}
        extra={extra}
      />
      <Section title={intl.formatMessage(purchasesLabels.items)} testId="po-items">
        <ItemsTable
          items={po.items.map((item) => ({ ...item, id: item.itemId ?? undefined }))}
          currency={po.currency}
        />
      </Section>
      <Section title={intl.formatMessage(purchasesLabels.attachments)} testId="po-attachments">
        <Stack gap="3">
          <AttachmentList files={po.attachments} />
          {attach}
        </Stack>
      </Section>
    </Stack>
  );
}
