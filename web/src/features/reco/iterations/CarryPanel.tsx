import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../../gql';
import { formatDecimal } from '../../i18n/amount-format';
import { personName } from '../../poso/shared/people';
import { decisionKindName } from '../../reco-results/WorkbookRoundTrip';

const CarryQuery = graphql(`
  query CarryPanel_Report($iterationId: Int!) {
    recoCarryReport(iterationId: $iterationId) {
      fromIterationId
      carried
      notCarried {
        decision {
          id
          kind
          decidedAt
          decidedBy {
            id
            userName
            firstName
            lastName
          }
        }
        missingBooks {
          sheet
          row
          documentNumber
          amount
        }
        missingCounterparty {
          sheet
          row
          documentNumber
          amount
        }
      }
    }
  }
`);

const messages = defineMessages({
  carried: {
    id: 'reco.carry.carried',
    defaultMessage:
      '{count, plural, =0 {No decision taken by hand on the earlier iteration could be carried to this one.} one {# decision taken by hand on the earlier iteration was carried to this one.} other {# decisions taken by hand on the earlier iteration were carried to this one.}}',
  },
  notCarried: {
    id: 'reco.carry.notCarried',
    defaultMessage:
      '{count, plural, one {# decision was not carried: an entry it names is no longer in the files.} other {# decisions were not carried: an entry each names is no longer in the files.}}',
  },
  decision: {
    id: 'reco.carry.decision',
    defaultMessage: '{kind} by {name} on {date}; no longer in the files: {missing}',
  },
  booksEntry: {
    id: 'reco.carry.booksEntry',
    defaultMessage: '{document} {amount} (our books, row {row})',
  },
  counterpartyEntry: {
    id: 'reco.carry.counterpartyEntry',
    defaultMessage: '{document} {amount} (counterparty ledger, row {row})',
  },
});
const carriedMessage: MessageDescriptor = messages.carried;
const notCarriedMessage: MessageDescriptor = messages.notCarried;
const decisionMessage: MessageDescriptor = messages.decision;

type Entry = { row: number; documentNumber: string; amount: string };

/**
 * After a restart: how many decisions taken by hand on the earlier iteration the run carried,
 * and each it could not, with the entries that are no longer in the new files.
 */
export function CarryPanel({ iterationId }: { iterationId: number }) {
  const intl = useIntl();
  const { data } = useQuery(CarryQuery, { variables: { iterationId } });
  const report = data?.recoCarryReport;
  if (!report || report.fromIterationId === null || report.fromIterationId === undefined)
    return null;
  const entry = (e: Entry, label: MessageDescriptor) =>
    intl.formatMessage(label, {
      document: e.documentNumber || '—',
      amount: formatDecimal(e.amount),
      row: e.row,
    });
  return (
    <Alert.Root
      status={report.notCarried.length > 0 ? 'warning' : 'info'}
      size="sm"
      data-testid="carry-report"
      data-carried={report.carried}
      data-not-carried={report.notCarried.length}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{intl.formatMessage(carriedMessage, { count: report.carried })}</Alert.Title>
        {report.notCarried.length > 0 && (
          <Alert.Description>
            <Stack gap="1">
              <Text>
                {intl.formatMessage(notCarriedMessage, { count: report.notCarried.length })}
              </Text>
              <List.Root ps="4">
                {report.notCarried.map(({ decision, missingBooks, missingCounterparty }) => {
                  const kind = decisionKindName(decision.kind.toLowerCase());
                  return (
                    <List.Item key={decision.id} data-testid="carry-not-carried">
                      {intl.formatMessage(decisionMessage, {
                        kind: kind ? intl.formatMessage(kind) : decision.kind,
                        name: personName(decision.decidedBy),
                        date: intl.formatDate(decision.decidedAt, { dateStyle: 'medium' }),
                        missing: [
                          ...missingBooks.map((e) => entry(e, messages.booksEntry)),
                          ...missingCounterparty.map((e) => entry(e, messages.counterpartyEntry)),
                        ].join('; '),
                      })}
                    </List.Item>
                  );
                })}
              </List.Root>
            </Stack>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
