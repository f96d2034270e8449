import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuCompass } from 'react-icons/lu';
import { StatusPage } from './StatusPage';

/**
 * The one not-found page: an unknown address, a company id that cannot be one, a record that
 * does not exist or belongs to another company. A record's page says which (`text`) and leads
 * back to its list (`actionTo`, `actionLabel`); otherwise it leads home.
 */
export function NotFoundPage({
  text,
  actionTo,
  actionLabel,
}: {
  text?: ReactNode;
  actionTo?: string;
  actionLabel?: ReactNode;
}) {
  return (
    <StatusPage
      testId="error-page"
      icon={<LuCompass />}
      title={<FormattedMessage id="errorPage.title" defaultMessage="This page does not exist" />}
      text={
        text ?? (
          <FormattedMessage
            id="errorPage.text"
            defaultMessage="The link may be broken or the page may have moved. Check the address or go back home."
          />
        )
      }
      actionTo={actionTo}
      actionLabel={actionLabel}
    />
  );
}

export default function ErrorPage() {
  return <NotFoundPage />;
}
