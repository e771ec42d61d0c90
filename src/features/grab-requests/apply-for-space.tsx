import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useCertifiedAction } from '../../app/certified-action.ts';
import * as buttons from '../../ui/button.css.ts';
import { GrabRequestForm } from './grab-request-form.tsx';
import * as styles from './grab-requests.css.ts';

/**
 * "Apply for space" on /grabSpace (spec §3 spot booking): certified customers open the
 * form and find their requests in My Space; a visitor is asked to log in, an uncertified customer
 * to certify (the server's rule, domain/access.ts); staff handle requests in their console.
 */
export function ApplyForSpace() {
  const { t } = useLingui();
  const noteId = useId();
  const { loggedIn, certified, isStaff, start: certifiedStart } = useCertifiedAction();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(false);

  if (isStaff)
    return (
      <p className={styles.toolbar}>
        <Link className={buttons.outline} to="/console/grabRequests">
          {t`Handle grab requests`}
        </Link>
      </p>
    );

  const start = () =>
    certifiedStart(() => {
      setApplied(false);
      setOpen(true);
    });

  return (
    <section className={styles.section} aria-label={t`Apply for space`}>
      {!open && (
        <p className={styles.toolbar}>
          <button type="button" className={buttons.secondary} aria-describedby={noteId} onClick={start}>
            {t`Apply for space`}
          </button>
          <span id={noteId} className={styles.muted}>
            {!loggedIn && t`Log in to apply for space on a route and ETD range.`}
            {loggedIn && !certified && t`Certified customers can apply for space: certify first.`}
            {loggedIn &&
              certified &&
              t`No sailing below fits? Apply for space on your route and ETD range; customer service answers in My Space.`}
          </span>
        </p>
      )}
      {applied && (
        <p className={styles.toolbar} role="status">
          <Link className={buttons.outline} to="/workspace/reserveCabin">
            {t`See your grab requests in My Space`}
          </Link>
        </p>
      )}
      {open && (
        <GrabRequestForm
          onClose={() => setOpen(false)}
          onApplied={() => {
            setOpen(false);
            setApplied(true);
          }}
        />
      )}
    </section>
  );
}
