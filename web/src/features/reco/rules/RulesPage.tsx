import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import type { RuleSetKind } from '../../../gql/graphql';
import { formatDecimal } from '../../i18n/amount-format';
import { RecordFallback } from '../../../ui/display/RecordState';
import { ScreenHeader } from '../../../ui/display/ScreenHeader';
import { Section } from '../../../ui/display/Section';
import { StatusChip } from '../../../ui/display/StatusChip';
import { remarkName, statusLook } from '../../reco-results/labels';
import { ruleReasonName } from '../../reco-results/rule-reasons';
import { useRecoScope } from '../shared/useRecoScope';

const RulesQuery = graphql(`
  query RulesPage_Rules {
    recoMatchingRules {
      tolerance
      dateWindowDays
      sets {
        kind
        rules {
          id
          status
          remark
          description
        }
      }
    }
  }
`);

const messages = defineMessages({
  title: { id: 'reco.rules.title', defaultMessage: 'Matching rules' },
  subtitle: {
    id: 'reco.rules.subtitle',
    defaultMessage:
      'How the engine pairs entries, rule by rule: a rule only sees the entries no earlier rule paired. Read only.',
  },
  limits: {
    id: 'reco.rules.limits',
    defaultMessage:
      'Amounts agree when they differ by at most {tolerance}; dates agree when they are at most {days, plural, one {# day} other {# days}} apart (the window).',
  },
  order: { id: 'reco.rules.order', defaultMessage: 'Order' },
  rule: { id: 'reco.rules.rule', defaultMessage: 'What it pairs' },
  status: { id: 'reco.rules.status', defaultMessage: 'Status it gives' },
  remark: { id: 'reco.rules.remark', defaultMessage: 'Remark in the summary' },
  notFound: { id: 'reco.rules.notFound', defaultMessage: 'The rules could not be read.' },
});
const limitsMessage: MessageDescriptor = messages.limits;

const setTitles: Record<RuleSetKind, MessageDescriptor> = defineMessages({
  LEDGER: { id: 'reco.rules.ledger', defaultMessage: 'Vendor and customer ledgers' },
  GST: { id: 'reco.rules.gst', defaultMessage: 'GST: purchase register against GSTR-2B' },
  TDS: { id: 'reco.rules.tds', defaultMessage: 'TDS: books against Form 26AS' },
});

/**
 * reconciliation/rules: the engine's matching rules as it keeps them, in the order they run,
 * with the tolerance and date window of every run; each rule worded in the user's language.
 */
export default function RulesPage() {
  const intl = useIntl();
  const { ready, links } = useRecoScope();
  const query = useQuery(RulesQuery, { skip: !ready });
  const rules = query.data?.recoMatchingRules;
  if (!rules)
    return (
      <RecordFallback
        missing={false}
        error={query.error}
        onRetry={() => void query.refetch()}
        backTo={links.home}
        notFound={messages.notFound}
        testId="rules"
      />
    );
  return (
    <Stack gap="5" data-testid="rules-page">
      <ScreenHeader
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <Text
        data-testid="rules-limits"
        data-tolerance={rules.tolerance}
        data-days={rules.dateWindowDays}
      >
        {intl.formatMessage(limitsMessage, {
          tolerance: formatDecimal(rules.tolerance),
          days: rules.dateWindowDays,
        })}
      </Text>
      {rules.sets.map((set) => (
        <Section
          key={set.kind}
          title={intl.formatMessage(setTitles[set.kind])}
          testId={`rules-${set.kind}`}
        >
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage(messages.order)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.rule)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.status)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage(messages.remark)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {set.rules.map((rule, index) => {
                  const reason = ruleReasonName(rule.id);
                  const remark = remarkName(rule.remark);
                  return (
                    <Table.Row key={rule.id} data-testid="rule" data-rule={rule.id}>
                      <Table.Cell>{index + 1}</Table.Cell>
                      <Table.Cell data-testid="rule-reason" title={rule.id}>
                        {reason ? intl.formatMessage(reason) : rule.description}
                      </Table.Cell>
                      <Table.Cell>
                        <StatusChip look={statusLook(rule.status)} value={rule.status} />
                      </Table.Cell>
                      <Table.Cell data-testid="rule-remark">
                        {remark ? intl.formatMessage(remark) : rule.remark}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </Section>
      ))}
    </Stack>
  );
}
