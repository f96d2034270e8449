import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '../../ui/display/ScreenHeader';
import { dateColumn, linkColumn, textColumn } from '../../ui/lists/columns';
import { PagedTable } from '../../ui/lists/PagedTable';
import { usePagedList } from '../../ui/lists/usePagedList';
import { periodText } from '../reco/shared/parts';
import { useRecoScope } from '../reco/shared/useRecoScope';
import { useNotificationArrivals } from '../layout/notification-arrivals';
import { SharedRecosQuery } from './shares.operations';
import { shareWords } from './labels';

/**
 * `vc/vendor/shared-recos`: reconciliations connected companies shared with this one, with the
 * spec's share info (who shared, from which company, the reco name); each opens read only.
 */
export default function SharedRecosScreen() {
  const intl = useIntl();
  const { ready, links } = useRecoScope();
  const list = usePagedList(SharedRecosQuery, {
    pick: (data) => data.sharedRecos,
    skip: !ready,
  });
  // A company sharing one with us rings the bell: the new row shows without a reload.
  useNotificationArrivals(['RECO_SHARED_WITH_US'], list.refresh);
  type Row = NonNullable<typeof list.table.rows>[number];
  return (
    <Stack gap="4" data-testid="shared-recos">
      <ScreenHeader
        title={intl.formatMessage(shareWords.listTitle)}
        subtitle={intl.formatMessage(shareWords.listSubtitle)}
      />
      <PagedTable
        label={shareWords.listLabel}
        columns={[
          // On a phone: the reco (its name carries the period) and who shared it; the person,
          // period and date lie past the screen's edge otherwise.
          linkColumn<Row>(shareWords.reco, (row) => row.recoName, {
            marksRow: false,
            wraps: true,
          }),
          textColumn<Row>('company', shareWords.company, (row) => row.sharedByCompanyName),
          {
            id: 'person',
            header: shareWords.person,
            hideOnPhone: true,
            cell: (row) => (
              <Stack gap="0">
                <Text as="span">{row.sharedByUserName}</Text>
                <Text as="span" textStyle="xs" color="fg.muted">
                  {row.sharedByUserEmail}
                </Text>
              </Stack>
            ),
          },
          {
            ...textColumn<Row>('period', shareWords.period, (row) =>
              periodText(row.periodFrom, row.periodTo),
            ),
            hideOnPhone: true,
          },
          { ...dateColumn<Row>(shareWords.sharedAt, (row) => row.sharedAt), hideOnPhone: true },
        ]}
        {...list.table}
        empty={shareWords.empty}
        rowHref={(row) => links.sharedSummary(row.kind, row.id)}
        testId="shared-recos-table"
      />
    </Stack>
  );
}
