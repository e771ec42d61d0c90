import { useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRouter } from '@tanstack/react-router';
import { STAFF_USER_TYPE, VERSION_LABEL } from '../../../domain/constants.ts';
import { userTypeLabel } from '../../../domain/menu.ts';
import { headerNameOf } from '../../../machines/auth/session-fields.ts';
import { sessionActor } from '../../app/session-runtime.ts';
import { useSessionView } from '../../app/session-view.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang } from '../../i18n/locale.ts';
import { usePictureUrl } from '../profile/use-picture-url.ts';
import * as styles from './user-menu.css.ts';

/**
 * Spec §2, logged-in user dropdown: welcome with the company name, the version label, the user name
 * with the user-type label, edit info, my quotation, my advance booking, my space, logout.
 */
export default function UserMenu() {
  const { t } = useLingui();
  const router = useRouter();
  const { company } = useTenant();
  const loggedIn = useSessionView((view) => view.loggedIn);
  const userName = useSessionView((view) => view.userName);
  const nameEn = useSessionView((view) => view.nameEn);
  const userType = useSessionView((view) => view.userType);
  const userCompany = useSessionView((view) => view.userCompanyName);
  const picture = usePictureUrl(useSessionView((view) => view.headPic ?? ''));
  if (!loggedIn) return null;

  const lang = currentLang();
  const en = lang === 'en';
  const name = headerNameOf({ userName, nameEn }, lang);
  const companyName = userCompany || (en ? company.companyNameSen : company.companyNameScn);
  const label = userTypeLabel(userType) === 'internal' ? t`Internal` : t`Customer`;
  const go = (href: string) => () => void router.navigate({ href });

  return (
    <Menu.Root>
      <Menu.Trigger className={styles.trigger} title={name}>
        {picture && <img src={picture} alt="" className={styles.avatar} data-testid="header-avatar" />}
        <span className={styles.name}>{name}</span> <span aria-hidden="true">▾</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={6}>
          <Menu.Label className={styles.welcome}>{t`Welcome, ${companyName}`}</Menu.Label>
          <Menu.Label className={styles.muted}>{VERSION_LABEL}</Menu.Label>
          <Menu.Label className={styles.user}>
            {name} <span className={styles.badge}>{label}</span>
          </Menu.Label>
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} onSelect={go('/workspace/editInfo')}>
            {t`Edit info`}
          </Menu.Item>
          {/* Staff have no quotations, bookings or space of their own: their work is the console. */}
          {userType === STAFF_USER_TYPE ? (
            <Menu.Item className={styles.item} onSelect={go('/console')}>
              {t`Staff console`}
            </Menu.Item>
          ) : (
            <>
              <Menu.Item className={styles.item} onSelect={go('/workspace/myQuotation')}>
                {t`My quotation`}
              </Menu.Item>
              <Menu.Item className={styles.item} onSelect={go('/workspace/myReserve')}>
                {t`My advance booking`}
              </Menu.Item>
              <Menu.Item className={styles.item} onSelect={go('/workspace/reserveCabin')}>
                {t`My space`}
              </Menu.Item>
            </>
          )}
          <Menu.Separator className={styles.separator} />
          <Menu.Item className={styles.item} onSelect={() => sessionActor().send({ type: 'LOGOUT' })}>
            {t`Logout`}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
