import { badRequest, conflict, HttpError } from '@concord/auth';
import type { reco } from '@concord/contracts';

export { badRequest, conflict, forbidden, notFound, HttpError } from '@concord/auth';

/** Why a step was refused, as a code the screens word (contracts' STEP_REFUSAL_CODES). */
export function stepRefusal(
  code: reco.StepRefusalCode,
  params: Record<string, string | number> = {},
): { code: reco.StepRefusalCode; params: Record<string, string | number> } {
  return { code, params };
}

/** A lost compare-and-set: the reco moved on under the caller. */
export const movedOn = () =>
  conflict('This reconciliation was changed by someone else meanwhile. Reload and try again.');

/** Values a user typed that must be unique: a field to fix (400), never a 409. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  reco_projects_name_key: { field: 'name', message: 'A project with this name already exists' },
  reco_parties_name_key: { field: 'name', message: 'A party with this name already exists' },
  reco_parties_company_key: {
    field: 'connected_company_id',
    message: 'This company is already a party',
  },
  recos_party_period_key: {
    field: 'party_id',
    message: 'This party already has a reconciliation for this period in the project',
  },
  reco_tags_name_key: { field: 'name', message: 'A tag with this name already exists' },
  reco_tag_maps_target_key: { field: 'tag_id', message: 'This tag is already there' },
};

/** PostgreSQL errors a caller can cause, as REST errors; anything else stays a 500. */
export function fromDatabaseError(err: unknown): HttpError | undefined {
  const { code, constraint } = (err ?? {}) as { code?: unknown; constraint?: unknown };
  switch (code) {
    case '40001':
    case '40P01':
      return conflict('The reconciliation changed meanwhile; try again');
    case '23505': {
      const known = typeof constraint === 'string' ? UNIQUE_FIELDS[constraint] : undefined;
      if (known) return badRequest(known.message, { [known.field]: known.message });
      return conflict('This already exists');
    }
    case '22003':
      return badRequest('A number is out of range');
    case '22008':
    case '22007':
      return badRequest('A date is not valid');
    default:
      return undefined;
  }
}
