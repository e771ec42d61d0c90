import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { type AppRoute, WORKSPACE_ROUTES } from '../../../domain/routes.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './workspace-layout.css.ts';

const backHome = msg`Back to the portal`;

/** The one workspace page staff keep (their name, password, sessions): the rest is a customer's. */
const STAFF_PROFILE = '/workspace/editInfo';

/** Spec §2: the workspace has no header or footer; its five children sit beside a side menu. */
export function WorkspaceLayout() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  // Staff (user type 2) work in the console (/console); here they keep only their own profile.
  const routes: readonly AppRoute[] = isStaff ? [STAFF_PROFILE, '/console'] : WORKSPACE_ROUTES;
  if (loggedIn && isStaff && pathname !== STAFF_PROFILE) return <Navigate to="/console" replace />;
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
        {/* Issue 11: every workspace page is a signed-in page; a visitor gets its title and the way in. */}
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
