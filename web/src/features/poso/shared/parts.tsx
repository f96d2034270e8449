import { Button, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { Figure, numericCell } from '../../../ui/display/Money';
import type { DecimalInput } from '../../i18n/amount-format';

// Rows and buttons of the items and charges tables and editors.

export function AddRowButton({
  label,
  onClick,
  disabled,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      alignSelf="flex-start"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      <LuPlus />
      {label}
    </Button>
  );
}

export function RemoveRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      <LuTrash2 />
    </IconButton>
  );
}

/** A total under a table of figures: label across the first columns, figure below its column. */
export function TotalRow({
  label,
  value,
  currency,
  labelSpan,
  trailingCell = false,
  fontWeight = 'semibold',
  testId,
}: {
  label: ReactNode;
  value: DecimalInput;
  currency?: string | undefined;
  labelSpan: number;
  /** An empty cell after the figure, under a column of row buttons. */
  trailingCell?: boolean;
  fontWeight?: 'normal' | 'semibold' | 'bold';
  testId?: string;
}) {
  return (
    <Table.Row fontWeight={fontWeight}>
      <Table.Cell colSpan={labelSpan} textAlign="end">
        {label}
      </Table.Cell>
      <Table.Cell {...numericCell} data-testid={testId}>
        <Figure value={value} currency={currency} />
      </Table.Cell>
      {trailingCell && <Table.Cell />}
    </Table.Row>
  );
}
