import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { PurchasesPaths } from './paths';
import { PurchasesTabs } from './PurchasesTabs';

/** A purchases list page: title, subtitle, the area's tabs, then the list. */
export function ListScreen({
  title,
  subtitle,
  tabs,
  actions,
  children,
}: {
  title: MessageDescriptor;
  subtitle: MessageDescriptor;
  tabs?: { group: 'orders' | 'invoices'; paths: PurchasesPaths; current: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(title)}
        subtitle={intl.formatMessage(subtitle)}
        actions={actions}
      />
      {tabs && <PurchasesTabs {...tabs} />}
      {children}
    </>
  );
}
