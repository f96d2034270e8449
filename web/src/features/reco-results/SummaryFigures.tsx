import { SimpleGrid, Stat } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { Section } from '../../ui/display/Section';
import { formatDecimal } from '../i18n/amount-format';
import { BridgeChart } from './BridgeChart';
import type { Cell } from './cells';
import { words } from './labels';
import { SummaryTable } from './SummaryTable';

/** What the figures show, for the own summary and for one shared with this company alike. */
export const SummaryFiguresSummary = graphql(`
  fragment SummaryFigures_Summary on RecoSummary {
    iterationId
    entryCount
    matchedPercent
    unexplainedAmount
    lines {
      status
      category
      remark
      count
      amount
      booksCount
      booksAmount
      counterpartyCount
      counterpartyAmount
    }
    bridge {
      booksClosing
      counterpartyClosing
      residual
      steps {
        label
        status
        category
        remark
        count
        amount
      }
    }
  }
`);

/** Entries, matched %, unexplained, the table of cells and the bridge of one iteration. */
export function SummaryFigures({
  summary: summaryRef,
  cellHref,
}: {
  summary: FragmentType<typeof SummaryFiguresSummary>;
  cellHref: (cell: Cell) => string;
}) {
  const intl = useIntl();
  const summary = getFragmentData(SummaryFiguresSummary, summaryRef);
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Stat.Root borderWidth="1px" rounded="md" p="3" data-testid="summary-entry-count">
          <Stat.Label>{intl.formatMessage(words.entries)}</Stat.Label>
          <Stat.ValueText>{summary.entryCount}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="md" p="3" data-testid="summary-matched-percent">
          <Stat.Label>{intl.formatMessage(words.matchedPercent)}</Stat.Label>
          <Stat.ValueText>
            {summary.matchedPercent === null || summary.matchedPercent === undefined
              ? '–'
              : `${formatDecimal(summary.matchedPercent, 1)} %`}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" rounded="md" p="3" data-testid="summary-unexplained">
          <Stat.Label>{intl.formatMessage(words.unexplained)}</Stat.Label>
          <Stat.ValueText>
            {summary.unexplainedAmount === null || summary.unexplainedAmount === undefined
              ? '–'
              : formatDecimal(summary.unexplainedAmount)}
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      <Section title={intl.formatMessage(words.tableTitle)} testId="summary-section">
        <SummaryTable lines={summary.lines} cellHref={cellHref} />
      </Section>
      <Section title={intl.formatMessage(words.bridgeTitle)} testId="bridge-section">
        <BridgeChart bridge={summary.bridge} cellHref={cellHref} />
      </Section>
    </>
  );
}
