/** The end of a switch over a closed set: a new member fails to compile here. */
export function assertUnreachable(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
