import { useLingui } from '@lingui/react/macro';
import type { MenuChild } from '../../../../domain/api/company.ts';
import { menuProblem, SiteContentLimit } from '../../../../domain/tenant/site-content.ts';
import * as button from '../../../ui/button.css.ts';
import { Checkbox, TextField } from '../../../ui/form-field.tsx';
import { ConfirmRemove, MoveButtons } from './confirm-remove.tsx';
import { moved, replaced } from './list-order.ts';
import * as styles from './site-content.css.ts';
import { type EditedMenu, loadMenus, saveMenus } from './site-content-calls.ts';
import { SiteFormFrame } from './site-form-frame.tsx';
import { inLanguage, useSiteForm } from './use-site-form.ts';

const NEW_ENTRY: MenuChild = {
  label: '',
  labelEn: '',
  clickEvent: { path: '', pathEn: '', openNewWindow: false },
};

/**
 * The header's menu list (spec §2 Header): dropdowns and their entries in both languages, each
 * entry's path (a page of the portal, or an https address) and whether it opens a new window.
 * Reordering is by buttons; removing asks first; nothing changes on the site until saved.
 */
export function MenuEditor() {
  const { t } = useLingui();
  const form = useSiteForm<'menus', EditedMenu>({
    firstQuery: 'menus',
    load: (_query, signal) => loadMenus(signal),
    save: saveMenus,
    problemOf: menuProblem,
  });
  return (
    <SiteFormFrame
      title={t`Menus`}
      lead={t`The header's menus. A path is a page of this site (such as /rates) or a full https:// address.`}
      form={form}
    >
      {(menus) => {
        const set = form.setDraft;
        return (
          <>
            {menus.map((item, i) => {
              const name = inLanguage(item.sName, item.sNameEn) || t`Menu ${i + 1}`;
              const at = `menus.${i}`;
              const setItem = (next: EditedMenu[number]) => set(replaced(menus, i, next));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is what they are
                <fieldset key={i} className={styles.panel}>
                  <legend className={styles.legend}>{t`Menu ${i + 1}: ${name}`}</legend>
                  <div className={styles.grid}>
                    <TextField
                      label={t`Name (Chinese)`}
                      value={item.sName}
                      maxLength={SiteContentLimit.label}
                      error={form.errorFor(`${at}.sName`, t`Menu name`)}
                      onChange={(event) => setItem({ ...item, sName: event.target.value })}
                    />
                    <TextField
                      label={t`Name (English)`}
                      value={item.sNameEn}
                      maxLength={SiteContentLimit.label}
                      onChange={(event) => setItem({ ...item, sNameEn: event.target.value })}
                    />
                  </div>
                  {item.children.map((child, j) => {
                    const entryName = inLanguage(child.label, child.labelEn) || t`Entry ${j + 1}`;
                    const cat = `${at}.children.${j}`;
                    const setChild = (next: MenuChild) =>
                      setItem({ ...item, children: replaced(item.children, j, next) });
                    const setEvent = (change: Partial<MenuChild['clickEvent']>) =>
                      setChild({ ...child, clickEvent: { ...child.clickEvent, ...change } });
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is what they are
                      <fieldset key={j} className={styles.nested}>
                        <legend className={styles.legend}>{t`Entry ${j + 1}: ${entryName}`}</legend>
                        <div className={styles.grid}>
                          <TextField
                            label={t`Label (Chinese)`}
                            value={child.label}
                            maxLength={SiteContentLimit.label}
                            error={form.errorFor(`${cat}.label`, t`Label`)}
                            onChange={(event) => setChild({ ...child, label: event.target.value })}
                          />
                          <TextField
                            label={t`Label (English)`}
                            value={child.labelEn}
                            maxLength={SiteContentLimit.label}
                            onChange={(event) => setChild({ ...child, labelEn: event.target.value })}
                          />
                          <TextField
                            label={t`Path`}
                            value={child.clickEvent.path}
                            maxLength={SiteContentLimit.path}
                            error={form.errorFor(`${cat}.path`, t`Path`)}
                            onChange={(event) => setEvent({ path: event.target.value })}
                          />
                          <TextField
                            label={t`Path in English`}
                            optionalText={t`(optional)`}
                            value={child.clickEvent.pathEn}
                            maxLength={SiteContentLimit.path}
                            error={form.errorFor(`${cat}.pathEn`, t`Path in English`)}
                            onChange={(event) => setEvent({ pathEn: event.target.value })}
                          />
                        </div>
                        <Checkbox
                          label={t`Opens in a new window`}
                          checked={child.clickEvent.openNewWindow}
                          onChange={(event) => setEvent({ openNewWindow: event.target.checked })}
                        />
                        <div className={styles.actions}>
                          <MoveButtons
                            name={entryName}
                            index={j}
                            count={item.children.length}
                            onMove={(from, to) =>
                              setItem({ ...item, children: moved(item.children, from, to) })
                            }
                          />
                          <ConfirmRemove
                            label={t`Remove ${entryName}`}
                            question={t`Remove the entry ${entryName}?`}
                            onConfirm={() =>
                              setItem({ ...item, children: item.children.filter((_, index) => index !== j) })
                            }
                          />
                        </div>
                      </fieldset>
                    );
                  })}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={button.secondary}
                      disabled={item.children.length >= SiteContentLimit.menuChildren}
                      onClick={() => setItem({ ...item, children: [...item.children, NEW_ENTRY] })}
                    >
                      {t`Add an entry to ${name}`}
                    </button>
                    <MoveButtons
                      name={name}
                      index={i}
                      count={menus.length}
                      onMove={(from, to) => set(moved(menus, from, to))}
                    />
                    <ConfirmRemove
                      label={t`Remove ${name}`}
                      question={t`Remove the menu ${name} and its entries?`}
                      onConfirm={() => set(menus.filter((_, index) => index !== i))}
                    />
                  </div>
                </fieldset>
              );
            })}
            <div className={styles.actions}>
              <button
                type="button"
                className={button.secondary}
                disabled={menus.length >= SiteContentLimit.menuItems}
                onClick={() => set([...menus, { sName: '', sNameEn: '', children: [NEW_ENTRY] }])}
              >
                {t`Add a menu`}
              </button>
            </div>
          </>
        );
      }}
    </SiteFormFrame>
  );
}
