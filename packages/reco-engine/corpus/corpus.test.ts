import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusLayout } from './corpus.types';
import { generateCorpus, LAYOUT_NAMES } from './generate-corpus';
import { scoreLayout } from './score-layout';

const dir = mkdtempSync(join(tmpdir(), 'reco-corpus-'));
let layouts: CorpusLayout[] = [];

beforeAll(async () => {
  // The committed LibreOffice .xls stands in for a fresh conversion: the same on every machine.
  layouts = await generateCorpus(dir, { libreOffice: false });
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the labelled corpus', () => {
  it('has the twelve layouts of the issue', () => {
    expect(layouts.map((l) => l.name)).toEqual(LAYOUT_NAMES);
    expect(LAYOUT_NAMES).toHaveLength(12);
  });

  it.each(LAYOUT_NAMES)(
    '%s: every entry read, grouped and given the status its truth says',
    async (name) => {
      const layout = layouts.find((l) => l.name === name)!;
      const s = await scoreLayout(dir, layout, false);
      expect(s.problems).toEqual([]);
      expect(s.right).toBe(s.groups);
      expect([s.falseMatched, s.dropped, s.spurious]).toEqual([0, 0, 0]);
      if (layout.kind === 'ledger') expect([s.residual, s.unexplained]).toEqual(['0.00', '0.00']);
    },
  );
});
