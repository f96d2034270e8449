import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadFontFamily } from './fonts';
import { loadSettings, saveSettings, type Settings } from './settings';

export type SettingsContextValue = {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
};

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(loadSettings);

  useEffect(() => {
    saveSettings(settings);
    const html = document.documentElement;
    html.dir = settings.rtlLayout ? 'rtl' : 'ltr';
    html.lang = settings.locale;
    loadFontFamily(settings.fontFamily);
  }, [settings]);

  const update = useCallback(
    (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch })),
    [],
  );
  const reset = useCallback(() => {
    window.localStorage.removeItem('concord-settings');
    setSettings(loadSettings());
  }, []);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
