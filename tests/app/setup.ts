import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeCookie } from '../../src/app/cookies.ts';
import { endSessionActor } from '../../src/app/session-runtime.ts';

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
