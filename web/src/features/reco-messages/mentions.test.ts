import { describe, expect, it } from 'vitest';
import { mentionedIds } from './mentions';

describe('mentions', () => {
  it('finds members named with @, once each, and nobody else', () => {
    const members = [
      { id: 1, userName: 'ravi' },
      { id: 2, userName: 'rita.s' },
      { id: 3, userName: 'rav' },
    ];
    expect(mentionedIds('@Ravi and @rita.s, then @ravi again; not rav', members)).toEqual([1, 2]);
    expect(mentionedIds('mail ravi@example.com', members)).toEqual([]);
  });
});
