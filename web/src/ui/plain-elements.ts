import { defaultConfig, type SystemStyleObject } from '@chakra-ui/react';
import { TAG_COLORS } from '@concord/contracts/tag-colors';

// The elements a screen draws by the hundred (a list's cells, its links, status chips, figures)
// are plain HTML picked out by a `data-plain` attribute, and their look is registered once in the
// system's global CSS (`create-app-system.ts`). A Chakra component resolves, hashes and
// serialises its style props on every render: in a 100-row list that was a third of React's
// work (docs/benchmarks.md, "Where the 100-row list's main-thread time goes"). The looks are
// Chakra's own recipes, taken from its default config, so they stay what a `Badge` or a `Link`
// would draw.

type RecipeParts = {
  base?: SystemStyleObject;
  variants?: Record<string, Record<string, SystemStyleObject>>;
};

const recipes = (defaultConfig.theme?.recipes ?? {}) as Record<string, RecipeParts>;

function look(recipe: string, variants: Record<string, string>): SystemStyleObject {
  const parts = recipes[recipe];
  const chosen = Object.entries(variants).map(([name, value]) => parts?.variants?.[name]?.[value]);
  return Object.assign({}, parts?.base, ...chosen) as SystemStyleObject;
}

/**
 * Colour palettes a plain chip can take (`data-palette`): the tags' colours, which hold every
 * status tone too.
 */
export const plainPalettes = TAG_COLORS;
export type PlainPalette = (typeof plainPalettes)[number];

/** The kinds of plain element, the value of their `data-plain` attribute. */
export type PlainKind =
  /** A link in a list cell: a plain Chakra `Link`, medium weight, blue. */
  | 'link'
  /** Medium-weight text: a record's number where it is not a link. */
  | 'strong'
  /** Secondary text. */
  | 'muted'
  /** Small secondary text under a figure or a name. */
  | 'note'
  /** Text cut after two lines. */
  | 'clamp'
  /** A figure with its foreign amount underneath, aligned to the end. */
  | 'figures'
  /** A row of chips or of small parts that wraps. */
  | 'cluster'
  /** Text kept on one line. */
  | 'nowrap'
  /** A line under a list cell's main text shown only on a phone (below the md breakpoint). */
  | 'phone-line'
  /** A native checkbox in the palette's colour, the size of a Chakra one. */
  | 'checkbox'
  /** Chips: a Chakra `Badge` of size sm, in its subtle, solid or outline variant. */
  | 'chip-subtle'
  | 'chip-solid'
  | 'chip-outline'
  /** A placeholder bar while a list loads: a Chakra `Skeleton` (pulse), one line high. */
  | 'skeleton'
  /**
   * A list's row as a card on a phone (`<li>`): its number and status on top (`card-head`,
   * the number in `card-title`), each other column a labelled line of a horizontal Chakra
   * `DataList` of size sm (`card-details` a `<dl>`, `card-item`, `card-label` a `<dt>`,
   * `card-value` a `<dd>`), its actions underneath (`card-actions`).
   */
  | 'card'
  | 'card-head'
  | 'card-title'
  | 'card-details'
  | 'card-item'
  | 'card-label'
  | 'card-value'
  | 'card-actions';

/** A list's row (a table row, a phone's card) that leads to its record: pointer, focus ring. */
export const linkRowLook = {
  cursor: 'pointer',
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
  },
} as const satisfies SystemStyleObject;

/** The attribute that makes an element look as `kind`: `<span {...plain('muted')}>`. */
export function plain(kind: PlainKind) {
  return { 'data-plain': kind } as const;
}

const selector = (kind: PlainKind) => `[data-plain="${kind}"]`;

// Every kind has its look: the record type makes a kind without one a type error.
const looks: Record<PlainKind, SystemStyleObject> = {
  link: { ...look('link', { variant: 'plain' }), colorPalette: 'blue', fontWeight: 'medium' },
  strong: { fontWeight: 'medium' },
  muted: { color: 'fg.muted' },
  note: { textStyle: 'xs', color: 'fg.muted' },
  clamp: { lineClamp: '2' },
  figures: { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' },
  cluster: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' },
  nowrap: { whiteSpace: 'nowrap' },
  'phone-line': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    mt: '1',
    hideFrom: 'md',
  },
  checkbox: {
    width: '4',
    height: '4',
    margin: '0',
    verticalAlign: 'middle',
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    // A native control draws itself dark only when told the page is.
    _dark: { colorScheme: 'dark' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
  },
  'chip-subtle': look('badge', { variant: 'subtle', size: 'sm' }),
  'chip-solid': look('badge', { variant: 'solid', size: 'sm' }),
  'chip-outline': look('badge', { variant: 'outline', size: 'sm' }),
  skeleton: { ...look('skeleton', { loading: 'true', variant: 'pulse' }), height: '4' },
  card: {
    borderWidth: '1px',
    rounded: 'l2',
    p: '3',
    '&[data-loading]': { opacity: 0.6 },
    '&[data-href]': linkRowLook,
  },
  'card-head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '2',
  },
  'card-title': { minWidth: '0' },
  'card-details': { display: 'flex', flexDirection: 'column', gap: '1', mt: '2' },
  'card-item': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    textStyle: 'xs',
  },
  'card-label': {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    color: 'fg.muted',
    minWidth: '0',
  },
  'card-value': {
    display: 'flex',
    justifyContent: 'flex-end',
    textAlign: 'end',
    minWidth: '0',
    '&[data-numeric]': { fontVariantNumeric: 'tabular-nums', unicodeBidi: 'plaintext' },
  },
  'card-actions': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: '1',
    mt: '2',
  },
};

/** The global CSS of every plain element; `create-app-system.ts` adds it to the system. */
export const plainElementCss: Record<string, SystemStyleObject> = {
  ...Object.fromEntries(
    Object.entries(looks).map(([kind, css]) => [selector(kind as PlainKind), css]),
  ),
  // Names that wrap inside a word rather than widen a list past a phone's screen.
  ...Object.fromEntries(
    (['link', 'strong'] as const).map((kind) => [
      `${selector(kind)}[data-wraps]`,
      { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    ]),
  ),
  ...Object.fromEntries(
    plainPalettes.map((palette) => [
      `[data-plain][data-palette="${palette}"]`,
      { colorPalette: palette },
    ]),
  ),
};
