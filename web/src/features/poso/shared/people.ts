/** "Fiona Mehta", or the user name when no name is known. */
export function personName(user: {
  userName: string;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.userName;
}

/** The approver to offer first: someone other than the sender when there is anyone. */
export function defaultApproverId(
  approvers: readonly { id: number }[],
  senderId: number | null | undefined,
  previous?: number | null,
): number | null {
  if (previous && approvers.some((approver) => approver.id === previous)) return previous;
  return (approvers.find((approver) => approver.id !== senderId) ?? approvers[0])?.id ?? null;
}
