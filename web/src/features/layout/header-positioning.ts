import type { MenuRootProps } from '@chakra-ui/react';

type Positioning = NonNullable<MenuRootProps['positioning']>;

/**
 * Where a menu or popover opened from the header sits. The header is fixed, so they are fixed
 * too: placed in the document, they moved with any scroll of the page (a browser bringing an
 * item into view scrolls it) until the next frame put them back, and a press begun on an item
 * ended on whatever had slid under the pointer, which is no click.
 */
export const headerPositioning = (placement: Positioning['placement'] = 'bottom-start') =>
  ({ placement, strategy: 'fixed' }) satisfies Positioning;
