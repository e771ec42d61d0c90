/**
 * The life of a customer's certification (spec §4), declared once on the record kernel
 * (domain/records/record-kind.ts): statuses 1..4 of CertificationStatus, the owner submits the
 * form while it is needed (1 or 4), staff holding `certifications.audit` approve it or refuse it
 * with a reason (spec §6). Each move is written to the audit trail (kind `certification`, the
 * record id being the account's), which customer service reads on the customer's page.
 */
import { CertificationStatus } from '../constants.ts';
import { defineRecordKind, staff } from '../records/record-kind.ts';

export const CERTIFICATION_STATES = ['needed', 'inAuthentication', 'certified', 'neededAgain'] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];

export const certificationKind = defineRecordKind({
  kind: 'certification',
  statuses: CERTIFICATION_STATES,
  initial: 'needed',
  created: 'register',
  transitions: {
    needed: { submit: { to: 'inAuthentication', by: ['owner'] } },
    inAuthentication: {
      approve: { to: 'certified', by: [staff('certifications.audit')] },
      refuse: { to: 'neededAgain', by: [staff('certifications.audit')], needs: ['reason'] },
    },
    certified: {},
    neededAgain: { submit: { to: 'inAuthentication', by: ['owner'] } },
  },
  // A refusal's reason (spec §6), as long as the review form takes.
  fields: { reason: { max: 200, problem: 'reviewReasonRequired' } },
  descriptions: {
    needed: 'Certification needed: the customer fills in the form.',
    inAuthentication: 'Submitted: staff approve it, or refuse it with a reason.',
    certified: 'Certified: rates and booking are open to the customer.',
    neededAgain: 'Refused with a reason: the customer corrects the form and submits it again.',
  },
  purpose:
    'The life of a certification: the customer submits it, staff approve it or refuse it with a reason.',
  specSections: ['§4 Certification status', '§6 Roles and permissions'],
});

export type CertificationEvent = (typeof certificationKind.events)[number];

/** The spec's number of each status (spec §4), as the users table keeps it. */
export const CERTIFICATION_NUMBER: Record<CertificationState, CertificationStatus> = {
  needed: CertificationStatus.needed,
  inAuthentication: CertificationStatus.inAuthentication,
  certified: CertificationStatus.certified,
  neededAgain: CertificationStatus.neededAgain,
};

/** The status named by its number; an unknown number reads as needed (spec §4: the form shows). */
export const certificationStateOf = (status: number): CertificationState =>
  CERTIFICATION_STATES.find((state) => CERTIFICATION_NUMBER[state] === status) ?? 'needed';

/** An event as one conditional update on the users table: the numbers it moves from, and to. */
export const certificationMove = (event: CertificationEvent, party: 'owner' | 'staff') => {
  const move = certificationKind.transitionOf(event, party);
  if (move === null) throw new Error(`certification: ${party} never sends ${event}`);
  return { from: move.from.map((state) => CERTIFICATION_NUMBER[state]), to: CERTIFICATION_NUMBER[move.to] };
};
