import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { LedgerField, MappingConflictCode } from '../../../gql/graphql';
import { fieldNames } from './column-reasons';

export const mappingConflictMessages: Record<MappingConflictCode, MessageDescriptor> =
  defineMessages({
    SEVERAL_PARTY_DOCUMENTS: {
      id: 'reco.mappingConflict.severalPartyDocuments',
      defaultMessage:
        'Several columns hold the party’s documents ({headers}): all are used as references',
    },
    TWO_COLUMNS_FOR_FIELD: {
      id: 'reco.mappingConflict.twoColumnsForField',
      defaultMessage: 'Two columns read as “{field}”, “{header}” and “{other}”: “{header}” is used',
    },
    BALANCE_DIRECTION_BY_NAMES: {
      id: 'reco.mappingConflict.balanceDirectionByNames',
      defaultMessage:
        'Which of “{header}” and “{other}” raises the balance was judged by the names only',
    },
    NO_DATE_COLUMN: {
      id: 'reco.mappingConflict.noDateColumn',
      defaultMessage: 'No date column was found',
    },
    ROLE_IS_GUESS: {
      id: 'reco.mappingConflict.roleIsGuess',
      defaultMessage: '“{field}” in “{header}” is a guess',
    },
    CHOSEN_IN_ANOTHER_COLUMN: {
      id: 'reco.mappingConflict.chosenInAnotherColumn',
      defaultMessage: 'A user chose another column for “{field}”',
    },
    ALSO_READS_AS: {
      id: 'reco.mappingConflict.alsoReadsAs',
      defaultMessage: 'Also reads as “{field}”; “{other}” was preferred',
    },
    NOT_READ_BESIDE_DEBIT_CREDIT: {
      id: 'reco.mappingConflict.notReadBesideDebitCredit',
      defaultMessage: 'Not read: the file has debit and credit columns',
    },
    THIRD_AMOUNT_COLUMN: {
      id: 'reco.mappingConflict.thirdAmountColumn',
      defaultMessage: 'A third amount column: not read',
    },
    NOT_RECORDED: {
      id: 'reco.mappingConflict.notRecorded',
      defaultMessage: 'Something was to settle when the file was read: upload it again to see what',
    },
  });

export type MappingConflictView = {
  code: MappingConflictCode;
  header?: string | null;
  otherHeader?: string | null;
  headers?: string[];
  field?: LedgerField | null;
};

/** An ambiguity of the mapping, in the user's language. */
export function formatMappingConflict(intl: IntlShape, conflict: MappingConflictView): string {
  return intl.formatMessage(mappingConflictMessages[conflict.code], {
    header: conflict.header ?? '',
    other: conflict.otherHeader ?? '',
    headers: intl.formatList((conflict.headers ?? []).map((h) => `“${h}”`)),
    field: conflict.field ? intl.formatMessage(fieldNames[conflict.field]) : '',
  });
}
