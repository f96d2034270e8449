/** The app's breakpoints (each wider than Chakra's default), for the system and for media queries. */
export const breakpoints = {
  sm: '600px',
  md: '960px',
  lg: '1280px',
  xl: '1920px',
  '2xl': '2560px',
} as const;

/** Narrower than md, where `hideBelow="md"` hides: a list leaves out its phone-hidden columns. */
export const belowMdQuery = `(max-width: ${parseFloat(breakpoints.md) - 0.02}px)`;
