import { Avatar, Box, Button, HStack, Menu, Portal, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuLogOut, LuSettings } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useSession } from '../session/useSession';
import { greetingFor } from './greeting';
import {
  NotificationsSettingsQuery,
  NotificationsUpdateSettingsMutation,
} from './notifications.operations';
import { headerPositioning } from './header-positioning';

export function ProfileMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  // Kept per user by the server; spec defaults (do-not-disturb on, allow off) until changed.
  const settings = useQuery(NotificationsSettingsQuery);
  const [saveSettings] = useMutation(NotificationsUpdateSettingsMutation, {
    refetchQueries: [NotificationsSettingsQuery],
  });
  const doNotDisturb = settings.data?.notificationSettings.doNotDisturb ?? true;
  const allowNotifications = settings.data?.notificationSettings.allowNotifications ?? false;
  const setDoNotDisturb = (checked: boolean) =>
    void saveSettings({ variables: { doNotDisturb: checked } });
  const setAllowNotifications = async (checked: boolean) => {
    // The browser asks its own question the first time; a refusal leaves the toggle off.
    if (checked && typeof Notification !== 'undefined' && Notification.permission === 'default')
      if ((await Notification.requestPermission()) !== 'granted') return;
    void saveSettings({ variables: { allowNotifications: checked } });
  };
  // Stays open while the toggles are used; choosing a link or Logout closes it.
  const [open, setOpen] = useState(false);
  const firstName = user?.firstName || user?.userName || '';
  const greeting = greetingFor(new Date().getHours());
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.userName;

  return (
    <Menu.Root
      closeOnSelect={false}
      open={open}
      onOpenChange={({ open: isOpen }) => setOpen(isOpen)}
      positioning={headerPositioning('bottom-end')}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" rounded="full" data-testid="profile-menu">
          <Avatar.Root size="sm">
            <Avatar.Fallback name={fullName ?? ''} />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" p="3">
            <Box px="2" pb="3">
              <Text fontWeight="semibold" data-testid="greeting" truncate>
                {greeting === 'morning' && (
                  <FormattedMessage
                    id="profile.goodMorning"
                    defaultMessage="Good Morning, {name}"
                    values={{ name: firstName }}
                  />
                )}
                {greeting === 'afternoon' && (
                  <FormattedMessage
                    id="profile.goodAfternoon"
                    defaultMessage="Good Afternoon, {name}"
                    values={{ name: firstName }}
                  />
                )}
                {greeting === 'evening' && (
                  <FormattedMessage
                    id="profile.goodEvening"
                    defaultMessage="Good Evening, {name}"
                    values={{ name: firstName }}
                  />
                )}
              </Text>
              {/* One line kept for the address while the user loads: the items below must not
                  move under a pointer already pressing one (the press would be lost). */}
              <Text textStyle="sm" color="fg.muted" minH="5" truncate>
                {user?.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Box px="2" py="2" display="grid" gap="3">
              <HStack justify="space-between">
                <Text textStyle="sm">
                  <FormattedMessage id="profile.doNotDisturb" defaultMessage="Do not disturb" />
                </Text>
                <Switch.Root
                  size="sm"
                  checked={doNotDisturb}
                  onCheckedChange={({ checked }) => setDoNotDisturb(checked)}
                >
                  <Switch.HiddenInput
                    aria-label={intl.formatMessage({
                      id: 'profile.doNotDisturb',
                      defaultMessage: 'Do not disturb',
                    })}
                  />
                  <Switch.Control />
                </Switch.Root>
              </HStack>
              <HStack justify="space-between">
                <Text textStyle="sm">
                  <FormattedMessage
                    id="profile.allowNotifications"
                    defaultMessage="Allow notifications"
                  />
                </Text>
                <Switch.Root
                  size="sm"
                  checked={allowNotifications}
                  onCheckedChange={({ checked }) => void setAllowNotifications(checked)}
                >
                  <Switch.HiddenInput
                    aria-label={intl.formatMessage({
                      id: 'profile.allowNotifications',
                      defaultMessage: 'Allow notifications',
                    })}
                  />
                  <Switch.Control />
                </Switch.Root>
              </HStack>
            </Box>
            <Menu.Separator />
            {/* onClick: the item clicked acts, whatever the menu last highlighted (its onSelect
                acts on that). Enter on a highlighted item clicks it, so keys come here too. */}
            <Menu.Item
              value="account"
              onClick={() => {
                setOpen(false);
                if (user) void navigate(`/profile/${user.id}`);
              }}
              disabled={!user}
            >
              <LuSettings />
              <FormattedMessage id="profile.accountSettings" defaultMessage="Account Settings" />
            </Menu.Item>
            <Menu.Item
              value="logout"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
              data-testid="logout"
            >
              <LuLogOut />
              <FormattedMessage id="profile.logout" defaultMessage="Logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
