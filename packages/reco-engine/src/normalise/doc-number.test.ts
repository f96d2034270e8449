import { describe, expect, it } from 'vitest';
import { docSimilarity, FUZZY_DOC_THRESHOLD, normaliseDocNo } from './doc-number.js';

describe('normaliseDocNo', () => {
  it.each([
    ['inv/001', 'INV-1'],
    ['INV/001', 'INV-1'],
    ['INV-1', 'INV-1'],
    ['INV/2023-24/001', 'INV-1'],
    ['INV/23-24/001', 'INV-1'],
    ['INV 2023/2024 001', 'INV-1'],
    ['FY24/INV/7', 'INV-7'],
    ['FY 2023-24 INV_0007', 'INV-7'],
    ['inv.0045', 'INV-45'],
    ['INV0045', 'INV-45'],
    ['000', '0'],
    ['A-100', 'A-100'],
    ['A-1000', 'A-1000'],
    ['  ', ''],
  ])('%s -> %s', (raw, key) => {
    expect(normaliseDocNo(raw)).toBe(key);
  });

  it('keeps a number that is only a year', () => {
    expect(normaliseDocNo('2024')).toBe('2024');
    expect(normaliseDocNo('23-24')).toBe('23-24');
  });

  it('does not read 12/13 as a fiscal year', () => {
    expect(normaliseDocNo('INV/12/13')).toBe('INV-12-13');
  });

  it('keeps different numbers different', () => {
    expect(normaliseDocNo('1234')).not.toBe(normaliseDocNo('12345'));
    expect(normaliseDocNo('A-100')).not.toBe(normaliseDocNo('A-1000'));
  });
});

describe('docSimilarity', () => {
  it('scores near numbers as similar, never as equal', () => {
    expect(docSimilarity('1234', '12345')).toBeGreaterThanOrEqual(FUZZY_DOC_THRESHOLD);
    expect(docSimilarity('1234', '12345')).toBeLessThan(1);
    expect(docSimilarity('A-100', 'A-1000')).toBeLessThan(1);
  });

  it('sees the same digits under another prefix', () => {
    expect(docSimilarity('INV-4711', 'BILL-4711')).toBeGreaterThanOrEqual(FUZZY_DOC_THRESHOLD);
  });

  it('scores unrelated numbers low', () => {
    expect(docSimilarity('INV-1', 'PAY-998877')).toBeLessThan(FUZZY_DOC_THRESHOLD);
    expect(docSimilarity('', 'X')).toBe(0);
  });
});
