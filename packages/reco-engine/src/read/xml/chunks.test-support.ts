import fc from 'fast-check';

/** Any way of cutting `text` into consecutive chunks (including empty ones). */
export function chunkings(text: string): fc.Arbitrary<string[]> {
  return fc.array(fc.nat({ max: text.length }), { maxLength: 12 }).map((cuts) => {
    const at = [...new Set(cuts)].sort((a, b) => a - b);
    const chunks: string[] = [];
    let from = 0;
    for (const c of [...at, text.length]) {
      chunks.push(text.slice(from, c));
      from = c;
    }
    return chunks;
  });
}
