import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Utf8Chunks } from './utf8-chunks';

describe('Utf8Chunks', () => {
  it('decodes text cut anywhere exactly as decoding it whole', () => {
    const text = fc.array(
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 5, unit: 'grapheme' }),
        fc.constantFrom('€', '₹', 'é', '😀', '\u0800', 'ab'),
      ),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 8 }), (parts, cuts) => {
        const bytes = Buffer.from(parts.join(''), 'utf8');
        const at = [...new Set(cuts.map((c) => (bytes.length ? c % bytes.length : 0)))].sort(
          (a, b) => a - b,
        );
        const dec = new Utf8Chunks();
        let out = '';
        let from = 0;
        for (const c of [...at, bytes.length]) {
          out += dec.decode(bytes.subarray(from, c));
          from = c;
        }
        out += dec.end();
        expect(out).toBe(new TextDecoder().decode(bytes));
      }),
      { numRuns: 1000 },
    );
  });

  it('replaces invalid bytes the way TextDecoder does', () => {
    const dec = new Utf8Chunks();
    const out = dec.decode(Uint8Array.of(0x41, 0xff, 0x42, 0xe2, 0x82)) + dec.end();
    expect(out).toBe(new TextDecoder().decode(Uint8Array.of(0x41, 0xff, 0x42, 0xe2, 0x82)));
  });
});
