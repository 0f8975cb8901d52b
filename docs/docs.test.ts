import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The README and the docs name files, folders and scripts, and the README and
 * docs/ARCHITECTURE.md (a new engineer's way in) name functions; a rename that forgets them
 * leaves the next engineer looking for something that is gone. This checks what they name, not
 * what they leave out: a new file is not an error here. The other docs' names of code are
 * mostly of other programs' (`LimitNOFILE`, `HttpOnly`), so only their paths are checked.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checkedDocs = [
  'README.md',
  'docs/ARCHITECTURE.md',
  'docs/API.md',
  'docs/DEPLOY.md',
  'docs/PRODUCT.md',
  'docs/SECURITY.md',
];
const codeDocs = ['README.md', 'docs/ARCHITECTURE.md'];

/** Folders that hold no source: built, installed or written at run time. */
const skippedFolders = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  '.tmp',
]);

/** Named by the docs, but made by a build or a run, so absent from a fresh checkout. */
const generated = [
  /(^|\/)dist(-server)?(\/|$)/, // the builds (apps/web/dist, apps/web/dist-server, apps/api/dist)
  /^\.?\/?data\/?$/, // the embedded database's folder
  /^bench\/results(\/|$)/, // the benches' figures and pictures
  /^e2e\/screenshots\/?$/,
  /^DATA_DIR\//, // a setting's folder, not a path of the repository
  /^uploads\/?$/, // DATA_DIR's images folder
];

/** A name in a doc that reads as a file or folder of the repository. */
const fileExtension = /\.(?:ts|tsx|mts|mjs|cjs|js|json|md|html|css|sql|yml|yaml)$/;

function looksLikePath(word: string): boolean {
  // URLs, routes, globs, placeholders, package names, shell and code fragments.
  if (/[^\w./-]/.test(word) || word.startsWith('/') || word.startsWith('@')) return false;
  // A suffix (`.br`, `.d.mts`) or a stamp file, unless it names a folder (`.ci/run`).
  if (word.startsWith('.') && !word.slice(1).includes('/')) return false;
  if (word.includes('//') || word.includes('..')) return false;
  return word.includes('/') || fileExtension.test(word);
}

/** Every file and folder of the repository, relative to its root, folders ending in `/`. */
function repositoryEntries(): string[] {
  const entries: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.isDirectory() && skippedFolders.has(entry.name)) continue;
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.push(`${relative}/`);
        walk(relative);
      } else {
        entries.push(relative);
      }
    }
  };
  walk('');
  return entries;
}

/** The words inside `code spans` and fenced code blocks, and the targets of relative links. */
export function namedPaths(markdown: string): string[] {
  const words: string[] = [];
  const fences = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const [, block] of markdown.matchAll(fences)) words.push(...block!.split(/[\s,;()]+/));
  const prose = markdown.replace(fences, '');
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) words.push(span!);
  for (const [, target] of prose.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(target!)) words.push(target!);
  }
  const trimmed = words.map((word) => word.replace(/[.:]$/, ''));
  return [...new Set(trimmed.filter(looksLikePath).map((word) => word.replace(/^\.\//, '')))];
}

/**
 * A path starting at a top folder of the repository must be there as written; a shorter one
 * (`lib/order-book/idempotency.ts`, `start.mjs`, in a section about its folder) must end the
 * path of some file or folder. `docPath` is where the doc lives, for its relative links.
 */
export function missingPaths(names: string[], entries: string[], docPath: string): string[] {
  const all = new Set(entries);
  const folders = entries.filter((entry) => entry.endsWith('/')).map((e) => e.slice(0, -1));
  const topFolders = new Set(folders.filter((folder) => !folder.includes('/')));
  const folderNames = new Set(folders.map((folder) => path.posix.basename(folder)));
  return names.filter((name) => {
    if (generated.some((pattern) => pattern.test(name))) return false;
    // `Africa/Cairo`, `react-dom/static`, a lint rule: a slash but no extension, no trailing
    // slash and no folder of that name is not taken for a path.
    const first = name.split('/')[0]!;
    if (!fileExtension.test(name) && !name.endsWith('/') && !folderNames.has(first)) return false;
    const asFolder = name.endsWith('/') ? name : `${name}/`;
    const bare = name.replace(/\/$/, '');
    if (all.has(bare) || all.has(asFolder)) return false;
    const fromDoc = path.posix.normalize(path.posix.join(path.posix.dirname(docPath), bare));
    if (all.has(fromDoc) || all.has(`${fromDoc}/`)) return false;
    if (topFolders.has(bare.split('/')[0]!)) return true;
    return !entries.some((entry) => entry.endsWith(`/${bare}`) || entry.endsWith(`/${asFolder}`));
  });
}

/** Folders whose code the docs' function and type names point into. */
const codeFolders = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const codeExtension = /\.(?:ts|tsx|mts|mjs|cjs|js)$/;

/**
 * The names of code in `code spans` outside fenced blocks: camelCase or PascalCase words
 * (`usePlaceOrder`, `toOrder()`, `CartSummary`, each part of `queryClient.setQueryData`). A word
 * with no capital after its first letter (`submit`) reads as prose as often as code: not taken.
 */
export function namedIdentifiers(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const names: string[] = [];
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const code = span!.replace(/\(\)/g, '');
    if (!/^[A-Z_$][\w$]*(?:\.[A-Z_$][\w$]*)*$/i.test(code)) continue;
    for (const part of code.split('.')) {
      if (/[a-z]/.test(part) && /[A-Z]/.test(part.slice(1))) names.push(part);
    }
  }
  return [...new Set(names)];
}

/** The names no word of `code` spells (a declaration, a call, an import). */
export function missingIdentifiers(names: string[], code: string): string[] {
  const words = new Set(code.match(/[A-Z_$][\w$]*/gi) ?? []);
  return names.filter((name) => !words.has(name));
}

function repositoryCode(entries: string[]): string {
  return entries
    .filter((entry) => codeFolders.includes(entry.split('/')[0]!) && codeExtension.test(entry))
    .map((entry) => readFileSync(path.join(root, entry), 'utf8'))
    .join('\n');
}

type Scripts = Record<string, string>;

function scriptsOf(packageFolder: string): Scripts {
  const manifest = JSON.parse(readFileSync(path.join(root, packageFolder, 'package.json'), 'utf8'));
  return (manifest.scripts ?? {}) as Scripts;
}

/** `npm start`, `npm test`, `npm run x` (`--workspace w` / `-w w`), `npm run bench*` (a prefix). */
export function missingScripts(markdown: string, scriptsIn: (folder: string) => Scripts): string[] {
  const missing: string[] = [];
  const commands = /npm (?:run ([\w:.*-]+)|(start|test)\b)((?:[ \t]+[^\s`|&]+)*)/g;
  for (const [, run, builtIn, rest] of markdown.matchAll(commands)) {
    const name = (run ?? builtIn)!;
    const workspace = /(?:--workspace|-w)[ =]+(\S+)/.exec(rest ?? '')?.[1] ?? '.';
    const scripts = existsSync(path.join(root, workspace, 'package.json'))
      ? scriptsIn(workspace)
      : {};
    const found = name.endsWith('*')
      ? Object.keys(scripts).some((script) => script.startsWith(name.slice(0, -1)))
      : name in scripts;
    // `--if-present` names a script that may be absent on purpose.
    if (!found && !(rest ?? '').includes('--if-present')) {
      missing.push(workspace === '.' ? name : `${name} (${workspace})`);
    }
  }
  return [...new Set(missing)];
}

describe('the files, folders and scripts the docs name', () => {
  const entries = repositoryEntries();
  const code = repositoryCode(entries);

  it.each(checkedDocs)('%s names only paths that exist', (doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    const names = namedPaths(markdown);
    expect(names.length).toBeGreaterThan(5);
    expect(missingPaths(names, entries, doc)).toEqual([]);
  });

  it.each(checkedDocs)('%s names only npm scripts that exist', (doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    expect(missingScripts(markdown, scriptsOf)).toEqual([]);
  });

  it.each(codeDocs)('%s names only functions and types the code has', (doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8');
    expect(missingIdentifiers(namedIdentifiers(markdown), code)).toEqual([]);
  });

  it('reports a made-up path, folder and script', () => {
    const markdown = [
      'See `apps/api/src/lib/order-book/order-ledger.ts` and `lib/order-book/ledger.ts`,',
      'the `apps/web/src/widgets/` folder, `app/made-up`, `Africa/Cairo`, [a guide](docs/GUIDE.md), and run `npm run bench:moon`',
      'beside `npm run dev --workspace apps/web` and `npm run nothing -w apps/api`.',
      '```',
      'apps/api/src/app.ts    what exists',
      'plugins/imaginary.ts   what does not',
      '```',
    ].join('\n');
    expect(missingPaths(namedPaths(markdown), entries, 'README.md').sort()).toEqual([
      'app/made-up',
      'apps/api/src/lib/order-book/order-ledger.ts',
      'apps/web/src/widgets/',
      'docs/GUIDE.md',
      'lib/order-book/ledger.ts',
      'plugins/imaginary.ts',
    ]);
    expect(missingScripts(markdown, scriptsOf)).toEqual(['bench:moon', 'nothing (apps/api)']);
  });

  it('reports a made-up function, and takes the names of code only', () => {
    const markdown = [
      'Pay Now calls `usePlaceOrder().submit`, then `placeOrderTwice.mutate` and `toOrder()`;',
      'the page is a `CartSummary`, `submit` and `Contract v1.2` are words, `GET /orders` a route.',
      '```',
      'madeUpInFence()',
      '```',
    ].join('\n');
    const names = namedIdentifiers(markdown);
    expect(names).toEqual(['usePlaceOrder', 'placeOrderTwice', 'toOrder', 'CartSummary']);
    expect(missingIdentifiers(names, code)).toEqual(['placeOrderTwice']);
  });
});
