import { describe, expect, it } from 'vitest';
import {
  fileNameFrom,
  readSharedFileParams,
  sharedFilePaths,
  sharedFileProblem,
  sharedFileUrl,
} from './shared-file';

describe('the shared file page', () => {
  it('reads the spec’s parameters and the token, and builds the same address back', () => {
    const url = sharedFileUrl('https://concord.example', {
      iterationId: 42,
      recoName: 'Bharat Steel 2024-04-01 to 2025-03-31',
      token: 'abc_DEF-123',
    });
    expect(url).toMatch(/^https:\/\/concord\.example\/stage\/pages\/download-file\/\?/);
    const params = readSharedFileParams(new URL(url).search);
    expect(params).toEqual({
      iterationId: 42,
      recoName: 'Bharat Steel 2024-04-01 to 2025-03-31',
      token: 'abc_DEF-123',
    });
    expect(sharedFilePaths.download(params)).toBe(
      '/files/public/reco/download?token=abc_DEF-123&stateId=42',
    );
    expect(readSharedFileParams('?stateId=x&token=t').iterationId).toBeUndefined();
  });

  it('says an unknown link and a busy server apart', () => {
    expect(sharedFileProblem(404)).toBe('invalid');
    expect(sharedFileProblem(429)).toBe('busy');
    expect(sharedFileProblem(502)).toBe('failed');
  });

  it('saves under the exact name the server gives', () => {
    expect(
      fileNameFrom(`attachment; filename="Reco__.xlsx"; filename*=UTF-8''Reco%20%E2%82%B9.xlsx`),
    ).toBe('Reco ₹.xlsx');
    expect(fileNameFrom('attachment; filename="out.xlsx"')).toBe('out.xlsx');
    expect(fileNameFrom(null)).toBe('reconciliation.xlsx');
  });
});
