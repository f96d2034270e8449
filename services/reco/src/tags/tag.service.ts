import type { reco } from '@concord/contracts';
import type { Db } from '@concord/db';
import type { Caller } from '../shared/caller.js';
import { inCompany } from '../shared/company-db.js';
import { badRequest, notFound, stepRefusal } from '../shared/errors.js';
import { isoTime } from '../shared/wire.js';
import { announce, requireReco, requireStep } from '../recos/reco.service.js';
import { findIteration } from '../iterations/iteration.repository.js';
import {
  entryExists,
  findTagMap,
  insertTag,
  insertTagMap,
  listTagMaps,
  listTags,
  setTagMapActive,
  tagExists,
} from './tag.repository.js';

type TagMapRow = Awaited<ReturnType<typeof findTagMap>> & object;

function toTagMap(row: TagMapRow): reco.TagMap {
  return { ...row, created_at: isoTime(row.created_at) };
}

export async function tags(db: Db, caller: Caller): Promise<reco.Tag[]> {
  const rows = await inCompany(db, caller, (trx) => listTags(trx));
  return rows.map((r) => ({
    ...r,
    usage_count: r.usage_count ?? 0,
    created_at: isoTime(r.created_at),
  }));
}

export async function createTag(
  db: Db,
  caller: Caller,
  input: { name: string; color?: string | undefined },
): Promise<reco.Tag> {
  const name = input.name.trim();
  if (!name)
    throw badRequest('A tag needs a name', { name: 'Required' }, stepRefusal('tagNameRequired'));
  return inCompany(db, caller, async (trx) => {
    const { tag_id } = await insertTag(trx, {
      name,
      color: input.color ?? 'gray',
      userId: caller.userId,
    });
    const row = (await listTags(trx)).find((t) => t.tag_id === tag_id)!;
    return { ...row, usage_count: row.usage_count ?? 0, created_at: isoTime(row.created_at) };
  });
}

export async function tagMaps(
  db: Db,
  caller: Caller,
  filter: {
    reco_id?: number | undefined;
    tag_id?: number | undefined;
    iteration_id?: number | undefined;
  },
) {
  return (await inCompany(db, caller, (trx) => listTagMaps(trx, filter))).map(toTagMap);
}

/** Tags a reco, or one entry of one of its iterations; who may tag is the state machine's `tag`. */
export async function createTagMap(
  db: Db,
  caller: Caller,
  input: {
    tag_id: number;
    reco_id: number;
    iteration_id?: number | undefined;
    entry_no?: number | undefined;
  },
) {
  return inCompany(db, caller, async (trx) => {
    const recoRow = await requireReco(trx, input.reco_id);
    requireStep(caller, recoRow, 'tag');
    if (!(await tagExists(trx, input.tag_id))) throw notFound('Tag not found');
    if (input.entry_no !== undefined && input.iteration_id === undefined)
      throw badRequest('Say which iteration the entry is in', {
        iteration_id: 'Required with entry_no',
      });
    if (input.iteration_id !== undefined) {
      const iteration = await findIteration(trx, input.iteration_id);
      if (!iteration || iteration.reco_id !== input.reco_id) throw notFound('Iteration not found');
      if (
        input.entry_no !== undefined &&
        !(await entryExists(trx, input.iteration_id, input.entry_no))
      )
        throw notFound('Entry not found');
    }
    const row = await insertTagMap(trx, {
      tag_id: input.tag_id,
      reco_id: input.reco_id,
      iteration_id: input.iteration_id ?? null,
      entry_no: input.entry_no ?? null,
      created_by_user_id: caller.userId,
    });
    await announce(
      trx,
      caller.companyId,
      recoRow.reco_id,
      recoRow.state,
      recoRow.current_iteration_id,
    );
    return toTagMap(row);
  });
}

/** Switches a tag on or off where it was put. */
export async function updateTagMap(db: Db, caller: Caller, tagMapId: number, active: boolean) {
  return inCompany(db, caller, async (trx) => {
    const existing = await findTagMap(trx, tagMapId);
    if (!existing) throw notFound('Tag not found on this reconciliation');
    const recoRow = await requireReco(trx, existing.reco_id);
    requireStep(caller, recoRow, 'tag');
    const row = await setTagMapActive(trx, tagMapId, active);
    await announce(
      trx,
      caller.companyId,
      recoRow.reco_id,
      recoRow.state,
      recoRow.current_iteration_id,
    );
    return toTagMap(row!);
  });
}
