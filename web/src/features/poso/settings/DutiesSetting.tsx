import { Card, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useAction } from '../../../ui/actions/useAction';
import { useSession } from '../../session/useSession';

const SettingsQuery = graphql(`
  query DutiesSetting_Settings {
    posoSettings {
      separationOfDuties
      updatedAt
    }
  }
`);

const UpdateMutation = graphql(`
  mutation DutiesSetting_Update($separationOfDuties: Boolean!) {
    updatePosoSettings(separationOfDuties: $separationOfDuties) {
      separationOfDuties
      updatedAt
    }
  }
`);

const messages = defineMessages({
  title: { id: 'poso.settings.duties.title', defaultMessage: 'Separation of duties' },
  on: {
    id: 'poso.settings.duties.on',
    defaultMessage:
      'On: the author of a purchase order cannot approve it, and whoever accepts an invoice cannot also give its finance approval.',
  },
  off: {
    id: 'poso.settings.duties.off',
    defaultMessage:
      'Off: one person may write and approve a purchase order, and accept an invoice and approve it for finance.',
  },
  adminOnly: {
    id: 'poso.settings.duties.adminOnly',
    defaultMessage: 'Only a company administrator can change this; every change is audited.',
  },
  audited: {
    id: 'poso.settings.duties.audited',
    defaultMessage: 'Every change is recorded in the company audit.',
  },
});

/** The company's separation-of-duties rule: shown to everyone, switched by administrators. */
export function DutiesSetting() {
  const intl = useIntl();
  const { permissions } = useSession();
  const admin = permissions.includes('company:admin');
  const query = useQuery(SettingsQuery);
  const [update] = useMutation(UpdateMutation);
  const action = useAction({
    scope: 'poso-settings:duties',
    run: (separationOfDuties: boolean) => update({ variables: { separationOfDuties } }),
  });
  const on = query.data?.posoSettings.separationOfDuties;

  return (
    <Card.Root variant="outline" data-testid="duties-setting">
      <Card.Body>
        <Stack gap="2">
          {on === undefined ? (
            <Skeleton h="6" w="64" />
          ) : (
            <Switch.Root
              checked={on}
              disabled={!admin || action.pending}
              onCheckedChange={({ checked }) => void action.trigger(checked)}
              data-testid="duties-switch"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontWeight="semibold">
                {intl.formatMessage(messages.title)}
              </Switch.Label>
            </Switch.Root>
          )}
          {on !== undefined && (
            <Text textStyle="sm" data-testid="duties-explained">
              {intl.formatMessage(on ? messages.on : messages.off)}
            </Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            {intl.formatMessage(admin ? messages.audited : messages.adminOnly)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
