import { useId, useRef, useState } from 'react';
import type { MenuItem } from '../../../domain/api/company.ts';
import type { LanguageCode } from '../../../domain/constants.ts';
import { menuLabelFor, menuPathFor } from '../../../domain/menu.ts';
import * as styles from './header.css.ts';
import { MenuLink } from './menu-link.tsx';

interface NavDropdownProps {
  item: MenuItem;
  lang: LanguageCode;
  active: boolean;
  currentPath: string;
  /** Called after a child link navigates (the folded header menu closes then). */
  onNavigate: () => void;
}

/**
 * A disclosure menu (WAI-ARIA navigation pattern): a button that opens a list of links on click,
 * hover or keyboard; Escape closes it and returns focus to the button.
 */
export function NavDropdown({ item, lang, active, currentPath, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A mouse opens the menu on hover; its click must then not toggle it shut again.
  const openedByHover = useRef(false);
  const label = (lang === 'en' && item.sNameEn) || item.sName;
  return (
    <li
      className={styles.navItem}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Handled: the folded header menu around it stays open.
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={active ? styles.navLinkActive : styles.navLink}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!open}>
        {item.children.map((child) => {
          const path = menuPathFor(child, lang);
          return (
            <li key={path}>
              <MenuLink
                path={path}
                newWindow={child.clickEvent.openNewWindow}
                active={path === currentPath}
                className={path === currentPath ? styles.dropdownLinkActive : styles.dropdownLink}
                onNavigate={() => {
                  setOpen(false);
                  onNavigate();
                }}
              >
                {menuLabelFor(child, lang)}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
