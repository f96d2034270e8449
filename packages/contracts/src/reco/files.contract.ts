import { Type, type Static } from 'typebox';
import { Id } from '../shared/index.js';
import { Timestamp } from './values.js';

// The file rules live in a module of their own (no imports), so the web can check a file
// before sending it without bundling the contracts.
export * from './file-rules.js';

export const StoredFile = Type.Object({
  file_id: Id,
  file_name: Type.String(),
  content_type: Type.String(),
  size_bytes: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  uploaded_by_user_id: Type.Union([Id, Type.Null()]),
  uploaded_at: Timestamp,
});
export type StoredFile = Static<typeof StoredFile>;
