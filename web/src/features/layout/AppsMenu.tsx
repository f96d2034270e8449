import { Button, Dialog, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { errorDetails, errorMessage } from '../../app/error-codes';
import { LuCheck, LuGrid2X2, LuLock } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { showSnackbar } from '../snackbar/snackbar';
import { useSession } from '../session/useSession';
import { toolName } from './tool-names';
import {
  HeaderRequestToolSubscriptionMutation,
  HeaderToolSubscriptionsQuery,
} from './header.operations';
import { headerPositioning } from './header-positioning';

const messages = defineMessages({
  requestPending: {
    id: 'apps.requestPending',
    defaultMessage: 'A subscription request for {tool} is already waiting for approval',
  },
});

type Tool = { toolId: number; toolName: string; toolPrefix?: string | null; hasAccess: boolean };

function toolHome(tool: Tool, companyId: number): string {
  const area = tool.toolPrefix === 'poso' ? 'poso/DashBoard' : 'reconciliation/vendor-customer';
  return `/dashboard/default/${companyId}/${area}`;
}

/** Licensable tools: open the tool, or explain that it is not subscribed and offer a request. */
export function AppsMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { companyId } = useSession();
  const { data } = useQuery(HeaderToolSubscriptionsQuery, { variables: { companyId } });
  const [requestSubscription, { loading }] = useMutation(HeaderRequestToolSubscriptionMutation);
  const [locked, setLocked] = useState<Tool | null>(null);
  const tools = (data?.toolSubscriptions ?? []).filter((tool) => tool.isLicensable);

  const open = (tool: Tool) => {
    if (tool.hasAccess && companyId !== null) {
      void navigate(toolHome(tool, companyId));
      return;
    }
    setLocked(tool);
  };

  const request = async () => {
    if (!locked || companyId === null) return;
    const tool = toolName(intl, locked);
    const { data: result } = await requestSubscription({
      variables: { companyId, toolId: locked.toolId },
      context: { quiet: true },
    }).catch((error: unknown) => {
      const { code } = errorDetails(error);
      const message: MessageDescriptor =
        code === 'CONFLICT' ? messages.requestPending : errorMessage(code);
      showSnackbar({
        message: intl.formatMessage(message, { tool }),
        variant: 'alert',
        severity: code === 'CONFLICT' ? 'info' : 'error',
      });
      if (code === 'CONFLICT') setLocked(null);
      return { data: undefined };
    });
    if (result) {
      showSnackbar({
        message: intl.formatMessage(
          {
            id: 'apps.requestSent',
            defaultMessage: 'Subscription request for {tool} sent',
          },
          { tool: locked.toolName },
        ),
        variant: 'alert',
        severity: 'success',
      });
      setLocked(null);
    }
  };

  return (
    <>
      <Menu.Root positioning={headerPositioning()}>
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'header.apps', defaultMessage: 'Apps' })}
            data-testid="apps-menu"
          >
            <LuGrid2X2 />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <FormattedMessage id="apps.title" defaultMessage="Tool subscriptions" />
                </Menu.ItemGroupLabel>
                {tools.map((tool) => (
                  <Menu.Item
                    key={tool.toolId}
                    value={String(tool.toolId)}
                    // onClick, not onSelect: see ProfileMenu.
                    onClick={() => open(tool)}
                  >
                    {tool.hasAccess ? <LuCheck /> : <LuLock />}
                    <Text flex="1">{toolName(intl, tool)}</Text>
                    {!tool.hasAccess && (
                      <Text textStyle="xs" color="fg.muted">
                        <FormattedMessage id="apps.locked" defaultMessage="Not subscribed" />
                      </Text>
                    )}
                  </Menu.Item>
                ))}
                {tools.length === 0 && (
                  <Menu.Item value="none" disabled>
                    <FormattedMessage id="apps.none" defaultMessage="No tools available" />
                  </Menu.Item>
                )}
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      <Dialog.Root
        open={locked !== null}
        onOpenChange={({ open: isOpen }) => !isOpen && setLocked(null)}
        // The dialog opens as the menu closes, and the menu then hands focus back to its
        // button: focus moving out is not the person leaving, so only a click outside, Escape
        // or Close ends it.
        onFocusOutside={(event) => event.preventDefault()}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="tool-not-subscribed">
              <Dialog.Header>
                <Dialog.Title>{locked && toolName(intl, locked)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontWeight="semibold">
                  <FormattedMessage
                    id="apps.notSubscribed"
                    defaultMessage="Tool is not subscribed"
                  />
                </Text>
                <Text color="fg.muted" mt="2">
                  {companyId !== null ? (
                    <FormattedMessage
                      id="apps.requestHint"
                      defaultMessage="Send a subscription request to your company's administrators."
                    />
                  ) : (
                    <FormattedMessage
                      id="apps.chooseCompanyHint"
                      defaultMessage="Choose a company to request a subscription."
                    />
                  )}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">
                    <FormattedMessage id="common.close" defaultMessage="Close" />
                  </Button>
                </Dialog.ActionTrigger>
                {companyId !== null && (
                  <Button onClick={() => void request()} loading={loading}>
                    <FormattedMessage id="apps.request" defaultMessage="Request subscription" />
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
