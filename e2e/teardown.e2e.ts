/**
 * The journeys' teardown (`it` in browser.ts): a test that fails still closes the contexts it
 * opened, and leaves its trace and a picture of its page in e2e/traces; a test that passes
 * leaves nothing there.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import { TRACES, it, traceName } from './browser';

const savedFor = (fullName: string) =>
  ['zip', 'png'].map((kind) => path.join(TRACES, `${traceName(fullName)}.${kind}`));

describe("the journeys' teardown", () => {
  let failed: { context: BrowserContext; closed: boolean; name: string } | undefined;

  it.fails('fails with its page open', async ({ open, task }) => {
    for (const file of savedFor(task.fullName)) rmSync(file, { force: true });
    const { page, context } = await open({ width: 390 });
    const seen = { context, closed: false, name: task.fullName };
    context.on('close', () => {
      seen.closed = true;
    });
    failed = seen;
    await page.setContent('<h1>Half way</h1>');
    expect(await page.getByRole('heading').textContent()).toBe('All the way');
  });

  it("closed the failed test's context and kept its trace and picture", ({ browser }) => {
    expect(failed?.closed).toBe(true);
    expect(browser.contexts()).not.toContain(failed?.context);
    for (const file of savedFor(failed!.name)) {
      expect(existsSync(file), file).toBe(true);
      rmSync(file);
    }
  });

  let passed: { context: BrowserContext; name: string } | undefined;
  it('opens a page for a test that passes', async ({ open, task }) => {
    const { page, context } = await open();
    passed = { context, name: task.fullName };
    await page.setContent('<h1>All the way</h1>');
    expect(await page.getByRole('heading').textContent()).toBe('All the way');
  });

  it('closed the passed test’s context and saved nothing', ({ browser }) => {
    expect(browser.contexts()).not.toContain(passed?.context);
    for (const file of savedFor(passed!.name)) expect(existsSync(file), file).toBe(false);
  });
});
