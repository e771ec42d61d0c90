import { render, screen } from '@testing-library/react';
import { BootstrapGate, startBootstrap } from '../../../src/app/bootstrap-gate.tsx';
import { activateLang } from '../../../src/i18n/locale.ts';

/** Renders the whole portal at `path` in `lang` and waits for the header (the tenant has loaded). */
export async function renderPortal(path: string, lang: 'cn' | 'en' = 'cn') {
  await activateLang(lang);
  window.history.replaceState(null, '', path);
  const view = render(<BootstrapGate actor={startBootstrap()} />);
  return view;
}

/**
 * A first visit loads the route's chunk and catalogs: slower in jsdom than the default 1 s wait,
 * and seconds on a loaded 2-core machine (the app project's test timeout is 20 s).
 */
export const ROUTE_LOADED = { timeout: 15_000 };

export const waitForShell = () => screen.findByRole('navigation', { name: /Main|主导航/ }, ROUTE_LOADED);
