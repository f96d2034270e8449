/** The members named as `@userName` in a message (case-insensitive, whole names only). */
export function mentionedIds(body: string, members: readonly { id: number; userName: string }[]) {
  const named = new Set([...body.matchAll(/@([\w.-]+)/g)].map((match) => match[1]!.toLowerCase()));
  return [...new Set(members.filter((m) => named.has(m.userName.toLowerCase())).map((m) => m.id))];
}
