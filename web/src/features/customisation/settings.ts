export const presetColors = [
  'default',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
] as const;
export type PresetColor = (typeof presetColors)[number];

export const fontFamilies = ['Roboto', 'Poppins', 'Inter'] as const;
export type FontFamily = (typeof fontFamilies)[number];

export const locales = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof locales)[number];

export type NavType = 'light' | 'dark';

export type Settings = {
  locale: Locale;
  navType: NavType;
  presetColor: PresetColor;
  fontFamily: FontFamily;
  borderRadius: number;
  outlinedFilled: boolean;
  rtlLayout: boolean;
};

export const defaultSettings: Settings = {
  locale: 'en',
  navType: 'light',
  presetColor: 'default',
  fontFamily: 'Roboto',
  borderRadius: 12,
  outlinedFilled: true,
  rtlLayout: false,
};

/** True when nothing has been customised: what the prerendered /login is drawn with. */
export function isDefaultSettings(settings: Settings): boolean {
  return (Object.keys(defaultSettings) as (keyof Settings)[]).every(
    (key) => settings[key] === defaultSettings[key],
  );
}

export const borderRadiusRange = { min: 4, max: 24, step: 2 } as const;

/** Chakra palette each preset maps onto. */
export const presetPalettes: Record<PresetColor, string> = {
  default: 'blue',
  theme1: 'teal',
  theme2: 'purple',
  theme3: 'cyan',
  theme4: 'orange',
  theme5: 'green',
  theme6: 'pink',
};

const storageKey = 'concord-settings';

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function parseSettings(raw: string | null): Settings {
  if (!raw) return defaultSettings;
  try {
    const value = JSON.parse(raw) as Partial<Settings>;
    const radius = Number(value.borderRadius);
    const inRange =
      Number.isFinite(radius) &&
      radius >= borderRadiusRange.min &&
      radius <= borderRadiusRange.max &&
      radius % borderRadiusRange.step === 0;
    return {
      locale: oneOf(locales, value.locale, defaultSettings.locale),
      navType: oneOf(['light', 'dark'] as const, value.navType, defaultSettings.navType),
      presetColor: oneOf(presetColors, value.presetColor, defaultSettings.presetColor),
      fontFamily: oneOf(fontFamilies, value.fontFamily, defaultSettings.fontFamily),
      borderRadius: inRange ? radius : defaultSettings.borderRadius,
      outlinedFilled:
        typeof value.outlinedFilled === 'boolean'
          ? value.outlinedFilled
          : defaultSettings.outlinedFilled,
      rtlLayout: typeof value.rtlLayout === 'boolean' ? value.rtlLayout : defaultSettings.rtlLayout,
    };
  } catch {
    return defaultSettings;
  }
}

export function loadSettings(): Settings {
  return parseSettings(window.localStorage.getItem(storageKey));
}

export function saveSettings(settings: Settings): void {
  window.localStorage.setItem(storageKey, JSON.stringify(settings));
}
