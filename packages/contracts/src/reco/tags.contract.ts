import { Type, type Static } from 'typebox';
import { route, SingleLine } from '../shared/index.js';
import { TAG_COLORS } from './tag-colors.js';
import { Id, Nullable, Timestamp } from './values.js';

export { TAG_COLORS } from './tag-colors.js';

export const Tag = Type.Object({
  tag_id: Id,
  name: Type.String(),
  color: Type.String(),
  usage_count: Type.Integer({ minimum: 0 }),
  created_at: Timestamp,
});
export type Tag = Static<typeof Tag>;

export const TagMap = Type.Object({
  tag_map_id: Id,
  tag_id: Id,
  reco_id: Id,
  iteration_id: Nullable(Id),
  entry_no: Nullable(Type.Integer()),
  active: Type.Boolean(),
  created_by_user_id: Id,
  created_at: Timestamp,
});
export type TagMap = Static<typeof TagMap>;

export const listTags = route('GET', '/tags/', { response: { 200: Type.Array(Tag) } });

export const createTag = route('POST', '/tags/', {
  body: Type.Object(
    {
      name: SingleLine({ minLength: 1, maxLength: 40 }),
      color: Type.Optional(Type.Enum(TAG_COLORS)),
    },
    { additionalProperties: false },
  ),
  response: { 201: Tag },
});

export const listTagMaps = route('GET', '/tags/map/', {
  querystring: Type.Object({
    reco_id: Type.Optional(Id),
    tag_id: Type.Optional(Id),
    iteration_id: Type.Optional(Id),
  }),
  response: { 200: Type.Array(TagMap) },
});

export const createTagMap = route('POST', '/tags/map/', {
  body: Type.Object(
    {
      tag_id: Id,
      reco_id: Id,
      iteration_id: Type.Optional(Id),
      entry_no: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    { additionalProperties: false },
  ),
  response: { 201: TagMap },
});

export const updateTagMap = route('PUT', '/tags/map/:id/', {
  params: Type.Object({ id: Id }),
  body: Type.Object({ active: Type.Boolean() }, { additionalProperties: false }),
  response: { 200: TagMap },
});
