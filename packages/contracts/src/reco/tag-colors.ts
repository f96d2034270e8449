// The colours a tag may have: a constant of its own so that the browser bundle can take it
// (`@concord/contracts/tag-colors`) without TypeBox and the route contracts.
export const TAG_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
