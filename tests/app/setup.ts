import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setAppClock } from '../../src/app/clock.ts';
import { removeCookie } from '../../src/app/cookies.ts';
import { endSessionActor } from '../../src/app/session-runtime.ts';
import { testNow } from '../support/test-clock.ts';

// Weeks offered, the footer's year: the app reads the run's pinned "now" (TEST_NOW), never the host's.
setAppClock(testNow);

// findBy*/waitFor poll the DOM for 1 s by default: too short on a loaded 2-core machine. A missing
// element still fails, within the project's 20 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: the router's scroll-to-top and Radix's pointer APIs need stand-ins.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  endSessionActor();
  vi.unstubAllGlobals();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) removeCookie(decodeURIComponent(name));
  }
});
