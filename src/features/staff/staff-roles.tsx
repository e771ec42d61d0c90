import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { STAFF_ROLES, type StaffRole } from '../../../domain/permissions.ts';
import * as form from '../../ui/form.css.ts';
import { Checkbox } from '../../ui/form-field.tsx';

// A role's name is a job's name: "Customer service" here is the department, not the chat bubble.
export const ROLE_WORDS: Record<StaffRole, MessageDescriptor> = {
  administrator: msg({ message: 'Administrator', context: 'staff role' }),
  customerService: msg({ message: 'Customer service', context: 'staff role' }),
  pricing: msg({ message: 'Pricing', context: 'staff role' }),
  operations: msg({ message: 'Operations', context: 'staff role' }),
  auditor: msg({ message: 'Auditor (read only)', context: 'staff role' }),
};

/** The roles of domain/permissions.ts as checkboxes in one group; at least one is required (spec §6). */
export function RoleChoice({
  legend,
  roles,
  onChange,
  error,
}: {
  legend: string;
  roles: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | undefined;
}) {
  const { i18n } = useLingui();
  const toggle = (role: StaffRole, on: boolean) =>
    onChange(STAFF_ROLES.filter((each) => (each === role ? on : roles.includes(each))));
  return (
    <fieldset className={form.form} aria-invalid={error ? true : undefined}>
      <legend className={form.label}>{legend}</legend>
      {STAFF_ROLES.map((role) => (
        <Checkbox
          key={role}
          label={i18n._(ROLE_WORDS[role])}
          checked={roles.includes(role)}
          onChange={(event) => toggle(role, event.target.checked)}
        />
      ))}
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
