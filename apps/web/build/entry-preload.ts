import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { bootEntry, ENTRY_DATA_GLOBAL, startEntry } from '../src/lib/entry-boot.ts';
import type { BootRoute } from '../src/lib/entry-boot.ts';
import { ENTRY_ROUTES } from '../src/app/entry-routes.ts';
import { THEME_STORAGE_KEY } from '../../../packages/shared/src/constants.ts';
import { applyTheme, readSavedIsDark } from '../src/lib/theme.ts';
import { holdEarlyClicksScript } from '../src/lib/early-clicks.ts';

/**
 * Writes a small inline script into index.html that, while the main bundle downloads, looks at
 * the address and starts what the entry page will ask for: its JavaScript chunks (with
 * every chunk they import) as modulepreload links, its first image as a high-priority preload
 * and its API data (src/lib/entry-boot.ts). Without it these requests start only once the main
 * bundle has run, one or two network round trips later.
 *
 * It applies the saved theme first (the shell paints before any module runs), then starts the
 * main bundle once the shell has painted (startEntry): Vite's module script tag becomes one more
 * modulepreload link, and every modulepreload link is of low priority, so the stylesheet and the
 * shell's first paint come before any script (a phone on a slow network sees the shell sooner,
 * and Lighthouse no longer counts the bundle in the first paint).
 *
 * The server allows this one inline script by its hash (apps/api/src/app.ts).
 */
/** The module index.html loads, relative to apps/web. */
const MAIN_MODULE = 'src/app/main.tsx';

export function entryPreload(): Plugin {
  let base = '/';
  let root = '';
  // What each module imports dynamically, to find the chunks main.tsx itself imports that way.
  const dynamicImports = new Map<string, readonly string[]>();
  return {
    name: 'electro-entry-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    moduleParsed(info) {
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
            .map((item) => [item.fileName, item]),
        );
        const closure = (start: Rollup.OutputChunk): string[] => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return;
            seen.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
          };
          visit(start.fileName);
          return [...seen];
        };
        // The entry and its static imports are in index.html already. main.tsx imports React DOM
        // dynamically (to evaluate it in a task of its own): that chunk is preloaded in
        // index.html too, since every page needs it; the pages' own dynamic imports are not.
        const staticImports = new Set(closure(entry));
        const startIds = dynamicImports.get(path.resolve(root, MAIN_MODULE)) ?? [];
        if (startIds.length === 0) throw new Error(`entry-preload: ${MAIN_MODULE} imports nothing`);
        const startChunks = startIds
          .map((id) => [...chunks.values()].find((item) => item.facadeModuleId === id))
          .filter((chunk): chunk is Rollup.OutputChunk => chunk !== undefined)
          .flatMap(closure)
          .filter((fileName, index, all) => all.indexOf(fileName) === index)
          .filter((fileName) => !staticImports.has(fileName));
        const inHtml = new Set([...staticImports, ...startChunks]);
        const table = ENTRY_ROUTES.map((route) => {
          const file = path.resolve(root, route.module);
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === file);
          if (!chunk) throw new Error(`entry-preload: no chunk is built from ${route.module}`);
          const scripts = closure(chunk)
            .filter((fileName) => !inHtml.has(fileName))
            .map((fileName) => base + fileName);
          return [route.pattern.source, scripts, route.images, route.data] satisfies BootRoute;
        });
        const entrySrc = base + entry.fileName;
        const moduleScript = new RegExp(
          `<script type="module" crossorigin src="${escapeRegExp(entrySrc)}"></script>`,
        );
        if (!moduleScript.test(html)) {
          throw new Error(`entry-preload: index.html has no module script for ${entrySrc}`);
        }
        const startLinks = startChunks
          .map(
            (fileName) => `\n    <link rel="modulepreload" crossorigin href="${base}${fileName}">`,
          )
          .join('');
        const deferredHtml = html
          .replace(
            moduleScript,
            `<link rel="modulepreload" crossorigin href="${entrySrc}">${startLinks}`,
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin ',
            '<link rel="modulepreload" crossorigin fetchpriority="low" ',
          );
        const script =
          // The saved theme first: the shell paints before the main bundle runs.
          `(${applyTheme.toString()})((${readSavedIsDark.toString()})(${JSON.stringify(THEME_STORAGE_KEY)}));` +
          // Clicks on a server-rendered page's buttons before React handles them are kept.
          holdEarlyClicksScript() +
          `(${bootEntry.toString()})(${JSON.stringify(table)},${JSON.stringify(ENTRY_DATA_GLOBAL)});` +
          `(${startEntry.toString()})(${JSON.stringify(entrySrc)})`;
        return {
          html: deferredHtml,
          tags: [{ tag: 'script', children: script, injectTo: 'head' }],
        };
      },
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
