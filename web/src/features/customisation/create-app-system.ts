import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '../../ui/breakpoints';
import { plainElementCss } from '../../ui/plain-elements';
import { presetPalettes, type Settings } from './settings';

/** The Chakra system for the current customisation: palette, font, radius, input style. */
export function createAppSystem(settings: Settings) {
  const palette = presetPalettes[settings.presetColor];
  const radius = settings.borderRadius;
  const font = `'${settings.fontFamily}', system-ui, sans-serif`;
  const inputVariant = settings.outlinedFilled ? 'subtle' : 'outline';
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: {
        html: { colorPalette: palette, scrollBehavior: 'smooth' },
        body: { bg: 'bg.subtle' },
        ...plainElementCss,
      },
      theme: {
        breakpoints,
        tokens: {
          fonts: { heading: { value: font }, body: { value: font } },
          radii: {
            l1: { value: `${radius / 4}px` },
            l2: { value: `${radius / 2}px` },
            l3: { value: `${radius}px` },
          },
        },
        recipes: {
          input: { defaultVariants: { variant: inputVariant } },
          textarea: { defaultVariants: { variant: inputVariant } },
        },
      },
    }),
  );
}

let last: { key: string; system: ReturnType<typeof createAppSystem> } | undefined;

/**
 * The system for these settings, built once: main.tsx builds it in a task of its own before the
 * first render (it is one of the longest pieces of start-up work), ThemeRoot then finds it here.
 */
export function appSystemFor(settings: Settings) {
  const key = JSON.stringify(settings);
  if (last?.key !== key) last = { key, system: createAppSystem(settings) };
  return last.system;
}
