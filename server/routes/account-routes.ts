/** The accounts endpoints (spec section 7 and the portal's additions, docs/accounts.md). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountPath } from '../../domain/api/accounts-paths.ts';
import { translate } from '../messages.ts';
import { signedIn } from '../plugins/session.ts';
import type { AccountServices } from '../services/accounts/index.ts';
import type { Origin } from '../services/accounts/viewer.ts';
import { answerWith, postApi } from './api-route.ts';

/** Named fields (validateMap, logoQrCode, items) travel beside code and message (spec §7). */
const { data: answer, fields: answerFields } = answerWith(translate);

const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const accountRoutes = async (app: FastifyInstance, { accounts }: { accounts: AccountServices }) => {
  const { login, mailLinks, profiles, directory, qrLogin, passwordChange } = accounts;
  postApi(app, AccountPath.weblogin, (body, request) =>
    answerFields(request, login.login(body, originOf(request))),
  );
  postApi(app, AccountPath.webloginOut, (_body, request) =>
    answer(request, login.logout(request.portal.authToken)),
  );
  postApi(
    app,
    AccountPath.logoutEverywhere,
    signedIn((viewer, _body, request) => answer(request, login.logoutEverywhere(viewer))),
  );
  // A signed-in request always carries the apiKey that resolved its viewer.
  const apiKeyOf = (request: FastifyRequest): string => request.portal.authToken ?? '';
  postApi(
    app,
    AccountPath.listSessions,
    signedIn((viewer, _body, request) =>
      answer(request, passwordChange.listSessions(viewer, apiKeyOf(request))),
    ),
  );
  postApi(
    app,
    AccountPath.changePassword,
    signedIn((viewer, body: Parameters<typeof passwordChange.changePassword>[2], request) =>
      answer(request, passwordChange.changePassword(viewer, apiKeyOf(request), body, originOf(request))),
    ),
  );
  postApi(
    app,
    AccountPath.updateProfile,
    signedIn((viewer, body: Parameters<typeof profiles.updateProfile>[1], request) =>
      answer(request, profiles.updateProfile(viewer, body)),
    ),
  );
  postApi(
    app,
    AccountPath.setHeadPicture,
    signedIn((viewer, body: { alifileName: string }, request) =>
      answer(request, profiles.setHeadPicture(viewer, body.alifileName)),
    ),
  );
  postApi(
    app,
    AccountPath.removeHeadPicture,
    signedIn((viewer, _body, request) => answer(request, profiles.removeHeadPicture(viewer))),
  );
  postApi(app, AccountPath.webregister, (body, request) =>
    answer(request, mailLinks.register(body, originOf(request))),
  );
  postApi(app, AccountPath.forgetOrRegistSendMail, (body, request) =>
    answer(request, mailLinks.sendMail(body, originOf(request))),
  );
  postApi(app, AccountPath.forgetPasswordDecryptToken, (body, request) =>
    answerFields(request, mailLinks.decodeLink(body, originOf(request))),
  );
  postApi(app, AccountPath.forgetPassWordUpdateUser, (body, request) =>
    answer(request, mailLinks.changePassword(body)),
  );

  postApi(
    app,
    AccountPath.getUserInfo,
    signedIn((viewer, body: { id: number; companyId: number }, request) =>
      answer(request, profiles.getUserInfo(viewer, body.id, body.companyId)),
    ),
  );
  postApi(
    app,
    AccountPath.updateUser,
    signedIn((viewer, body: Parameters<typeof profiles.submitCertification>[1], request) =>
      answerFields(request, profiles.submitCertification(viewer, body)),
    ),
  );
  postApi(
    app,
    AccountPath.reviewCertification,
    signedIn((viewer, body: Parameters<typeof profiles.review>[1], request) =>
      answer(request, profiles.review(viewer, body)),
    ),
  );
  postApi(
    app,
    AccountPath.getPendingCertifications,
    signedIn((viewer, body: { companyId: number }, request) =>
      answer(request, profiles.listPendingCertifications(viewer, body.companyId)),
    ),
  );
  postApi(
    app,
    AccountPath.getTycCompanyList,
    signedIn((_viewer, body: Parameters<typeof directory.search>[0], request) =>
      answerFields(request, directory.search(body)),
    ),
  );

  postApi(app, AccountPath.getWebCnLoginQrCode, (body, request) =>
    answerFields(request, qrLogin.createTicket(body.companyId, originOf(request))),
  );
  postApi(app, AccountPath.checkUserIfAuthLogin, (body, request) =>
    answerFields(request, qrLogin.check(body.logoQrCodeUUID, body.companyId, originOf(request))),
  );
  postApi(
    app,
    AccountPath.getQrLoginRequest,
    signedIn((viewer, body: { code: string }, request) =>
      answer(request, qrLogin.describe(viewer, body.code)),
    ),
  );
  postApi(
    app,
    AccountPath.confirmQrLogin,
    signedIn((viewer, body: { code: string }, request) =>
      answer(request, qrLogin.confirm(viewer, body.code)),
    ),
  );
};
