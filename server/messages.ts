/** The server's own texts in both languages (spec section 1: cn is the default, en on request). */
import { accountMessages } from './services/accounts/account-messages.ts';

export type Language = 'cn' | 'en';

/** `Accept-Language` starting with en means English; anything else, or nothing, means Chinese. */
export const languageOf = (acceptLanguage: string | undefined): Language =>
  acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'cn';

/** A body's webFlag (spec §7: 1 Chinese, 2 English) as a language. */
export const languageOfWebFlag = (webFlag: number): Language => (webFlag === 1 ? 'cn' : 'en');

type Text = Record<Language, string>;

export const messages = {
  success: { cn: '成功', en: 'Success' },
  companyNotFound: { cn: '未找到该公司', en: 'No such company' },
  invalidJson: { cn: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  emptyJson: { cn: '请求体为空，需要一个 JSON 对象', en: 'The request body is empty; send a JSON object' },
  bodyTooLarge: { cn: '请求体过大，上限为 1 MiB', en: 'The request body is too large; the limit is 1 MiB' },
  unsupportedMediaType: {
    cn: '不支持的内容类型，请以 application/json 发送',
    en: 'Unsupported content type; send application/json',
  },
  badRequest: { cn: '请求无效', en: 'Bad request' },
  notAnObject: { cn: '请求体必须是 JSON 对象', en: 'The request body must be a JSON object' },
  unknownEndpoint: { cn: '接口不存在', en: 'No such endpoint' },
  methodNotAllowed: { cn: '该接口只接受 POST 请求', en: 'This endpoint accepts POST only' },
  mediaNotFound: { cn: '图片不存在', en: 'No such picture' },
  fileNotFound: { cn: '文件不存在', en: 'No such file' },
  fileForbidden: { cn: '不允许访问该路径', en: 'This path may not be read' },
  databaseUnavailable: {
    cn: '服务暂时不可用，请稍后再试',
    en: 'The service is briefly unavailable; please try again in a moment',
  },
  paymentProviderUnavailable: {
    cn: '支付服务暂时无法使用，请稍后再试',
    en: 'The payment service is unavailable at the moment; please try again later',
  },
  serverError: {
    cn: '服务器内部错误，请稍后再试',
    en: 'Something went wrong on our side; please try again later',
  },
  legalAgreement: { cn: '用户协议', en: 'User agreement' },
  legalPrivacy: { cn: '隐私政策', en: 'Privacy policy' },
  legalNotWritten: {
    cn: '本页内容尚未发布，如有疑问请联系我们。',
    en: 'This page has not been published yet; please contact us with any question.',
  },
  legalBackToPortal: { cn: '返回首页', en: 'Back to the home page' },
  appNotBuilt: {
    cn: '前端尚未构建：请先运行 npm run build，再启动服务器。',
    en: 'The app is not built: run `npm run build`, then start the server again.',
  },
  ...accountMessages,
} as const satisfies Record<string, Text>;

export type MessageId = keyof typeof messages;

/** Ids first, as every area's message format (server/routes/api-route.ts's answerWith takes it). */
export const translate = (id: MessageId, language: Language): string => messages[id][language];

/** Texts that name a field of the request body. */
export const fieldMessages = {
  required: (field: string): Text => ({ cn: `缺少必填字段 ${field}`, en: `${field} is required` }),
  wrongType: (field: string, type: string): Text => ({
    cn: `${field} 的类型应为 ${type}`,
    en: `${field} must be of type ${type}`,
  }),
  integer: (field: string): Text => ({ cn: `${field} 必须是整数`, en: `${field} must be an integer` }),
  atLeast: (field: string, limit: string): Text => ({
    cn: `${field} 不能小于 ${limit}`,
    en: `${field} must be at least ${limit}`,
  }),
  atMost: (field: string, limit: string): Text => ({
    cn: `${field} 不能大于 ${limit}`,
    en: `${field} must be at most ${limit}`,
  }),
  tooLong: (field: string, limit: string): Text => ({
    cn: `${field} 不能超过 ${limit} 个字符`,
    en: `${field} must be at most ${limit} characters long`,
  }),
  oneOf: (field: string, options: string): Text => ({
    cn: `${field} 必须是以下之一：${options}`,
    en: `${field} must be one of ${options}`,
  }),
  invalid: (field: string): Text => ({ cn: `${field} 的值无效`, en: `${field} is invalid` }),
  controlCharacters: (field: string): Text => ({
    cn: `${field} 不能包含 NUL 等控制字符`,
    en: `${field} must not contain control characters such as NUL`,
  }),
};
