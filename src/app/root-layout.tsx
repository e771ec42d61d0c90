import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { BARE_ROUTES } from '../../domain/routes.ts';
import { Header } from '../features/header/header.tsx';
import { ThemeProvider } from '../features/theme-picker/theme-provider.tsx';
import { LoginDialogHost } from './login-dialog-host.tsx';
import * as styles from './root-layout.css.ts';
import { notFoundTitle } from './route-titles.ts';
import { hasStoredCredential, useSessionView } from './session-view.ts';
import { useTenant } from './tenant-context.ts';
import { useMailLink } from './use-mail-link.ts';

// Not needed for the first paint: loaded after it, outside the first-load bundle.
const ContactCard = lazy(() => import('../features/contact-card/contact-card.tsx'));
const ToastHost = lazy(() => import('../ui/toast-host.tsx'));
// Below the fold: the footer and its colour picker load right after the first paint.
const Footer = lazy(() =>
  import('../features/footer/footer.tsx').then(({ Footer }) => ({ default: Footer })),
);

const isBareRoute = (path: string) =>
  BARE_ROUTES.some((bare) => path === bare || path.startsWith(`${bare}/`));

function useDocumentTitle() {
  const { i18n } = useLingui();
  const { company } = useTenant();
  const matches = useMatches();
  const title = matches.findLast((match) => match.staticData?.title)?.staticData.title ?? notFoundTitle;
  const companyName = i18n.locale === 'en' ? company.companyNameSen : company.companyNameScn;
  useEffect(() => {
    document.title = `${i18n._(title)} - ${companyName}`;
  }, [i18n, title, companyName]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useDocumentTitle();
  useMailLink();
  useEffect(() => {
    // A stored credential needs its machine (user info, 401s); an anonymous visit loads it on login.
    if (hasStoredCredential()) void import('./session-runtime.ts').then(({ sessionActor }) => sessionActor());
  }, []);
  const bare = isBareRoute(pathname);
  // A signed-in customer's card is the contact customer service assigned them (spec §6): asked again
  // when the session begins or ends.
  const loggedIn = useSessionView((view) => view.loggedIn);
  return (
    <ThemeProvider>
      {!bare && <Header />}
      <main id="main" className={bare ? styles.bareMain : styles.main}>
        <Outlet />
      </main>
      {/* Between the page and the footer: its sticky bubble never covers the footer (contact-card.css.ts). */}
      <Suspense fallback={null}>{!bare && <ContactCard key={String(loggedIn)} />}</Suspense>
      {!bare && (
        <Suspense fallback={<div className={styles.footerPlaceholder} />}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
      <LoginDialogHost />
    </ThemeProvider>
  );
}
