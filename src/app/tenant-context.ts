import { createContext, useContext } from 'react';
import type { Tenant } from '../../machines/shell/bootstrap.machine.ts';

export const TenantContext = createContext<Tenant | null>(null);

export function useTenant(): Tenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside the bootstrapped app');
  return tenant;
}
