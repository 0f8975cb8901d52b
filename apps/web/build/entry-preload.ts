import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ENTRY_ROUTES } from '../src/app/entry-routes.ts';

/**
 * Writes a small inline script into index.html that, while the main bundle downloads, looks at
 * the location hash and starts what the entry page will ask for: its JavaScript chunks (with
 * every chunk they import) as modulepreload links, and its first image as a high-priority
 * preload. Without it these requests start only once the main bundle has run, one or two
 * network round trips later. The router's lazy import then finds the chunks already there.
 *
 * The server allows this one inline script by its hash (apps/api/src/app.ts).
 */
export function entryPreload(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'electro-entry-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
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
        // The entry and its static imports are in index.html already.
        const inHtml = new Set(closure(entry));
        const table = ENTRY_ROUTES.map((route) => {
          const file = path.resolve(root, route.module);
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === file);
          if (!chunk) throw new Error(`entry-preload: no chunk is built from ${route.module}`);
          const scripts = closure(chunk)
            .filter((fileName) => !inHtml.has(fileName))
            .map((fileName) => base + fileName);
          return [route.pattern.source, scripts, route.images];
        });
        // The hash is split as splitHash() in src/app/entry-routes.ts splits it.
        const script =
          `(function(){var h=location.hash.slice(1),q=h.indexOf('?'),p=(q<0?h:h.slice(0,q))||'/',` +
          `r=${JSON.stringify(table)},d=document.head;` +
          `function a(f,s,i){var l=document.createElement('link');l.rel=s?'modulepreload':'preload';if(s)l.crossOrigin='';` +
          `if(i){l.as='image';l.fetchPriority='high'}l.href=f;d.appendChild(l)}` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){` +
          `r[i][1].forEach(function(f){a(f,1)});r[i][2].forEach(function(f){a(f,0,1)});break}})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
