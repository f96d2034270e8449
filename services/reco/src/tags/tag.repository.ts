import { sql } from 'kysely';
import type { CompanyDb } from '../shared/company-db.js';

export async function listTags(db: CompanyDb) {
  return db
    .selectFrom('reco_tags as t')
    .select([
      't.tag_id',
      't.name',
      't.color',
      't.created_at',
      (eb) =>
        eb
          .selectFrom('reco_tag_maps as m')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.tag_id', '=', 't.tag_id')
          .where('m.active', '=', true)
          .as('usage_count'),
    ])
    .orderBy(sql`lower(t.name)`)
    .execute();
}

export async function insertTag(
  db: CompanyDb,
  values: { name: string; color: string; userId: number },
) {
  return db
    .insertInto('reco_tags')
    .values({ name: values.name, color: values.color, created_by_user_id: values.userId })
    .returning('tag_id')
    .executeTakeFirstOrThrow();
}

const MAP_COLUMNS = [
  'tag_map_id',
  'tag_id',
  'reco_id',
  'iteration_id',
  'entry_no',
  'active',
  'created_by_user_id',
  'created_at',
] as const;

export async function listTagMaps(
  db: CompanyDb,
  filter: {
    reco_id?: number | undefined;
    tag_id?: number | undefined;
    iteration_id?: number | undefined;
  },
) {
  let q = db.selectFrom('reco_tag_maps').select(MAP_COLUMNS);
  if (filter.reco_id) q = q.where('reco_id', '=', filter.reco_id);
  if (filter.tag_id) q = q.where('tag_id', '=', filter.tag_id);
  if (filter.iteration_id) q = q.where('iteration_id', '=', filter.iteration_id);
  return q.orderBy('tag_map_id').limit(1000).execute();
}

export async function findTagMap(db: CompanyDb, tagMapId: number) {
  return db
    .selectFrom('reco_tag_maps')
    .select(MAP_COLUMNS)
    .where('tag_map_id', '=', tagMapId)
    .executeTakeFirst();
}

export async function insertTagMap(
  db: CompanyDb,
  values: {
    tag_id: number;
    reco_id: number;
    iteration_id: number | null;
    entry_no: number | null;
    created_by_user_id: number;
  },
) {
  return db
    .insertInto('reco_tag_maps')
    .values(values)
    .returning(MAP_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setTagMapActive(db: CompanyDb, tagMapId: number, active: boolean) {
  return db
    .updateTable('reco_tag_maps')
    .set({ active })
    .where('tag_map_id', '=', tagMapId)
    .returning(MAP_COLUMNS)
    .executeTakeFirst();
}

export async function tagExists(db: CompanyDb, tagId: number) {
  return Boolean(
    await db
      .selectFrom('reco_tags')
      .select('tag_id')
      .where('tag_id', '=', tagId)
      .executeTakeFirst(),
  );
}

export async function entryExists(db: CompanyDb, iterationId: number, entryNo: number) {
  return Boolean(
    await db
      .selectFrom('reco_entries')
      .select('entry_no')
      .where('iteration_id', '=', iterationId)
      .where('entry_no', '=', entryNo)
      .executeTakeFirst(),
  );
}
