import { describe, expect, it } from 'vitest';
import { defaultApproverId, personName } from './people';

describe('people', () => {
  it('names a person by first and last name, else by user name', () => {
    expect(personName({ userName: 'fiona', firstName: 'Fiona', lastName: 'Mehta' })).toBe(
      'Fiona Mehta',
    );
    expect(personName({ userName: 'fiona', firstName: ' ', lastName: null })).toBe('fiona');
    expect(personName({ userName: 'fiona', firstName: 'Fiona' })).toBe('Fiona');
  });

  it('offers the previous approver, else someone other than the sender', () => {
    const approvers = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(defaultApproverId(approvers, 1)).toBe(2);
    expect(defaultApproverId(approvers, 1, 3)).toBe(3);
    expect(defaultApproverId(approvers, 1, 9)).toBe(2);
    expect(defaultApproverId([{ id: 1 }], 1)).toBe(1);
    expect(defaultApproverId([], 1)).toBeNull();
  });
});
