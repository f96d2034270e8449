import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../features/customisation/create-app-system';
import { defaultSettings } from '../features/customisation/settings';
import { plainElementCss } from './plain-elements';

// The system's global CSS, as the provider injects it: selector -> declarations (Chakra writes
// top-level selectors as nested ones, `&[data-plain=...]`).
function globalRules(): Record<string, Record<string, unknown>> {
  const system = createAppSystem(defaultSettings);
  const rules: Record<string, Record<string, unknown>> = {};
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key.includes('[data-plain'))
        rules[key.replace(/^&/, '')] = value as Record<string, unknown>;
      else walk(value);
    }
  };
  walk(system._global);
  return rules;
}

describe('plain elements', () => {
  const rules = globalRules();

  it('reach the global CSS, one rule per kind', () => {
    for (const selector of Object.keys(plainElementCss)) expect(rules).toHaveProperty([selector]);
  });

  it('draw a chip as a subtle Badge would: palette background and text, small text', () => {
    const chip = JSON.stringify(rules['[data-plain="chip-subtle"]']);
    expect(chip).toContain('var(--chakra-colors-color-palette-subtle)');
    expect(chip).toContain('var(--chakra-colors-color-palette-fg)');
    expect(chip).toContain('var(--chakra-font-sizes-xs)');
  });

  it('take the palette named on the element', () => {
    const green = JSON.stringify(rules['[data-plain][data-palette="green"]']);
    expect(green).toContain('--chakra-colors-color-palette-subtle');
    expect(green).toContain('var(--chakra-colors-green-subtle)');
  });

  it('hide the phone line from the md breakpoint up', () => {
    const line = JSON.stringify(rules['[data-plain="phone-line"]']);
    expect(line).toMatch(/@media screen and \(min-width: 60rem\)/);
    expect(line).toContain('"display":"none"');
  });
});
