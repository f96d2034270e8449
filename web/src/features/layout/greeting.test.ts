import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greeting by hour', () => {
  it('greets by the time of day', () => {
    expect(greetingFor(0)).toBe('morning');
    expect(greetingFor(11)).toBe('morning');
    expect(greetingFor(12)).toBe('afternoon');
    expect(greetingFor(15)).toBe('afternoon');
    expect(greetingFor(16)).toBe('evening');
    expect(greetingFor(23)).toBe('evening');
  });
});
