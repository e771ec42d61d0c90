/** The workspace profile page (/workspace/editInfo) and the workspace's signed-out prompt. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionSummary, UserInfo } from '../../../domain/api/accounts.ts';
import { AccountPath } from '../../../domain/api/accounts-paths.ts';
import { FilePath } from '../../../domain/api/booking-paths.ts';
import { type Envelope, ResultCode } from '../../../domain/api/envelope.ts';
import { HEAD_PICTURE_MAX_BYTES } from '../../../domain/profile/head-picture.ts';
import { openLoginDialog } from '../../../src/app/login-opener.ts';
import { sampleUserInfo } from '../../machines/auth/samples.ts';
import { signIn, startAnonymous } from '../rates/support.ts';
import { installFakeApi, ok } from '../support/fake-api.ts';
import { ROUTE_LOADED, renderPortal } from '../support/render-portal.tsx';

vi.mock('../../../src/app/login-opener.ts', async (original) => ({
  ...(await original<typeof import('../../../src/app/login-opener.ts')>()),
  openLoginDialog: vi.fn(),
}));

const PATH = '/workspace/editInfo';
const find = ROUTE_LOADED;

const info = (fields: Partial<UserInfo> = {}): UserInfo => ({
  ...sampleUserInfo,
  id: 7,
  nameCn: '张三',
  nameEn: 'San Zhang',
  nickname: 'zhangsan',
  companyName: 'Demo Logistics Ltd',
  companyPosition: 'Manager',
  email: 'zhangsan@example.com',
  certificationEmail: 'contact@example.com',
  qq: '123456',
  mobile: '+8613800000000',
  certificationStatus: 3,
  ...fields,
});

const sessions: SessionSummary[] = [
  {
    createdAt: '2026-11-22T08:00:00.000Z',
    lastSeenAt: '2026-11-22T09:00:00.000Z',
    expiresAt: '2026-12-06T08:00:00.000Z',
    current: false,
    browser: 'Chrome',
    system: 'Windows',
    ipPrefix: '203.0.113.0/24',
  },
  {
    createdAt: '2026-11-21T08:00:00.000Z',
    lastSeenAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2026-12-05T08:00:00.000Z',
    current: true,
    browser: null,
    system: null,
    ipPrefix: '',
  },
];

type Handler = Parameters<typeof installFakeApi>[0];

/** A signed-in customer's fake server; `user` is what getUserInfo answers at the time of the call. */
function installProfileApi(user: () => UserInfo, more: Handler = {}) {
  const calls = installFakeApi({
    [AccountPath.getUserInfo]: () => ok(user()),
    [AccountPath.listSessions]: () => ok(sessions),
    [AccountPath.webloginOut]: () => ({ code: ResultCode.success, message: 'Logged out' }),
    ...more,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}

const open = async (status: number, user = info({ certificationStatus: status }), more: Handler = {}) => {
  signIn(status);
  const callsTo = installProfileApi(() => user, more);
  await renderPortal(PATH, 'en');
  await screen.findByRole('heading', { name: 'Personal information' }, find);
  return callsTo;
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(startAnonymous);
afterEach(() => vi.clearAllMocks());

describe('the workspace asks a visitor to log in', () => {
  it('a signed-out visitor on a workspace page sees its title and the login prompt, not the page', async () => {
    const calls = installFakeApi();
    await renderPortal('/workspace/editInfo', 'en');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 }, find)).toBeTruthy();
    expect(screen.getByText('Please log in to use your workspace.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Personal information' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openLoginDialog).toHaveBeenCalledWith({ view: 'emailLogin' });
    expect(calls.some((call) => call.path === AccountPath.listSessions)).toBe(false);
  });

  it('in Chinese too, on another workspace page', async () => {
    installFakeApi();
    await renderPortal('/workspace/myQuotation', 'cn');
    expect(await screen.findByText('请先登录以使用工作台。', undefined, find)).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });
});

describe('/workspace/editInfo', () => {
  it('spec §3 user info: shows the fields, the login email and the certification contact email', async () => {
    await open(3);
    expect(field('Chinese name').value).toBe('张三');
    expect(field('English name').value).toBe('San Zhang');
    expect(field('Nickname').value).toBe('zhangsan');
    expect(field('Company').value).toBe('Demo Logistics Ltd');
    expect(field('Position').value).toBe('Manager');
    expect(field('QQ').value).toBe('123456');
    expect(field('Mobile').value).toBe('+8613800000000');
    expect(screen.getByText('zhangsan@example.com')).toBeTruthy();
    expect(screen.getByText('contact@example.com')).toBeTruthy();
    expect(screen.getByText('Certified')).toBeTruthy();
  });

  it.each([
    [1, 'Not certified', 'Apply for certification'],
    [2, 'Under review', null],
    [3, 'Certified', null],
    [4, 'Refused: please certify again', 'Resubmit certification'],
  ] as const)('spec §4 status %i reads "%s" and offers %s', async (status, words, action) => {
    await open(status);
    expect(screen.getByText(words)).toBeTruthy();
    const offered = screen.queryByRole('button', { name: /certification$/ });
    expect(offered?.textContent ?? null).toBe(action);
    if (action) {
      await userEvent.click(offered!);
      expect(openLoginDialog).toHaveBeenCalledWith({ view: 'certification', certificationStatus: status });
    }
    // The reviewed fields are read-only while reviewed or approved (spec §4: only a certification changes them).
    expect(field('Company').readOnly).toBe(status === 2 || status === 3);
    expect(field('Nickname').readOnly).toBe(false);
  });

  it("a refused certification shows staff's reason", async () => {
    await open(4, info({ certificationStatus: 4, certificationReason: 'The company name does not match' }));
    expect(screen.getByText('Reason given by staff')).toBeTruthy();
    expect(screen.getByText('The company name does not match')).toBeTruthy();
  });

  it('edits and saves the profile: the body is the form, the answer is told and the info reloaded', async () => {
    let user = info();
    const callsTo = await open(3, undefined, {
      [AccountPath.updateProfile]: (body) => {
        user = { ...user, ...body };
        return { code: ResultCode.success, message: 'Your profile was saved', data: user };
      },
    });
    const loadsBefore = callsTo(AccountPath.getUserInfo).length;
    await userEvent.clear(field('Mobile'));
    await userEvent.type(field('Mobile'), '+8613911112222');
    await userEvent.clear(field('Nickname'));
    await userEvent.type(field('Nickname'), 'San');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(callsTo(AccountPath.updateProfile)).toHaveLength(1));
    expect(callsTo(AccountPath.updateProfile)[0]!.body).toEqual({
      nameCn: '张三',
      nameEn: 'San Zhang',
      nickname: 'San',
      companyName: 'Demo Logistics Ltd',
      companyPosition: 'Manager',
      qq: '123456',
      mobile: '+8613911112222',
    });
    expect(await screen.findByText('Your profile was saved')).toBeTruthy();
    await waitFor(() => expect(callsTo(AccountPath.getUserInfo).length).toBe(loadsBefore + 1));
  });

  it('spec §5: a bad mobile number is shown under the field and nothing is sent', async () => {
    const callsTo = await open(3);
    await userEvent.clear(field('Mobile'));
    await userEvent.type(field('Mobile'), '138-0000');
    expect(screen.getByText('Invalid mobile number')).toBeTruthy();
    expect(field('Mobile').getAttribute('aria-invalid')).toBe('true');
    const save = screen.getByRole('button', { name: 'Save profile' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(callsTo(AccountPath.updateProfile)).toHaveLength(0);
  });

  it("shows the server's refusal in the page", async () => {
    await open(1, undefined, {
      [AccountPath.updateProfile]: () => ({ code: ResultCode.failure, message: 'Refused by the server' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server');
  });

  it('changes the password with the old one: the repeat must match, then the body is sent', async () => {
    const callsTo = await open(3, undefined, {
      [AccountPath.changePassword]: (body) =>
        body.oldPassword === 'old12345'
          ? { code: ResultCode.success, message: 'Successful password modification' }
          : { code: ResultCode.failure, message: 'The current password is incorrect' },
    });
    const change = screen.getByRole('button', { name: 'Change password' });
    await userEvent.click(change);
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(field('Current password'), 'wrong123');
    await userEvent.type(field('New password'), 'new12345');
    await userEvent.type(field('Repeat the new password'), 'new12346');
    expect(screen.getByText("Password doesn't match")).toBeTruthy();
    await userEvent.click(change);
    expect(callsTo(AccountPath.changePassword)).toHaveLength(0);
    await userEvent.clear(field('Repeat the new password'));
    await userEvent.type(field('Repeat the new password'), 'new12345');
    await userEvent.click(change);
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is incorrect');
    expect(callsTo(AccountPath.changePassword)[0]!.body).toEqual({
      oldPassword: 'wrong123',
      password: 'new12345',
      webFlag: 2,
    });
    await userEvent.clear(field('Current password'));
    await userEvent.type(field('Current password'), 'old12345');
    await userEvent.click(change);
    expect(await screen.findByText('Successful password modification')).toBeTruthy();
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });

  it('lists the sessions, marks this browser, and "log out everywhere" signs this browser out', async () => {
    const callsTo = await open(3, undefined, {
      [AccountPath.logoutEverywhere]: () => ({
        code: ResultCode.success,
        message: 'Logged out on every device',
      }),
    });
    const panel = screen.getByRole('region', { name: 'Signed-in sessions' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('This browser')).toBeTruthy();
    expect(within(items[0]!).queryByText('This browser')).toBeNull();
    // Each session's device in a few words, and its network.
    expect(within(items[0]!).getByText('Chrome on Windows · 203.0.113.0/24')).toBeTruthy();
    expect(within(items[1]!).getByText('Unknown device')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Log out everywhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, log out everywhere' }));
    await waitFor(() => expect(callsTo(AccountPath.logoutEverywhere)).toHaveLength(1));
    expect(await screen.findByText('Please log in to use your workspace.', undefined, find)).toBeTruthy();
  });

  it('spec §3: "log out everywhere" asks first; staying sends nothing, confirming ends the sessions and says so', async () => {
    const callsTo = await open(3, undefined, {
      [AccountPath.logoutEverywhere]: () => ({
        code: ResultCode.success,
        message: 'Logged out on every device',
      }),
    });
    const panel = screen.getByRole('region', { name: 'Signed-in sessions' });
    await within(panel).findAllByRole('listitem');
    const everywhere = within(panel).getByRole('button', { name: 'Log out everywhere' });
    await userEvent.click(everywhere);
    const question = await screen.findByRole('dialog', { name: 'Log out on every device?' });
    expect(callsTo(AccountPath.logoutEverywhere)).toHaveLength(0);
    await userEvent.click(within(question).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(AccountPath.logoutEverywhere)).toHaveLength(0);
    // The keyboard: Enter on the button asks again, and the focus waits inside the question.
    everywhere.focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Log out on every device?' });
    expect(again.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, log out everywhere' }));
    await waitFor(() => expect(callsTo(AccountPath.logoutEverywhere)).toHaveLength(1));
    expect(await screen.findByText('Logged out on every device', undefined, find)).toBeTruthy();
  });
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG of `size` bytes; the chooser's type follows the name, as a browser's does. */
const pngFile = (size = 64, name = 'me.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};
const besides = (fields: object) => ({ code: '1', message: '', ...fields }) as unknown as Envelope<unknown>;
const pictureInput = () =>
  screen.getByLabelText('Choose a picture (PNG or JPEG, at most 2 MB)') as HTMLInputElement;

/** Like `open`, but getUserInfo answers the user as the test's handlers change it. */
const openChanging = async (status: number, current: () => UserInfo, more: Handler) => {
  signIn(status);
  const callsTo = installProfileApi(current, more);
  await renderPortal(PATH, 'en');
  await screen.findByRole('heading', { name: 'Personal information' }, find);
  return callsTo;
};

describe('the head picture (spec §3 headPic)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:head-picture');
  });

  it('uploads a PNG, sets it as the head picture, shows it, and removes it', async () => {
    let user = info();
    const callsTo = await openChanging(3, () => user, {
      [FilePath.uploadPicture]: () =>
        besides({ alifileName: 'pic-1', fileName: 'me.png', size: 64, contentType: 'image/png' }),
      [AccountPath.setHeadPicture]: (body) => {
        user = { ...user, headPic: String(body.alifileName) };
        return { code: ResultCode.success, message: 'Your picture was saved', data: user };
      },
      [AccountPath.removeHeadPicture]: () => {
        user = { ...user, headPic: '' };
        return { code: ResultCode.success, message: 'Your picture was removed', data: user };
      },
    });
    expect(screen.queryByRole('img', { name: '张三' })).toBeNull();
    await userEvent.upload(pictureInput(), pngFile());
    expect(await screen.findByText('Your picture was saved')).toBeTruthy();
    expect(callsTo(FilePath.uploadPicture)).toHaveLength(1);
    expect(callsTo(AccountPath.setHeadPicture)[0]!.body).toEqual({ alifileName: 'pic-1' });
    const picture = (await screen.findByRole('img', { name: '张三' })) as HTMLImageElement;
    expect(picture.src).toBe('blob:head-picture');
    // The bytes come through the download post, which carries the apiKey (an <img> cannot).
    expect(callsTo(FilePath.downloadFile)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Your picture was removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img', { name: '张三' })).toBeNull());
  });

  it('refuses a .png that is really a PDF, and a picture over 2 MB, before anything is sent', async () => {
    const callsTo = await open(3);
    const pdf = new File(['%PDF-1.7 not a picture'], 'me.png', { type: 'image/png' });
    await userEvent.upload(pictureInput(), pdf);
    expect((await screen.findByRole('alert')).textContent).toBe('Only a PNG or JPEG picture can be used');
    await userEvent.upload(pictureInput(), pngFile(HEAD_PICTURE_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The picture cannot exceed 2 MB'));
    expect(callsTo(FilePath.uploadPicture)).toHaveLength(0);
    expect(callsTo(AccountPath.setHeadPicture)).toHaveLength(0);
  });

  it("in Chinese, and the server's refusal is shown as it words it", async () => {
    signIn(3);
    installProfileApi(() => info(), {
      [FilePath.uploadPicture]: () => ({ code: '400', message: '头像只能使用 PNG 或 JPEG 图片' }),
    });
    await renderPortal(PATH, 'cn');
    const input = (await screen.findByLabelText(
      '选择图片（PNG 或 JPEG，不超过 2 MB）',
      undefined,
      find,
    )) as HTMLInputElement;
    await userEvent.upload(input, pngFile(HEAD_PICTURE_MAX_BYTES + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('头像图片不能超过 2 MB');
    await userEvent.upload(input, pngFile());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('头像只能使用 PNG 或 JPEG 图片'));
  });
});

describe('the header shows the saved name at once', () => {
  it('after saving the profile, the portal header (back from the workspace, no reload) shows the new name', async () => {
    let user = info({ certificationStatus: 1 });
    await openChanging(1, () => user, {
      [AccountPath.updateProfile]: (body) => {
        user = { ...user, ...body };
        return { code: ResultCode.success, message: 'Your profile was saved', data: user };
      },
    });
    await userEvent.clear(field('English name'));
    await userEvent.type(field('English name'), 'Sunny Zhang');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the portal' }));
    expect(await screen.findByRole('button', { name: /Sunny Zhang/ }, find)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /San Zhang/ })).toBeNull();
  });
});

describe('a user certified through the English certification page (spec §3, §4), in Chinese', () => {
  it('the header shows the English name; the empty Chinese name is filled once, then shown and locked', async () => {
    let user = info({ nameCn: '', nickname: '', nameEn: 'Mei Lin', certificationStatus: 3 });
    signIn(3);
    installProfileApi(() => user, {
      [AccountPath.updateProfile]: (body) => {
        user = { ...user, ...body };
        return { code: ResultCode.success, message: '个人信息已保存', data: user };
      },
    });
    await renderPortal(PATH, 'cn');
    await screen.findByRole('heading', { name: '个人信息' }, find);
    expect(field('中文名').readOnly).toBe(false);
    expect(field('昵称').readOnly).toBe(false);
    expect(field('英文名').readOnly).toBe(true);
    expect(field('公司').readOnly).toBe(true);
    await userEvent.type(field('中文名'), '梅林');
    await userEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('个人信息已保存')).toBeTruthy();
    await waitFor(() => expect(field('中文名').readOnly).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: '返回门户首页' }));
    expect(await screen.findByRole('button', { name: /梅林/ }, find)).toBeTruthy();
  });
});
