import { DataList } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatExactMoney } from '../../i18n/amount-format';
import { fieldLabels } from '../shared/labels';
import type { InvoiceBalance } from '../shared/types';

/** Invoice total, paid and pending, exact in the invoice's currency. */
export function BalanceList({ balance, testId }: { balance: InvoiceBalance; testId: string }) {
  const intl = useIntl();
  const rows = [
    { label: fieldLabels.total, value: balance.total, key: 'total' },
    { label: fieldLabels.paid, value: balance.paid, key: 'paid' },
    { label: fieldLabels.pending, value: balance.pending, key: 'pending' },
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" bg="bg.subtle" p="3" rounded="l2">
      {rows.map((row) => (
        <DataList.Item key={row.key} data-testid={`${testId}-${row.key}`}>
          <DataList.ItemLabel>{intl.formatMessage(row.label)}</DataList.ItemLabel>
          <DataList.ItemValue fontVariantNumeric="tabular-nums" fontWeight="medium">
            {formatExactMoney(row.value, balance.currency)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
