// The browser of the bench: the system's Chromium, with the browser tests' flags.
import { CHROMIUM_ARGS, CHROMIUM_PATH as SYSTEM_CHROMIUM } from '../../tests/e2e/support/config.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? SYSTEM_CHROMIUM;
export const CHROMIUM_FLAGS = CHROMIUM_ARGS;

/** Lighthouse's mobile network (its "slow 4G" preset) and the CPU slowdown the issue asks for. */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
