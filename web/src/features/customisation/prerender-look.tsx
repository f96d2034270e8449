// Build time (web/src/build/prerender.ts): the global CSS of a look (reset, base styles, every
// token as a CSS variable) as Chakra's provider writes it, for a stylesheet the page loads
// instead of the app computing and inserting it on every start.
import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { createAppSystem, lookKey, PREBUILT_LOOK_ATTRIBUTE, type Look } from './create-app-system';
import { defaultSettings } from './settings';

function renderLookCss(look: Look): string {
  // Emotion writes each global style as a <style> element on the server, in order: the
  // cascade layers' order first, then the reset, base and token CSS.
  const html = renderToString(
    <ChakraProvider value={createAppSystem(look)}>{null}</ChakraProvider>,
  );
  const rules = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((style) => style[1]!);
  if (!rules.some((css) => css.includes('--chakra-colors-')))
    throw new Error("Chakra's provider wrote no token CSS to prebuild");
  return rules.join('\n');
}

/** The default look's CSS, and the attributes that name it on its <link> in index.html. */
export function renderDefaultLook(): { css: string; attributes: string } {
  return {
    css: renderLookCss(defaultSettings),
    attributes: `${PREBUILT_LOOK_ATTRIBUTE}="${lookKey(defaultSettings)}"`,
  };
}
