/**
 * Debian's Chromium started for Lighthouse: headless, with the flags this machine's closed
 * network needs, a fresh profile and a DevTools port on loopback.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium';
import { freePort, waitForOk } from '../scripts/store-process';

export type DebuggableChrome = { port: number; stop: () => Promise<void> };

export async function startDebuggableChrome(): Promise<DebuggableChrome> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'electro-lh-'));
  const chrome = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    const exited = new Promise((r) => chrome.once('exit', r));
    chrome.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    // Chromium's helper processes can still be writing the profile for a moment after the main
    // one exits: a removal that meets a folder filling again is retried (3.6 s in all).
    rmSync(profile, { recursive: true, force: true, maxRetries: 8, retryDelay: 100 });
  };
  try {
    await waitForOk(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, child: chrome });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
