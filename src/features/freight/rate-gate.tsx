import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { RateGateMessage } from '../../../domain/api/freight.ts';
import { openLoginDialog } from '../../app/login-opener.ts';
import { useSessionView } from '../../app/session-view.ts';
import * as buttons from '../../ui/button.css.ts';
import * as ui from './freight.css.ts';

/**
 * Spec §6 / §8: the two rate messages, with the ids of src/features/auth/messages.ts so that both
 * catalogs word them the same (the freight chunks do not load the auth catalog).
 */
export const gateMessages: Record<RateGateMessage, MessageDescriptor> = {
  loginToViewRates: msg({ id: 'domain.loginToViewRates', message: 'Please login to view rates detail' }),
  certifyToViewRates: msg({
    id: 'domain.certifyToViewRates',
    message: 'Please certificate to view rates detail',
  }),
};

/**
 * What the pages with prices (rates, SPOT, space, planner) show in place of them when the server
 * keeps them back: why, and the one action that opens them (log in, or certify).
 */
export function RateGateNotice({ gate }: { gate: RateGateMessage }) {
  const { i18n, t } = useLingui();
  const certificationStatus = useSessionView((view) => view.certificationStatus);
  return (
    <div className={ui.gateNotice} role="note">
      <span>{i18n._(gateMessages[gate])}</span>
      {gate === 'loginToViewRates' ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => openLoginDialog({ view: 'emailLogin' })}
        >
          {t`Log in`}
        </button>
      ) : (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            openLoginDialog({ view: 'certification', certificationStatus: certificationStatus ?? 1 })
          }
        >
          {t`Certify now`}
        </button>
      )}
    </div>
  );
}

/**
 * Runs `again` when who is looking changes (a login, a certification, a logout), so that a page
 * answered behind the gate asks once more and shows the prices it may now see.
 */
export function useAgainWhenViewerChanges(again: () => void): void {
  const loggedIn = useSessionView((view) => view.loggedIn);
  const certificationStatus = useSessionView((view) => view.certificationStatus);
  const userType = useSessionView((view) => view.userType);
  const latest = useRef(again);
  latest.current = again;
  const seen = useRef(`${loggedIn}/${certificationStatus}/${userType}`);
  useEffect(() => {
    const viewer = `${loggedIn}/${certificationStatus}/${userType}`;
    if (viewer === seen.current) return;
    seen.current = viewer;
    latest.current();
  }, [loggedIn, certificationStatus, userType]);
}
