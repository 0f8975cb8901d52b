/** Debian's Chromium, as the browser tests and the benchmarks start it. */

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless run as root on a machine with no network but loopback: without the
 * background-networking ones Chromium keeps trying hosts it cannot reach. playwright-core adds
 * its own headless flag; a Chromium started by hand adds `--headless=new`.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
