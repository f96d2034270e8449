import { describe, expect, it } from 'vitest';
import { nextLimit, rowSlice } from './useRowsInSlices';

describe('nextLimit', () => {
  it('adds one slice at a time', () => {
    expect(nextLimit(rowSlice, 100)).toBe(2 * rowSlice);
  });
  it('stops at the number of rows', () => {
    expect(nextLimit(90, 100)).toBe(100);
    expect(nextLimit(100, 100)).toBe(100);
  });
});
