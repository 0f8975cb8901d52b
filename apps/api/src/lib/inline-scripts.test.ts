import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script body exactly, and skips external and empty scripts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'electro-html-'));
    const file = path.join(dir, 'index.html');
    const boot = '(function(){var p=location.hash;if(p)document.head.appendChild(x)})()';
    writeFileSync(
      file,
      `<html><head><script type="module" crossorigin src="/assets/index.js"></script>` +
        `<script>${boot}</script><script> </script></head>` +
        `<body><script type="text/javascript">\nwindow.a = 1;\n</script></body></html>`,
    );
    expect(inlineScriptHashes(file)).toEqual([sha(boot), sha('\nwindow.a = 1;\n')]);
  });

  it('returns nothing when the storefront is not built', () => {
    expect(inlineScriptHashes(path.join(os.tmpdir(), 'no-such-dir', 'index.html'))).toEqual([]);
  });
});
