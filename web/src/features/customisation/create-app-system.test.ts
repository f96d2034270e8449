import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystemFor, appSystemInSteps, lookKey } from './create-app-system';
import { defaultSettings, type Settings } from './settings';

describe("the app's Chakra system", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each look apart, and not by language or direction', () => {
    expect(lookKey(defaultSettings)).toBe('default-roboto-12-filled');
    const chinese: Settings = {
      ...defaultSettings,
      locale: 'zh',
      rtlLayout: true,
      navType: 'dark',
    };
    expect(lookKey(chinese)).toBe(lookKey(defaultSettings));
    const others = [
      { presetColor: 'theme1' as const },
      { fontFamily: 'Inter' as const },
      { borderRadius: 4 },
      { outlinedFilled: false },
    ].map((change) => lookKey({ ...defaultSettings, ...change }));
    expect(new Set([lookKey(defaultSettings), ...others]).size).toBe(5);
  });

  it('leaves its global CSS to the stylesheet built for its look, and writes it for any other', () => {
    const prebuilt = `link[data-prebuilt-look="${lookKey(defaultSettings)}"]`;
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === prebuilt ? {} : null),
    });
    // Another look first: the system is kept for the last look asked for, and other files
    // running in this worker may have asked for the default one without the stylesheet.
    const teal = appSystemFor({ ...defaultSettings, presetColor: 'theme1' });
    expect(JSON.stringify(teal._global)).toContain('--chakra-colors-teal-600');
    expect(appSystemFor(defaultSettings)._global).toEqual([]);
    // And back to the other look, whose own CSS is written again.
    expect(
      JSON.stringify(appSystemFor({ ...defaultSettings, presetColor: 'theme1' })._global),
    ).toContain('--chakra-colors-teal-600');
  });

  it('writes its own global CSS on a page without the stylesheet (the dev server, /login)', () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const system = appSystemFor({ ...defaultSettings, borderRadius: 8 });
    // The border radius setting reaches the radii the components use.
    expect(JSON.stringify(system._global)).toContain('"--chakra-radii-l3":"8px"');
    expect(JSON.stringify(system._global)).toContain('"--chakra-radii-l2":"4px"');
    const css = JSON.stringify(appSystemFor(defaultSettings)._global);
    expect(css).toContain('--chakra-colors-blue-600');
  });

  it('is built in three tasks for a new look, and answered at once for the one built last', async () => {
    const between = vi.fn(() => Promise.resolve());
    const look = { ...defaultSettings, borderRadius: 8 };
    appSystemFor(defaultSettings);
    const system = await appSystemInSteps(look, between);
    expect(between).toHaveBeenCalledTimes(2);
    expect(system).toBe(appSystemFor(look));
    expect(await appSystemInSteps(look, between)).toBe(system);
    expect(between).toHaveBeenCalledTimes(2);
  });
});
