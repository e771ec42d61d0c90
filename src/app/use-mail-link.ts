import { useEffect } from 'react';
import { loadCatalogArea } from '../i18n/locale.ts';
import { useTenant } from './tenant-context.ts';

// A link is single use: StrictMode's second effect run in development must not spend it twice.
let followed = false;

/** A page opened from an activation or reset mail (?sendFlag=&token=) follows the link once. */
export function useMailLink(): void {
  const { company } = useTenant();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (followed || !params.has('sendFlag') || !params.has('token')) return;
    followed = true;
    Promise.all([import('../features/auth/reset-link.ts'), loadCatalogArea('auth')]).then(
      ([{ followResetLink, linkParameters }]) => {
        const link = linkParameters(window.location.search);
        if (link) {
          return followResetLink(link, {
            companyId: company.companyId,
            programJurisdictionFlag: company.programJurisdictionFlag,
          });
        }
      },
    );
  }, [company]);
}
