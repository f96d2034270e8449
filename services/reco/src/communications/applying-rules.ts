/**
 * The rules that speak for a reco of project `projectId`: the project's own, or the
 * company-wide ones when the project has none. A project's rule replaces the company's for its
 * recos, so its parties are never mailed by both and its uploads run by its own rule.
 */
export function rulesApplyingTo<R extends { project_id: number | null }>(
  rules: readonly R[],
  projectId: number,
): R[] {
  const own = rules.filter((r) => r.project_id === projectId);
  return own.length > 0 ? own : rules.filter((r) => r.project_id === null);
}
