import { describe, expect, it } from 'vitest';
import { summariseProfile, type CpuProfile } from './cpu-profile';

const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: 'https://app/assets/index-abc.js',
  lineNumber,
});

// root -> render -> cell -> cell (recursion) ; root -> (idle) ; root -> (program)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { ...frame('(root)'), url: '' }, children: [2, 5, 6] },
    { id: 2, callFrame: frame('render', 10), children: [3] },
    { id: 3, callFrame: frame('cell', 20), children: [4] },
    { id: 4, callFrame: frame('cell', 20) },
    { id: 5, callFrame: { ...frame('(idle)'), url: '' } },
    { id: 6, callFrame: { ...frame('(program)'), url: '' } },
  ],
  samples: [2, 3, 4, 4, 5, 5, 6],
  timeDeltas: [1000, 2000, 3000, 3000, 50_000, 50_000, 500],
};

describe('summariseProfile', () => {
  it('counts busy time without idle and each function once per sample', () => {
    const summary = summariseProfile(profile);
    expect(summary.busyMs).toBe(9.5);
    const inclusive = Object.fromEntries(summary.inclusive.map((f) => [f.name, f.ms]));
    expect(inclusive).toEqual({
      'render index-abc.js:11': 9,
      'cell index-abc.js:21': 8,
      '(program) (native):1': 0.5,
    });
    const self = Object.fromEntries(summary.self.map((f) => [f.name, f.ms]));
    expect(self).toEqual({
      'render index-abc.js:11': 1,
      'cell index-abc.js:21': 8,
      '(program) (native):1': 0.5,
    });
    expect(summary.inclusive[0]!.name).toBe('render index-abc.js:11');
  });

  it('answers nothing busy for a profile without samples', () => {
    expect(summariseProfile({ nodes: profile.nodes })).toEqual({
      busyMs: 0,
      inclusive: [],
      self: [],
    });
  });
});
