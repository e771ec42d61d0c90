import { useEffect } from 'react';
import { useTenant } from './tenant-context.ts';

/**
 * A page opened from an activation or reset mail (?sendFlag=&token=) follows the link once: the
 * code that does it loads only for such an address, outside the first-load bundle.
 */
export function useMailLink(): void {
  const { company } = useTenant();
  useEffect(() => {
    if (!window.location.search.includes('sendFlag=')) return;
    void import('../features/auth/reset-link.ts').then(({ followMailLink }) =>
      followMailLink({
        companyId: company.companyId,
        programJurisdictionFlag: company.programJurisdictionFlag,
      }),
    );
  }, [company]);
}
