import './theme/global.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BootstrapGate, bootstrapSettled, startBootstrap } from './app/bootstrap-gate.tsx';
import { activateLang, rememberedLang } from './i18n/locale.ts';

const root = createRoot(document.getElementById('root')!);

const bootstrap = startBootstrap();
// The catalog and the tenant load side by side; the first render waits for both, so that even the
// error state speaks the visitor's language, and the page the server sent stays until then.
Promise.all([
  activateLang(rememberedLang()).catch(() => activateLang('cn')),
  bootstrapSettled(bootstrap),
]).finally(() =>
  // A transition lets React split the first render into short tasks: a phone stays responsive
  // while the page is built (Total Blocking Time), and the server's page shows until then.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BootstrapGate actor={bootstrap} />
      </StrictMode>,
    ),
  ),
);
