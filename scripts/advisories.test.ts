import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findVulnerable, inRange, type AdvisoryList } from './advisories.js';

const list: AdvisoryList = {
  about: '',
  updated: '2026-11-24',
  advisories: [
    {
      package: 'ws',
      vulnerable: '>=7.0.0 <7.5.10 || >=8.0.0 <8.17.1',
      id: 'GHSA-3h5v-q93c-6h6q',
      severity: 'high',
      title: 'many headers',
    },
  ],
};

describe('advisory check of the lockfile', () => {
  it('reads npm ranges', () => {
    expect(inRange('8.17.0', '>=8.0.0 <8.17.1')).toBe(true);
    expect(inRange('8.17.1', '>=8.0.0 <8.17.1')).toBe(false);
    expect(inRange('7.5.9', '>=7.0.0 <7.5.10 || >=8.0.0 <8.17.1')).toBe(true);
    expect(inRange('6.2.2', '>=7.0.0 <7.5.10 || >=8.0.0 <8.17.1')).toBe(false);
    expect(inRange('0.18.5', '*')).toBe(true);
    expect(inRange('1.0.0', '<=1.0.0')).toBe(true);
  });

  it('flags a vulnerable version the app ships, nested or not, and ignores dev-only packages', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/ws': { version: '8.16.0' },
        'node_modules/graphql-ws/node_modules/ws': { version: '7.5.9' },
        'node_modules/vite/node_modules/ws': { version: '8.1.0', dev: true },
        'node_modules/other/node_modules/ws': { version: '8.18.0' },
      },
    };
    const findings = findVulnerable(lock, list);
    expect(findings.map((f) => f.pkg.path)).toEqual([
      'node_modules/ws',
      'node_modules/graphql-ws/node_modules/ws',
    ]);
  });

  it('passes for the committed lockfile', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Parameters<
      typeof findVulnerable
    >[0];
    const committed = JSON.parse(readFileSync('.ci/advisories.json', 'utf8')) as AdvisoryList;
    expect(committed.advisories.length).toBeGreaterThan(10);
    expect(findVulnerable(lock, committed)).toEqual([]);
  });
});
