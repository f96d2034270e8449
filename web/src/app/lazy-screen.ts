import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy screen that can also be asked to fetch its chunk ahead of React reaching it. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return Object.assign(lazy(load), { preload: load });
}

/** Fetches the chunk of a screen made by `lazyScreen`; nothing for any other component. */
export function preloadScreen(screen: unknown): Promise<unknown> {
  const preload = (screen as Partial<LazyScreen> | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}
