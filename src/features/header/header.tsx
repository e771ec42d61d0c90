import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { isMenuItemActive, menuLabelFor, menuPathFor } from '../../../domain/menu.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang } from '../../i18n/locale.ts';
import * as styles from './header.css.ts';
import { MenuLink } from './menu-link.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { navEntries } from './nav-entries.ts';
import { TopBar } from './top-bar.tsx';
import { useHeaderFixed } from './use-header-fixed.ts';

export function Header() {
  const { i18n, t } = useLingui();
  const { company, menus } = useTenant();
  const { pathname } = useLocation();
  const fixed = useHeaderFixed();
  const lang = currentLang();
  const userType = useSessionView((view) => view.userType);
  const entries = navEntries(i18n, menus, { spotFlag: company.spotFlag, userType });
  const logo = company.webOutLogo || company.webInLogo;
  const companyName = lang === 'en' ? company.companyNameSen : company.companyNameScn;
  // Narrow windows (header.css.ts) fold the menu behind a disclosure button; wide ones ignore it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    // The placeholder keeps the page from jumping when the header leaves the flow.
    <div className={styles.placeholder}>
      <header className={fixed ? styles.headerFixed : styles.header} data-fixed={fixed}>
        <a href="#main" className={styles.skipLink}>
          {t`Skip to content`}
        </a>
        <TopBar />
        <div className={styles.bottom}>
          <div className={styles.inner}>
            <MenuLink path="/index" newWindow={false} className={styles.logoLink}>
              {logo ? (
                <img src={logo} alt={companyName} className={styles.logo} {...styles.LOGO_BOX} />
              ) : (
                companyName
              )}
            </MenuLink>
            <button
              ref={menuButton}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span> {t`Menu`}
            </button>
            <nav
              aria-label={t`Main`}
              className={styles.navArea}
              onKeyDown={(event) => {
                // A dropdown inside handles its own Escape first; this one folds the whole menu.
                if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
                  closeMenu();
                  menuButton.current?.focus();
                }
              }}
            >
              <ul id={menuId} className={styles.nav} data-open={menuOpen}>
                {entries.map(({ key, item, dropdown, spotIndicator }) => {
                  const active = isMenuItemActive(item, pathname);
                  if (dropdown) {
                    return (
                      <NavDropdown
                        key={key}
                        item={item}
                        lang={lang}
                        active={active}
                        currentPath={pathname}
                        onNavigate={closeMenu}
                      />
                    );
                  }
                  const child = item.children[0];
                  if (!child) return null;
                  return (
                    <li key={key} className={styles.navItem}>
                      <MenuLink
                        path={menuPathFor(child, lang)}
                        newWindow={child.clickEvent.openNewWindow}
                        active={active}
                        className={active ? styles.navLinkActive : styles.navLink}
                        onNavigate={closeMenu}
                      >
                        {menuLabelFor(child, lang)}
                        {spotIndicator && <span className={styles.spotBadge}>SPOT</span>}
                      </MenuLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </div>
        </div>
      </header>
    </div>
  );
}
