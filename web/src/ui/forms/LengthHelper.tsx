import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  count: { id: 'ui.form.length', defaultMessage: '{count} / {max}' },
});
const countMessage: MessageDescriptor = messages.count;

/** Lays a field's hint out beside its length counter. */
export const lengthHelperProps = { display: 'flex', justifyContent: 'space-between', w: 'full' };

/**
 * A field's hint with "count / max" at the end, so a limit is seen before the input stops
 * taking characters. Use with `helperProps={lengthHelperProps}`.
 */
export function LengthHelper({
  value,
  max,
  hint,
  testId,
}: {
  value: string | undefined;
  max: number;
  hint?: ReactNode;
  testId?: string;
}) {
  const intl = useIntl();
  const count = value?.length ?? 0;
  return (
    <>
      <span>{hint}</span>
      <Box
        as="span"
        flexShrink={0}
        ms="2"
        color={count >= max ? 'fg.warning' : undefined}
        data-testid={testId}
      >
        {intl.formatMessage(countMessage, { count, max })}
      </Box>
    </>
  );
}
