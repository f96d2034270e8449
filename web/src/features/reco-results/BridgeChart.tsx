import { Box, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LuCircleCheck, LuTriangleAlert } from 'react-icons/lu';
import { Dec, formatDecimal } from '../i18n/amount-format';
import { numericCell } from '../../ui/display/Money';
import type { EntryCategory, EntryStatus } from '../../gql/graphql';
import { waterfall, type BridgeInput } from './bridge';
import { type Cell } from './cells';
import { categoryNames, remarkName, statusLook, words } from './labels';

export type BridgeStepView = {
  label: string;
  status: EntryStatus | null;
  category: EntryCategory | null;
  remark: string;
  count: number;
  amount: string;
};

type Props = {
  bridge: BridgeInput & { steps: readonly BridgeStepView[] };
  /** The drill-down of a step's cell; none for a stated-balance step. */
  cellHref: (cell: Cell) => string;
};

/**
 * The closing-balance bridge as a waterfall of HTML bars (no chart library: it loads with
 * the route, reads as a table to a screen reader and stays legible at 375 px). Each row is a
 * bar on one shared scale; a step's label links to its drill-down.
 */
export function BridgeChart({ bridge, cellHref }: Props) {
  const intl = useIntl();
  const { bars, zero } = waterfall(bridge);
  const residual = new Dec(bridge.residual);
  const stepName = (s: BridgeStepView): string => {
    if (s.status === null)
      return intl.formatMessage(
        s.label.startsWith('Counterparty') ? words.counterpartyBalanceStep : words.booksBalanceStep,
      );
    const remark = remarkName(s.remark);
    return intl.formatMessage(words.cellName, {
      status: intl.formatMessage(statusLook(s.status).label),
      category: s.category ? intl.formatMessage(categoryNames[s.category]) : '',
      remark: remark ? intl.formatMessage(remark) : s.remark,
    });
  };
  return (
    <Stack gap="3" data-testid="bridge">
      <Text color="fg.muted" textStyle="sm">
        {intl.formatMessage(words.bridgeHint)}
      </Text>
      <Box as="table" w="full" css={{ borderCollapse: 'collapse' }}>
        <Box as="tbody">
          {bars.map((bar, i) => {
            const step = bar.step === null ? null : bridge.steps[bar.step]!;
            const amount =
              bar.kind === 'start'
                ? bridge.booksClosing
                : bar.kind === 'end'
                  ? bridge.counterpartyClosing
                  : step!.amount;
            const negative = new Dec(amount).isNegative();
            const color =
              bar.kind === 'step' ? (negative ? 'red.solid' : 'green.solid') : 'blue.solid';
            const name =
              bar.kind === 'start'
                ? intl.formatMessage(words.booksClosing)
                : bar.kind === 'end'
                  ? intl.formatMessage(words.counterpartyClosing)
                  : stepName(step!);
            return (
              <Box
                as="tr"
                key={i}
                data-testid={`bridge-${bar.kind}`}
                data-amount={new Dec(amount).toFixed(2)}
                borderBottomWidth="1px"
                borderColor="border.muted"
              >
                <Box
                  as="th"
                  textAlign="start"
                  fontWeight="normal"
                  py="1.5"
                  pe="3"
                  w={{ base: '45%', md: '35%' }}
                >
                  {step && step.status !== null ? (
                    <Stack gap="0">
                      <Link asChild textStyle="sm" colorPalette="blue">
                        <RouterLink
                          to={cellHref({
                            status: step.status,
                            category: step.category,
                            remark: step.remark,
                            remark2: null,
                          })}
                        >
                          {name}
                        </RouterLink>
                      </Link>
                      <Text textStyle="xs" color="fg.muted">
                        {intl.formatMessage(words.stepCount, { count: step.count })}
                      </Text>
                    </Stack>
                  ) : (
                    <Text textStyle="sm" fontWeight={bar.kind === 'step' ? 'normal' : 'semibold'}>
                      {name}
                    </Text>
                  )}
                </Box>
                <Box
                  as="td"
                  py="1.5"
                  pe="3"
                  display={{ base: 'none', sm: 'table-cell' }}
                  aria-hidden
                >
                  <Box position="relative" h="4" minW="24">
                    <Box
                      position="absolute"
                      top="-1"
                      bottom="-1"
                      left={`${zero}%`}
                      borderStartWidth="1px"
                      borderColor="border.emphasized"
                    />
                    <Box
                      position="absolute"
                      top="0"
                      bottom="0"
                      left={`${bar.left}%`}
                      w={`max(${bar.width}%, 2px)`}
                      bg={color}
                      borderRadius="sm"
                    />
                  </Box>
                </Box>
                <Box as="td" py="1.5" css={numericCell}>
                  <Text
                    as="span"
                    textStyle="sm"
                    fontWeight={bar.kind === 'step' ? 'normal' : 'semibold'}
                  >
                    {bar.kind === 'step' && !negative ? '+' : ''}
                    {formatDecimal(amount)}
                  </Text>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
      <Grid templateColumns="1fr auto" alignItems="center" gap="3">
        <HStack
          gap="2"
          color={residual.isZero() ? 'fg.success' : 'fg.error'}
          role={residual.isZero() ? undefined : 'alert'}
          data-testid="bridge-residual"
          data-residual={residual.toFixed(2)}
        >
          {residual.isZero() ? <LuCircleCheck /> : <LuTriangleAlert />}
          <Text textStyle="sm">
            {residual.isZero()
              ? intl.formatMessage(words.residualZero)
              : intl.formatMessage(words.residualOpen, { amount: formatDecimal(residual) })}
          </Text>
        </HStack>
        <Text textStyle="sm" css={numericCell}>
          {intl.formatMessage(words.residual)}: {formatDecimal(residual)}
        </Text>
      </Grid>
    </Stack>
  );
}
