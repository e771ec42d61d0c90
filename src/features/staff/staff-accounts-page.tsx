import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { failureOf, NETWORK_FAILURE_CODE } from '../../../domain/api/failure.ts';
import type { StaffList, StaffMember } from '../../../domain/api/staff-answers.ts';
import { StaffPath } from '../../../domain/api/staff-paths.ts';
import type { InviteStaffBody } from '../../../domain/api/staff-schemas.ts';
import { FieldLimit } from '../../../domain/constants.ts';
import type { StaffRole } from '../../../domain/permissions.ts';
import type { StaffStatus } from '../../../domain/staff/staff-accounts.ts';
import { type StaffInvitationForm, staffInvitationRules } from '../../../domain/validation/auth-forms.ts';
import { isFormValid, validateForm } from '../../../domain/validation/rule.ts';
import { fetchData, post } from '../../api/client.ts';
import { usePermission } from '../../app/session-view.ts';
import * as button from '../../ui/button.css.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { instantText } from '../../ui/date-time.ts';
import { confirmPanel, overlay } from '../../ui/dialog.css.ts';
import * as form from '../../ui/form.css.ts';
import { SubmitButton, TextField } from '../../ui/form-field.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { notify } from '../../ui/toast-store.ts';
import * as styles from '../auth/certification-review.css.ts';
import { useMessageText } from '../auth/messages.ts';
import { StaffListStatus } from '../auth/staff-list-status.tsx';
import { useDataPage } from '../data-page/use-data-page.ts';
import { PageFrame } from '../freight/page-frame.tsx';
import { useProfileSubmit } from '../profile/use-profile-submit.ts';
import { ROLE_WORDS, RoleChoice } from './staff-roles.tsx';

const fetchStaff = (_request: unknown, signal: AbortSignal) => fetchData(StaffPath.listStaff, {}, signal);

/**
 * The tenant's staff accounts for its administrators (spec §6: staff are user type 2, their roles
 * give their permissions): invite by mail, change roles, deactivate (every session ends) or
 * reactivate. Only holders of staff.manage see the page; the server keeps the last administrator.
 */
export function StaffAccountsPage() {
  const { t } = useLingui();
  const mayManage = usePermission('staff.manage');
  if (!mayManage)
    return (
      <PageFrame route="/console/staff">
        <StatusPanel tone="error" title={t`This page is for administrators only.`} />
      </PageFrame>
    );
  return <StaffAccounts />;
}

function StaffAccounts() {
  const { t, i18n } = useLingui();
  const state = useDataPage({
    fetcher: fetchStaff,
    rowsOf: (result: StaffList) => result.list.length,
    pageSize: 1000,
  });
  const { snapshot: page, search } = state;
  useEffect(() => search({}), [search]);

  const change = async (call: () => Promise<{ message: string }>) => {
    try {
      notify('success', (await call()).message);
      state.load();
      return true;
    } catch (error) {
      notify('error', failureOf(error).message || t`The server could not be reached. Please try again.`);
      return false;
    }
  };
  const when = (iso: string | null) => (iso === null ? t`Never` : instantText(iso, i18n.locale));
  const statusWords: Record<StaffStatus, string> = {
    invited: t`Invited`,
    active: t`Active`,
    deactivated: t`Deactivated`,
  };
  const rows = state.result?.list ?? [];

  return (
    <PageFrame route="/console/staff">
      <InviteForm onInvited={() => state.load()} />
      <StaffListStatus state={state} empty={t`No staff account yet.`} />
      {page.matches('content') && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={t`Staff accounts`}>
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Roles`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Created`}</th>
                <th scope="col">{t`Last sign-in`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {[row.nameEn, row.nameCn].filter(Boolean).join(' / ') || '—'}
                    <br />
                    <span>{row.email}</span>
                  </td>
                  <td>{row.roles.map((role) => i18n._(ROLE_WORDS[role])).join(', ')}</td>
                  <td>{statusWords[row.status]}</td>
                  <td>{when(row.createdAt)}</td>
                  <td>{when(row.lastLoginAt)}</td>
                  <td>
                    <div className={styles.actions}>
                      <RolesAction
                        member={row}
                        onSave={(roles) => change(() => post(StaffPath.setStaffRoles, { id: row.id, roles }))}
                      />
                      {row.status === 'invited' && (
                        <button
                          type="button"
                          className={button.outline}
                          onClick={() => change(() => post(StaffPath.resendStaffInvitation, { id: row.id }))}
                        >
                          {t`Resend invitation`}
                        </button>
                      )}
                      <ActiveAction
                        member={row}
                        onChange={(active) =>
                          change(() => post(StaffPath.setStaffActive, { id: row.id, active }))
                        }
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageFrame>
  );
}

type InviteValues = StaffInvitationForm & { roles: StaffRole[]; checked: boolean };
const NO_INVITATION: InviteValues = { email: '', nameEn: '', nameCn: '', roles: [], checked: false };

const inviteStaff = (body: InviteStaffBody) => post(StaffPath.inviteStaff, body);

/** The invitation: address, names and at least one role; errors show inline once submitted. */
function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const [values, setValues] = useState<InviteValues>(NO_INVITATION);
  const problems = validateForm<StaffInvitationForm>(values, staffInvitationRules);
  const rolesMissing = values.roles.length === 0;
  const invite = useProfileSubmit(inviteStaff, (reply) => {
    notify('success', reply.message);
    setValues(NO_INVITATION);
    onInvited();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValues((current) => ({ ...current, checked: true }));
    if (!isFormValid(problems) || rolesMissing) return;
    const { checked: _checked, ...body } = values;
    invite.submit(body as InviteStaffBody);
  };
  const field = (
    name: keyof StaffInvitationForm,
    label: string,
    props: { type?: string; autoComplete: string; maxLength: number; optionalText?: string },
  ) => {
    const problem = values.checked ? problems[name] : undefined;
    return (
      <TextField
        {...props}
        label={label}
        value={values[name]}
        error={problem ? messageText(problem) : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    );
  };
  const refusal = invite.refusal;
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t`Invite a staff member`}>
      <h2>{t`Invite a staff member`}</h2>
      {field('email', t`Email`, { type: 'email', autoComplete: 'off', maxLength: FieldLimit.emailMaxLength })}
      {field('nameEn', t`English name`, { autoComplete: 'off', maxLength: FieldLimit.nameMaxLength })}
      {field('nameCn', t`Chinese name`, {
        autoComplete: 'off',
        maxLength: FieldLimit.nameMaxLength,
        optionalText: t`(optional)`,
      })}
      <RoleChoice
        legend={t`Roles`}
        roles={values.roles}
        onChange={(roles) => setValues((current) => ({ ...current, roles }))}
        error={values.checked && rolesMissing ? t`Choose at least one role` : undefined}
      />
      {refusal && (
        <p className={form.error} role="alert">
          {refusal.code === NETWORK_FAILURE_CODE
            ? t`The server could not be reached. Please try again.`
            : refusal.message}
        </p>
      )}
      <SubmitButton busy={invite.busy}>{t`Send the invitation`}</SubmitButton>
    </form>
  );
}

/** A dialog of its own, so that a role is not lost by a stray click in a table row. */
function RolesAction({
  member,
  onSave,
}: {
  member: StaffMember;
  onSave: (roles: StaffRole[]) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const missing = roles.length === 0;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRoles(member.roles);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={button.outline} aria-label={t`Change the roles of ${member.email}`}>
          {t`Roles…`}
        </button>
      </Dialog.Trigger>
      <ConfirmPanel
        title={t`Roles of ${member.email}`}
        description={t`The change applies from the next request.`}
      >
        <RoleChoice
          legend={t`Roles`}
          roles={roles}
          onChange={setRoles}
          error={missing ? t`Choose at least one role` : undefined}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={button.secondary}
            disabled={missing}
            onClick={async () => {
              if (await onSave(roles)) setOpen(false);
            }}
          >
            {t`Save roles`}
          </button>
          <Dialog.Close asChild>
            <button type="button" className={button.outline}>
              {t`Cancel`}
            </button>
          </Dialog.Close>
        </div>
      </ConfirmPanel>
    </Dialog.Root>
  );
}

/** Reactivating is one click; deactivating ends every session of the account, so it asks first. */
function ActiveAction({ member, onChange }: { member: StaffMember; onChange: (active: boolean) => void }) {
  const { t } = useLingui();
  if (member.status === 'deactivated')
    return (
      <button type="button" className={button.outline} onClick={() => onChange(true)}>
        {t`Reactivate`}
      </button>
    );
  return (
    <ConfirmDialog
      label={t`Deactivate`}
      ariaLabel={t`Deactivate ${member.email}`}
      title={t`Deactivate ${member.email}?`}
      description={t`The staff member is signed out everywhere at once and cannot sign in until reactivated.`}
      yes={t`Yes, deactivate`}
      cancel={t`Cancel`}
      onConfirm={() => onChange(false)}
    />
  );
}

function ConfirmPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={overlay} />
      <Dialog.Content className={confirmPanel}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
