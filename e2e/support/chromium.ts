import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * The journeys need Debian's Chromium. As root we install it; otherwise we stop with the command,
 * because a browser test that skips silently is a test that never ran.
 */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: running "${INSTALL_COMMAND}"`);
    execFileSync('bash', ['-c', `${INSTALL_COMMAND} >/dev/null`], { stdio: 'inherit' });
    if (fs.existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo ${INSTALL_COMMAND}`);
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
