import type { RecoState } from '@concord/db';
import type { reco } from '@concord/contracts';
import { hasScope, type Caller } from '../shared/caller.js';

/** Who may take a step: the reco's reconciler, its reviewer, or an owner/admin. */
export type Actor = 'assignee' | 'reviewer' | 'assignee_or_admin' | 'admin' | 'tagger';

export type Step = {
  from: readonly RecoState[];
  /** `null`: the state does not change (uploads, reassignments, decisions). */
  to: RecoState | null;
  actor: Actor;
};

const OPEN: readonly RecoState[] = [
  'created',
  'files_uploaded',
  'running',
  'output_ready',
  'in_review',
  'accepted',
  'rejected',
];

/**
 * The lifecycle of RECO.md. A run's own ending (running -> output_ready, or back to
 * files_uploaded when it fails) is the worker's, not a caller's. `restart` lands on
 * `created` or, when both files are carried over, `files_uploaded`.
 */
export const STEPS = {
  upload: { from: ['created', 'files_uploaded'], to: null, actor: 'assignee' },
  confirm_mapping: { from: ['created', 'files_uploaded'], to: null, actor: 'assignee' },
  start: { from: ['files_uploaded'], to: 'running', actor: 'assignee' },
  continue: { from: ['output_ready'], to: 'in_review', actor: 'assignee' },
  accept: { from: ['in_review'], to: 'accepted', actor: 'reviewer' },
  reject: { from: ['in_review'], to: 'rejected', actor: 'reviewer' },
  restart: { from: ['output_ready', 'accepted', 'rejected'], to: 'created', actor: 'assignee' },
  inactivate: {
    from: OPEN.filter((s) => s !== 'running'),
    to: 'inactive',
    actor: 'assignee_or_admin',
  },
  change_assignee: { from: OPEN, to: null, actor: 'admin' },
  change_reviewer: { from: OPEN, to: null, actor: 'admin' },
  decide: { from: ['output_ready'], to: null, actor: 'assignee' },
  tag: { from: [...OPEN, 'inactive'], to: null, actor: 'tagger' },
} as const satisfies Record<reco.RecoAction, Step>;

export type StepName = keyof typeof STEPS;

type RecoPeople = { assignee_user_id: number | null; reviewer_user_id: number | null };

export function isActor(actor: Actor, caller: Caller, reco: RecoPeople): boolean {
  const assignee = reco.assignee_user_id === caller.userId && hasScope(caller, 'reco:write');
  const reviewer = reco.reviewer_user_id === caller.userId && hasScope(caller, 'reco:review');
  const admin = hasScope(caller, 'company:admin');
  switch (actor) {
    case 'assignee':
      return assignee;
    case 'reviewer':
      return reviewer;
    case 'assignee_or_admin':
      return assignee || admin;
    case 'admin':
      return admin;
    case 'tagger':
      return hasScope(caller, 'reco:write') || hasScope(caller, 'reco:review');
    default:
      return assertUnreachable(actor);
  }
}

export function assertUnreachable(value: never): never {
  throw new Error(`unexpected value ${String(value)}`);
}

const ACTOR_WORDS: Record<Actor, string> = {
  assignee: 'Only the reconciler assigned to this reconciliation can do this',
  reviewer: 'Only the reviewer of this reconciliation can do this',
  assignee_or_admin: 'Only the assigned reconciler, an owner or an admin can do this',
  admin: 'Only an owner or an admin can reassign a reconciliation',
  tagger: 'You need permission to work on reconciliations to tag them',
};

export function refusalFor(actor: Actor): string {
  return ACTOR_WORDS[actor];
}

export const STATE_WORDS: Record<RecoState, string> = {
  created: 'waiting for files',
  files_uploaded: 'ready to run',
  running: 'running',
  output_ready: 'ready for submission',
  in_review: 'in review',
  accepted: 'accepted',
  rejected: 'rejected',
  inactive: 'inactive',
};

/** The steps the caller may take now: what the screens offer. */
export function allowedActions(
  caller: Caller,
  reco: RecoPeople & { state: RecoState },
): reco.RecoAction[] {
  return (Object.keys(STEPS) as StepName[]).filter((name) => {
    const step: Step = STEPS[name];
    return step.from.includes(reco.state) && isActor(step.actor, caller, reco);
  });
}
