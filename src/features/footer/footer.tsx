import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { appNow } from '../../app/clock.ts';
import { useTenant } from '../../app/tenant-context.ts';
import { currentLang } from '../../i18n/locale.ts';
import { MenuLink } from '../header/menu-link.tsx';
import { ThemePicker } from '../theme-picker/theme-picker.tsx';
import * as styles from './footer.css.ts';

const footerLinks = [
  { label: msg`Freight Rates`, path: '/rates' },
  { label: msg`Sea-Rail`, path: '/seaRailway' },
  { label: msg`Global Solutions`, path: '/throughoutWorld' },
  { label: msg`Available Space`, path: '/lookPresentCabin' },
  { label: msg`Pre-recorded Search`, path: '/prerecordingSearch' },
  { label: msg`Sailing Schedules`, path: '/schedules' },
  { label: msg`Tracking`, path: '/tracking' },
  { label: msg`About Us`, path: '/about' },
  { label: msg`Services`, path: '/service' },
  { label: msg`Contact Us`, path: '/contact' },
];

const clientLink = { label: msg`Desktop Client`, path: '/client' };

export function Footer() {
  const { i18n, t } = useLingui();
  const { company } = useTenant();
  const companyName = currentLang() === 'en' ? company.companyNameSen : company.companyNameScn;
  // Spec §2: the client link shows only when a client domain is configured.
  const links = company.clientDomainName.trim() ? [...footerLinks, clientLink] : footerLinks;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t`Footer`}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <MenuLink path={link.path} newWindow={false} className={styles.link}>
                  {i18n._(link.label)}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        {company.wxPubQrCodePic && (
          <figure className={styles.qr}>
            <img src={company.wxPubQrCodePic} alt={t`Official account QR code`} width={96} height={96} />
            <figcaption>{t`Follow our official account`}</figcaption>
          </figure>
        )}
      </div>
      <div className={styles.bottomRow}>
        <span>
          © {appNow().getFullYear()} {companyName}
        </span>
        {company.webSiteRegisterNo && <span data-testid="site-register-no">{company.webSiteRegisterNo}</span>}
        <ThemePicker />
      </div>
    </footer>
  );
}
