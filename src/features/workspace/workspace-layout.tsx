import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { STAFF_WORKSPACE_ROUTES, WORKSPACE_ROUTES } from '../../../domain/routes.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './workspace-layout.css.ts';

const backHome = msg`Back to the portal`;

/** Spec §2: the workspace has no header or footer; its five children sit beside a side menu. */
export function WorkspaceLayout() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  // Staff (user type 2) see more: the certification review sits beside the five children.
  const routes = isStaff ? [...WORKSPACE_ROUTES, ...STAFF_WORKSPACE_ROUTES] : WORKSPACE_ROUTES;
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
        <Outlet />
      </div>
    </div>
  );
}
