import { FormattedMessage } from 'react-intl';
import { LuConstruction } from 'react-icons/lu';
import { StatusPage } from './StatusPage';

export default function UnderConstruction() {
  return (
    <StatusPage
      testId="under-construction"
      icon={<LuConstruction />}
      title={<FormattedMessage id="construction.title" defaultMessage="Under construction" />}
      text={
        <FormattedMessage
          id="construction.text"
          defaultMessage="This part of Concord is being rebuilt. Please check back soon."
        />
      }
    />
  );
}
