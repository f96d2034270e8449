import type { FontFamily } from './settings';

/**
 * The faces of each font family, as CSS chunks. Roboto, the default, is in the entry (main.tsx)
 * and preloaded with the page; the others are fetched only when someone chooses them or opens
 * the picker that shows them.
 */
const families: Record<FontFamily, () => Promise<unknown>> = {
  Roboto: () => Promise.resolve(),
  Poppins: () =>
    Promise.all([
      import('@fontsource/poppins/400.css'),
      import('@fontsource/poppins/500.css'),
      import('@fontsource/poppins/700.css'),
    ]),
  Inter: () =>
    Promise.all([
      import('@fontsource/inter/400.css'),
      import('@fontsource/inter/500.css'),
      import('@fontsource/inter/700.css'),
    ]),
};

/** Loads a family's faces; a failed fetch leaves the fallback fonts, nothing worse. */
export function loadFontFamily(family: FontFamily): void {
  families[family]().catch(() => undefined);
}
