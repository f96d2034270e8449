import { describe, expect, it } from 'vitest';
import { keyFor, newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('keeps the key for the same document and makes a new one for another', () => {
    let n = 0;
    const create = () => `key-${++n}`;
    const first = keyFor(null, 'invoice:7', create);
    expect(keyFor(first, 'invoice:7', create)).toBe(first);
    expect(keyFor(first, 'invoice:8', create).key).toBe('key-2');
  });

  it('makes v4 UUIDs the poso service accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
