import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { STAFF_USER_TYPE } from '../../../domain/constants.ts';
import { type Permission, permissionsOf } from '../../../domain/permissions.ts';
import { type AppRoute, CONSOLE_PAGES } from '../../../domain/routes.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { routeTitles } from '../../app/route-titles.ts';
import { useSessionView } from '../../app/session-view.ts';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { PageFrame } from '../freight/page-frame.tsx';
import { MenuLink } from '../header/menu-link.tsx';
import * as styles from './console-layout.css.ts';

const backHome = msg`Back to the portal`;
const profile = msg`My profile`;

/** The signed-in staff member's permissions (domain/permissions.ts), one string so renders stay stable. */
const useHeldPermissions = (): readonly Permission[] => {
  const held = useSessionView((view) => permissionsOf(view).join(','));
  return held === '' ? [] : (held.split(',') as Permission[]);
};

/**
 * The staff console (spec §6): its own frame, no header or footer, a side menu on wide screens that
 * folds into a menu button on phones (390 px), listing the dashboard and only the pages the staff
 * member's roles allow (domain/routes.ts CONSOLE_PAGES). A visitor is asked to log in; a customer is
 * told the console is for staff.
 */
export function ConsoleLayout() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const router = useRouter();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const isStaff = useSessionView((view) => view.userType === STAFF_USER_TYPE);
  const held = useHeldPermissions();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const routes: AppRoute[] = [
    '/console',
    ...CONSOLE_PAGES.filter(({ permission }) => held.includes(permission)).map(({ path }) => path),
  ];
  const title = (Object.hasOwn(routeTitles, pathname) ? pathname : '/console') as AppRoute;
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t`Staff console`}>
        <div className={styles.sideHead}>
          <p className={styles.sideTitle}>{i18n._(routeTitles['/console'])}</p>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((was) => !was)}
          >
            {t`Menu`}
          </button>
        </div>
        <div id={menuId} className={open ? styles.menuOpen : styles.menu}>
          {isStaff && (
            <ul className={styles.list}>
              {routes.map((route) => (
                <li key={route}>
                  <MenuLink
                    path={route}
                    newWindow={false}
                    active={pathname === route}
                    // A page chosen on a phone folds the menu again.
                    onNavigate={() => setOpen(false)}
                    className={pathname === route ? styles.linkActive : styles.link}
                  >
                    {i18n._(routeTitles[route])}
                  </MenuLink>
                </li>
              ))}
            </ul>
          )}
          <ul className={styles.list}>
            {isStaff && (
              <li>
                <MenuLink path="/workspace/editInfo" newWindow={false} className={styles.link}>
                  {i18n._(profile)}
                </MenuLink>
              </li>
            )}
            <li>
              <MenuLink path="/index" newWindow={false} className={styles.link}>
                {i18n._(backHome)}
              </MenuLink>
            </li>
          </ul>
        </div>
      </nav>
      <div className={styles.content}>
        {!loggedIn ? (
          <PageFrame route={title}>
            <StatusPanel
              tone="info"
              title={t`Please log in to use the staff console.`}
              action={{ label: t`Log in`, onClick: () => openLoginDialog({ view: 'emailLogin' }) }}
            />
          </PageFrame>
        ) : isStaff ? (
          <Outlet />
        ) : (
          <PageFrame route={title}>
            <StatusPanel
              tone="error"
              title={t`This page is for staff only.`}
              detail={t`Your orders and bookings are in your workspace.`}
              action={{
                label: t`Open my workspace`,
                onClick: () => void router.navigate({ to: '/workspace/order' }),
              }}
            />
          </PageFrame>
        )}
      </div>
    </div>
  );
}
