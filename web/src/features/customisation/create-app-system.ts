import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '../../ui/breakpoints';
import { plainElementCss } from '../../ui/plain-elements';
import { presetPalettes, type Settings } from './settings';

/** What of the settings Chakra's system is made from: language and direction are not in it. */
export type Look = Pick<Settings, 'presetColor' | 'fontFamily' | 'borderRadius' | 'outlinedFilled'>;

/** A name for a look, safe in an HTML attribute: one system, and one prebuilt stylesheet, each. */
export function lookKey(look: Look): string {
  const inputs = look.outlinedFilled ? 'filled' : 'outlined';
  return `${look.presetColor}-${look.fontFamily}-${look.borderRadius}-${inputs}`.toLowerCase();
}

/** The configs of the Chakra system for a look: Chakra's defaults, then the look's own. */
function appConfigs(look: Look) {
  const palette = presetPalettes[look.presetColor];
  const radius = look.borderRadius;
  const font = `'${look.fontFamily}', system-ui, sans-serif`;
  const inputVariant = look.outlinedFilled ? 'subtle' : 'outline';
  return [
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
        },
        // The radii components use (l1 to l3) are semantic tokens in Chakra's preset: given as
        // plain tokens, the preset's semantic ones would still win.
        semanticTokens: {
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
  ] as const;
}

// The same config objects for the same look: a step taken ahead is used only for them.
let lastConfigs: { key: string; configs: ReturnType<typeof appConfigs> } | undefined;
function appConfigsFor(look: Look) {
  const key = lookKey(look);
  if (lastConfigs?.key !== key) lastConfigs = { key, configs: appConfigs(look) };
  return lastConfigs.configs;
}

/** The Chakra system for the current customisation: palette, font, radius, input style. */
export function createAppSystem(look: Look) {
  return createSystem(...appConfigsFor(look));
}

/**
 * Chakra's `createSystem` as the build leaves it (build/chakra-system.ts): its merge of the
 * configs and its token dictionary can be taken ahead. The dev server and tests run Chakra as
 * it ships, without them.
 */
type SystemInSteps = typeof createSystem & {
  mergeAhead?: (...configs: Parameters<typeof createSystem>) => void;
  tokensAhead?: () => void;
};

type AppSystem = ReturnType<typeof createAppSystem>;

/** The attribute of the <link> to the look's global CSS built with the app (build/prerender.ts). */
export const PREBUILT_LOOK_ATTRIBUTE = 'data-prebuilt-look';

/**
 * The system's global CSS (reset, base styles and every token as a CSS variable) is most of the
 * work of building it, then of inserting it. The build writes that CSS for the default look as
 * a stylesheet of index.html; when the page has it, the system leaves its own empty, so it is
 * neither computed (the build makes Chakra's `_global` lazy: build/chakra-system.ts) nor inserted.
 * Another look computes and inserts its own, after the stylesheet, which it then overrides.
 */
function withPrebuiltGlobalCss(system: AppSystem, key: string): AppSystem {
  const prebuilt =
    typeof document !== 'undefined' &&
    document.querySelector(`link[${PREBUILT_LOOK_ATTRIBUTE}="${key}"]`);
  if (prebuilt) Object.defineProperty(system, '_global', { value: [] });
  return system;
}

let last: { key: string; system: AppSystem } | undefined;

/**
 * The system for this look, built once: main.tsx builds it in a task of its own before the
 * first render (it is one of the longest pieces of start-up work), ThemeRoot then finds it here.
 */
export function appSystemFor(look: Look) {
  const key = lookKey(look);
  if (last?.key !== key) last = { key, system: withPrebuiltGlobalCss(createAppSystem(look), key) };
  return last.system;
}

/**
 * `appSystemFor` in three tasks, with `between` (a yield to the browser) after the merge and
 * after the token dictionary: built at once, the system was one of start-up's longest tasks.
 */
export async function appSystemInSteps(look: Look, between: () => Promise<unknown>) {
  if (last?.key !== lookKey(look)) {
    const steps = createSystem as SystemInSteps;
    steps.mergeAhead?.(...appConfigsFor(look));
    await between();
    steps.tokensAhead?.();
    await between();
  }
  return appSystemFor(look);
}
