import { FormattedMessage } from 'react-intl';
import { LuCompass } from 'react-icons/lu';
import { StatusPage } from './StatusPage';

export default function ErrorPage() {
  return (
    <StatusPage
      testId="error-page"
      icon={<LuCompass />}
      title={<FormattedMessage id="errorPage.title" defaultMessage="This page does not exist" />}
      text={
        <FormattedMessage
          id="errorPage.text"
          defaultMessage="The link may be broken or the page may have moved. Check the address or go back home."
        />
      }
    />
  );
}
