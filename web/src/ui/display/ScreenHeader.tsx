import { Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { uiLabels } from '../messages';

export type ScreenHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Beside the title, e.g. a StatusBadge. */
  status?: ReactNode;
  /** The list this page was opened from; the layout's breadcrumbs stay the main trail. */
  backTo?: string;
  /** Main actions (solid buttons), at the end. */
  actions?: ReactNode;
  /** Less important actions (outline/ghost), before the main ones. */
  secondaryActions?: ReactNode;
};

/** Title row of every screen: heading, status and actions, wrapping on narrow screens. */
export function ScreenHeader({
  title,
  subtitle,
  status,
  backTo,
  actions,
  secondaryActions,
}: ScreenHeaderProps) {
  const intl = useIntl();
  return (
    <Flex
      wrap="wrap"
      align="flex-start"
      justify="space-between"
      gap="3"
      mb="4"
      data-testid="screen-header"
    >
      <HStack align="flex-start" gap="2" minW="0">
        {backTo && (
          <IconButton
            asChild
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage(uiLabels.back)}
            css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
          >
            <RouterLink to={backTo}>
              <LuArrowLeft />
            </RouterLink>
          </IconButton>
        )}
        <Stack gap="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {status}
          </HStack>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
      </HStack>
      {(actions || secondaryActions) && (
        <HStack gap="2" wrap="wrap" data-testid="screen-actions">
          {secondaryActions}
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
