import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { type AppRoute, STAFF_WORKSPACE_PAGE, WORKSPACE_ROUTES } from '../../../domain/routes.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './workspace-layout.css.ts';

const backHome = msg`Back to the portal`;

/** Spec §2: the workspace has no header or footer; its five children sit beside a side menu. */
export function WorkspaceLayout() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  // Staff (user type 2) work in the console (/console, the router sends them there); here they keep
  // only their own profile.
  const router = useRouter();
  // Only while a workspace page shows: leaving the workspace renders this frame once more.
  const away = isStaff && pathname.startsWith('/workspace') && pathname !== STAFF_WORKSPACE_PAGE;
  // A session restored (or signed in) as staff after the page opened goes the router's way too.
  useEffect(() => {
    if (away) void router.navigate({ to: '/console', replace: true });
  }, [away, router]);
  const routes: readonly AppRoute[] = isStaff ? [STAFF_WORKSPACE_PAGE, '/console'] : WORKSPACE_ROUTES;
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t`Workspace`}>
        <h1 className={styles.sideTitle}>{i18n._(routeTitles['/workspace'])}</h1>
        <ul className={styles.list}>
          {routes.map((route) => (
            <li key={route}>
              <MenuLink
                path={route}
                newWindow={false}
                active={pathname === route}
                className={pathname === route ? styles.linkActive : styles.link}
              >
                {i18n._(routeTitles[route])}
              </MenuLink>
            </li>
          ))}
        </ul>
        <MenuLink path="/index" newWindow={false} className={styles.link}>
          {i18n._(backHome)}
        </MenuLink>
      </nav>
      <div className={styles.content}>
        {/* Every workspace page is a signed-in page; a visitor gets its title and the way in. */}
        {loggedIn ? (
          <Outlet />
        ) : (
          <PageFrame route={(Object.hasOwn(routeTitles, pathname) ? pathname : '/workspace') as AppRoute}>
            <StatusPanel
              tone="info"
              title={t`Please log in to use your workspace.`}
              action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
            />
          </PageFrame>
        )}
      </div>
    </div>
  );
}
