import { describe, expect, it } from 'vitest';
import { checkLedgerFile, ledgerProblemOf, MAX_LEDGER_BYTES } from './ledger-upload';

describe('ledger files', () => {
  it('takes Excel and CSV ledgers by name, whatever the case', () => {
    for (const name of ['a.xlsx', 'B.XLS', 'c.XlSm', 'd.csv'])
      expect(checkLedgerFile({ name, size: 10 })).toBeNull();
  });

  it('refuses other names, empty and oversized files before sending', () => {
    expect(checkLedgerFile({ name: 'ledger.pdf', size: 10 })).toBe('type');
    expect(checkLedgerFile({ name: 'ledger.xlsx.exe', size: 10 })).toBe('type');
    expect(checkLedgerFile({ name: 'ledger', size: 10 })).toBe('type');
    expect(checkLedgerFile({ name: 'ledger.xlsx', size: 0 })).toBe('empty');
    expect(checkLedgerFile({ name: 'ledger.xlsx', size: MAX_LEDGER_BYTES + 1 })).toBe('size');
  });

  it('says why the service refused a file, by its status', () => {
    expect(ledgerProblemOf(413)).toBe('size');
    expect(ledgerProblemOf(415)).toBe('content');
    expect(ledgerProblemOf(422)).toBe('content');
    expect(ledgerProblemOf(409)).toBe('state');
    expect(ledgerProblemOf(403)).toBe('forbidden');
    expect(ledgerProblemOf(502)).toBe('failed');
  });
});
