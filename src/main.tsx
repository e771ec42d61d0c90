import './theme/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootstrapGate } from './app/bootstrap-gate.tsx';
import { activateLang, rememberedLang } from './i18n/locale.ts';

const root = createRoot(document.getElementById('root')!);

// The catalog comes first so that even the loading and error states speak the visitor's language.
activateLang(rememberedLang())
  .catch(() => activateLang('cn'))
  .finally(() =>
    root.render(
      <StrictMode>
        <BootstrapGate />
      </StrictMode>,
    ),
  );
