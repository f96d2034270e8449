// Build step: the app's code in a few large chunks instead of some two hundred small ones.
// Left to itself the bundler gives each set of lazy screens that shares a module a chunk of its
// own: a company's screen then took about a hundred requests (round trips on a phone's network
// on a first visit) and a `modulepreload` link each, added by a long task at start-up. Instead:
// - `login-page`: what the prerendered /login's own script imports, so that the page still
//   loads a few kilobytes and not the app;
// - `app`: everything the entry imports, and the login screen's modules (the app draws /login
//   itself in another language or look): one chunk before the first screen;
// - `ui`: the component libraries' modules the entry does not load (Chakra's, Ark's, zag's), in
//   one chunk for every lazy screen;
// - `public`: what the public pages import (a link opened without an account, the landing
//   page), so that they do not load the company screens' code;
// - `workspace`: every other module that two or more lazy chunks share (the layout and the
//   screens' common parts): one chunk for any screen inside a company;
// - each screen keeps a chunk of its own for what only it uses; the languages' messages and the
//   charts stay apart, as only one screen or language loads each.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { buildsTheApp } from './prerender';

type ModuleGraph = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** A module and everything it imports statically. */
function staticClosure(graph: ModuleGraph, starts: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  starts.forEach(visit);
  return found;
}

const UI_LIBRARIES = /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui)[\\/]/;

export function fewerChunks(options: {
  pageScript: string;
  firstScreen: string;
  publicScreens: string[];
}): Plugin {
  let root = '';
  let pageModules = new Set<string>();
  let publicModules = new Set<string>();
  // Entry modules stay in their entry chunks: one captured by a group leaves its entry an empty
  // chunk importing the group's.
  let entryModules = new Set<string>();
  const notAnEntry = (id: string) => !entryModules.has(id);
  return {
    name: 'concord-fewer-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'login-page', test: (id) => pageModules.has(id), priority: 3 },
                { name: 'app', tags: ['$initial'], test: notAnEntry, priority: 2 },
                {
                  name: 'ui',
                  test: (id) => UI_LIBRARIES.test(id) && notAnEntry(id),
                  priority: 1.5,
                },
                {
                  name: 'public',
                  test: (id) => publicModules.has(id) && notAnEntry(id),
                  priority: 1.2,
                },
                { name: 'workspace', minShareCount: 2, test: notAnEntry, priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildStart(inputOptions) {
      // An entry of its own, so that its modules count as initial and join the app's chunk.
      if (buildsTheApp(inputOptions.input))
        this.emitFile({ type: 'chunk', id: path.join(root, options.firstScreen) });
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      // An HTML entry's module only imports its scripts: those are the entry's modules.
      const scripts = entries
        .filter((id) => id.endsWith('.html'))
        .flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      entryModules = new Set([...entries, ...scripts]);
      const named = (file: string) =>
        ids.filter((id) => id.split('?')[0]!.endsWith(path.normalize(file)));
      const pageScript = named(options.pageScript);
      // The page script itself stays the entry of its own chunk.
      pageModules = staticClosure(this, pageScript);
      pageScript.forEach((id) => pageModules.delete(id));
      // A screen's own modules stay in its chunk: only what it imports is shared.
      const screens = options.publicScreens.flatMap(named);
      publicModules = staticClosure(this, screens);
      screens.forEach((id) => publicModules.delete(id));
    },
  };
}
