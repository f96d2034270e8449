import { Skeleton, Tabs } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { useSession } from '../session/useSession';
import { labels } from './labels';
import { FollowUps } from './FollowUps';
import { MailLog } from './MailLog';
import { RuleEditor } from './RuleEditor';
import { SenderSettings } from './SenderSettings';
import { TemplateEditor } from './TemplateEditor';

const TABS = ['followups', 'templates', 'rules', 'mails', 'sender'] as const;
type Tab = (typeof TABS)[number];

/**
 * vc/communication-template: follow-ups, the company's templates, reminder rules, mails and sender. The tab lives in the URL
 * (`?tab=sender`) so a reload or a shared link opens the same one; the sender is for
 * company admins only, as the service decides.
 */
export default function CommunicationsScreen() {
  const intl = useIntl();
  const companyId = Number(useParams().companyId);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = session.permissions.includes('company:admin');
  const tabs = TABS.filter((t) => t !== 'sender' || isAdmin);
  const tab: Tab = tabs.find((t) => t === params.get('tab')) ?? 'followups';
  const ready = session.companyId === companyId;
  return (
    <>
      <ScreenHeader
        title={intl.formatMessage(labels.title)}
        subtitle={intl.formatMessage(labels.subtitle)}
      />
      {!ready ? (
        <Skeleton h="40" />
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(e) =>
            setParams(
              (p) => {
                p.set('tab', e.value);
                return p;
              },
              { replace: true },
            )
          }
          lazyMount
          unmountOnExit
        >
          {/* On a phone the tabs keep their one-line names and the bar scrolls sideways
              on its own, rather than wrapping a name or squeezing the last one. */}
          <Tabs.List
            overflowX="auto"
            css={{ '& > button': { whiteSpace: 'nowrap', flexShrink: 0 } }}
          >
            <Tabs.Trigger value="followups" data-testid="tab-followups">
              {intl.formatMessage(labels.tabFollowUps)}
            </Tabs.Trigger>
            <Tabs.Trigger value="templates" data-testid="tab-templates">
              {intl.formatMessage(labels.tabTemplates)}
            </Tabs.Trigger>
            <Tabs.Trigger value="rules" data-testid="tab-rules">
              {intl.formatMessage(labels.tabRules)}
            </Tabs.Trigger>
            <Tabs.Trigger value="mails" data-testid="tab-mails">
              {intl.formatMessage(labels.tabOutbox)}
            </Tabs.Trigger>
            {isAdmin && (
              <Tabs.Trigger value="sender" data-testid="tab-sender">
                {intl.formatMessage(labels.tabSender)}
              </Tabs.Trigger>
            )}
          </Tabs.List>
          <Tabs.Content value="followups">
            <FollowUps />
          </Tabs.Content>
          <Tabs.Content value="templates">
            <TemplateEditor canEdit={isAdmin} />
          </Tabs.Content>
          <Tabs.Content value="rules">
            <RuleEditor canEdit={isAdmin} />
          </Tabs.Content>
          <Tabs.Content value="mails">
            <MailLog />
          </Tabs.Content>
          {isAdmin && (
            <Tabs.Content value="sender">
              <SenderSettings />
            </Tabs.Content>
          )}
        </Tabs.Root>
      )}
    </>
  );
}
