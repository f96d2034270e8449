import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { ListTabs } from './ListTabs';
import { usePosoScope } from './usePosoScope';

/** A list page: title and subtitle, actions, the document's tabs where it has them, the list. */
export function ListScreen({
  title,
  subtitle,
  tabs,
  backTo,
  actions,
  children,
}: {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  /** The tabs of the customer's purchase orders or purchase invoices, and the one shown. */
  tabs?: { group: 'purchaseOrders' | 'purchaseInvoices'; current: string };
  backTo?: string | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { links } = usePosoScope();
  return (
    <Stack gap="4">
      <ScreenHeader
        title={intl.formatMessage(title)}
        subtitle={intl.formatMessage(subtitle)}
        backTo={backTo}
        actions={actions}
      />
      {tabs && <ListTabs group={tabs.group} links={links} current={tabs.current} />}
      {children}
    </Stack>
  );
}
