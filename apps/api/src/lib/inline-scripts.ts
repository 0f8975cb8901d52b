import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * CSP sources ('sha256-...') for the inline <script> elements of the storefront's index.html:
 * the build writes one (apps/web/build/entry-preload.ts), and the policy allows exactly it,
 * never inline scripts in general.
 */
export function inlineScriptHashes(htmlFile: string): string[] {
  if (!existsSync(htmlFile)) return [];
  const html = readFileSync(htmlFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
