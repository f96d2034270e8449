import { describe, expect, it } from 'vitest';
import { checkAnswerDocument } from './answer-document';

describe('checkAnswerDocument', () => {
  it('takes PDFs and spreadsheets of any case, and refuses others, empty and oversize files', () => {
    expect(checkAnswerDocument({ name: 'Proof.PDF', size: 10 })).toBeNull();
    expect(checkAnswerDocument({ name: 'ledger.xlsx', size: 10 })).toBeNull();
    expect(checkAnswerDocument({ name: 'run.exe', size: 10 })).toBe('type');
    expect(checkAnswerDocument({ name: 'proof.pdf', size: 0 })).toBe('empty');
    expect(checkAnswerDocument({ name: 'proof.pdf', size: 26 * 1024 * 1024 })).toBe('size');
  });
});
