import { FormattedMessage } from 'react-intl';
import { LuRocket, LuSparkles } from 'react-icons/lu';
import { StatusPage } from './StatusPage';

/** Also stands in for every workflow screen that is not built yet. */
export default function ComingSoon({ variant = 1 }: { variant?: 1 | 2 }) {
  return (
    <StatusPage
      testId="coming-soon"
      icon={variant === 1 ? <LuRocket /> : <LuSparkles />}
      actionTo="/dashboard/default"
      actionLabel={
        <FormattedMessage id="comingSoon.action" defaultMessage="Go to your companies" />
      }
      title={<FormattedMessage id="comingSoon.title" defaultMessage="Coming soon" />}
      text={
        variant === 1 ? (
          <FormattedMessage
            id="comingSoon.text1"
            defaultMessage="We are putting the finishing touches on this screen. It will be ready in an upcoming release."
          />
        ) : (
          <FormattedMessage
            id="comingSoon.text2"
            defaultMessage="Something new is on its way here. Until then, your companies and account settings are ready to use."
          />
        )
      }
    />
  );
}
