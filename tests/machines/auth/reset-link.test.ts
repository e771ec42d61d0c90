import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { ResultCode } from '../../../domain/api/envelope.ts';
import { answerOf } from '../../../domain/api/failure.ts';
import { resetLinkMachine } from '../../../machines/auth/reset-link.machine.ts';
import type { DecodeTokenReply } from '../../../machines/auth/types.ts';
import { sampleActivation, sampleExpiredLink, sampleResetGrant } from './samples.ts';

/** Spec §4 Password-reset and activation link, §8 Password-reset decode. */

const decode = async (sendFlag: number, reply: DecodeTokenReply | Error) => {
  const order: string[] = [];
  const requests: unknown[] = [];
  const actions = {
    storeSession: vi.fn(),
    rememberExpiredAccount: vi.fn(),
    showFailure: vi.fn(),
  };
  const machine = resetLinkMachine.provide({
    actors: {
      decodeToken: fromPromise(async ({ input }) => {
        order.push('decodeToken');
        requests.push(input);
        if (reply instanceof Error) throw reply;
        // As the app's decodeToken (src/api/accounts.ts): an expired link is an answer too.
        return reply.code === ResultCode.expired ? reply : answerOf(reply);
      }),
    },
    actions: {
      cleanUrl: () => order.push('cleanUrl'),
      storeSession: (_, params) => actions.storeSession(params),
      rememberExpiredAccount: (_, params) => actions.rememberExpiredAccount(params),
      showFailure: (_, params) => actions.showFailure(params),
    },
  });
  const actor = createActor(machine, { input: { companyId: 1, programJurisdictionFlag: 3 } }).start();
  actor.send({ type: 'LINK_OPENED', sendFlag, token: 'token-1' });
  const output = await toPromise(actor);
  return { output, order, requests, actions, state: actor.getSnapshot().value };
};

describe('reset and activation link (spec §4, §8)', () => {
  it('spec §4: the token is decoded with the mail flag and the URL is cleaned', async () => {
    const { order, requests } = await decode(1, { code: '1', message: '', validateMap: sampleResetGrant });
    expect(order).toEqual(['cleanUrl', 'decodeToken']);
    expect(requests).toEqual([{ token: 'token-1', sendMailFlag: 1, webFlag: 2, companyId: 1 }]);
  });

  it('a sign-in link (flag 3) is decoded as one and logs its owner in; an expired one is a failure with the server message', async () => {
    const validateMap = sampleActivation({ certificationStatus: 3, userType: 1 });
    const signedIn = await decode(3, { code: '1', message: '', validateMap });
    expect(signedIn.requests).toEqual([{ token: 'token-1', sendMailFlag: 3, webFlag: 2, companyId: 1 }]);
    expect(signedIn.actions.storeSession).toHaveBeenCalledWith(validateMap);
    expect(signedIn.output).toEqual({ kind: 'loggedIn', validateMap, needsCertification: false });
    const message = 'This sign-in link has expired; please ask for a new one';
    const expired = await decode(3, { code: '0', message });
    expect(expired.output).toMatchObject({ kind: 'failed', failure: { message } });
    expect(expired.actions.showFailure).toHaveBeenCalled();
  });

  it('spec §4: mail flag 1 leads to the change-password page with the email and grant', async () => {
    const { output, actions } = await decode(1, { code: '1', message: '', validateMap: sampleResetGrant });
    expect(output).toEqual({ kind: 'changePassword', grant: sampleResetGrant });
    expect(actions.storeSession).not.toHaveBeenCalled();
  });

  it('spec §4: another flag logs the user in, then certification opens for status 1 (flag 3, customer)', async () => {
    const validateMap = sampleActivation({ certificationStatus: 1, userType: 1 });
    const { output, actions, state } = await decode(2, { code: '1', message: '', validateMap });
    expect(actions.storeSession).toHaveBeenCalledWith(validateMap);
    expect(state).toBe('certificationNeeded');
    expect(output).toEqual({ kind: 'loggedIn', validateMap, needsCertification: true });
  });

  it('spec §4, §6: a certified user or staff logged in by the link gets no certification prompt', async () => {
    for (const validateMap of [
      sampleActivation({ certificationStatus: 3 }),
      sampleActivation({ certificationStatus: 1, userType: 2 }),
    ]) {
      const { output } = await decode(2, { code: '1', message: '', validateMap });
      expect(output).toEqual({ kind: 'loggedIn', validateMap, needsCertification: false });
    }
  });

  it('spec §8: code 2 with flag 1 saves the account and shows the message as an error', async () => {
    const reply: DecodeTokenReply = {
      code: '2',
      message: 'The link has expired',
      validateMap: sampleExpiredLink,
    };
    const { output, actions } = await decode(1, reply);
    expect(actions.rememberExpiredAccount).toHaveBeenCalledWith(sampleExpiredLink);
    expect(actions.showFailure).toHaveBeenCalledWith({ code: '2', message: 'The link has expired' });
    expect(output).toEqual({ kind: 'failed', failure: { code: '2', message: 'The link has expired' } });
  });

  it('spec §4, §8: code 2 with another flag saves the account and shows the expired page, no error', async () => {
    const reply: DecodeTokenReply = {
      code: '2',
      message: 'The link has expired',
      validateMap: sampleExpiredLink,
    };
    const { output, actions } = await decode(2, reply);
    expect(actions.rememberExpiredAccount).toHaveBeenCalledWith(sampleExpiredLink);
    expect(actions.showFailure).not.toHaveBeenCalled();
    expect(output).toEqual({ kind: 'expired', account: sampleExpiredLink });
  });

  it('spec §8: any other code shows the server message as an error', async () => {
    const { output, actions } = await decode(2, { code: '0', message: 'Invalid link' });
    expect(actions.showFailure).toHaveBeenCalledWith({ code: '0', message: 'Invalid link' });
    expect(actions.rememberExpiredAccount).not.toHaveBeenCalled();
    expect(output).toEqual({ kind: 'failed', failure: { code: '0', message: 'Invalid link' } });
  });
});
