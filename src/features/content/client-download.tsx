import { useLingui } from '@lingui/react/macro';
import { useTenant } from '../../app/tenant-context.ts';
import * as styles from './content-page.css.ts';

/**
 * /client offers a download only where there is one, at the tenant's configured client
 * address (spec §2: the footer links here only then too); otherwise it says so plainly.
 */
export function ClientDownload() {
  const { t } = useLingui();
  const { company } = useTenant();
  const address = company.clientDomainName.trim();
  if (address === '') {
    return (
      <p className={styles.block} role="note">
        {t`The desktop client is not available for download yet. Please contact customer service if you need it.`}
      </p>
    );
  }
  const href = /^https?:\/\//.test(address) ? address : `https://${address}`;
  return (
    <p className={styles.block}>
      <a className={styles.download} href={href} target="_blank" rel="noopener noreferrer">
        {t`Download the desktop client`}
      </a>
    </p>
  );
}
