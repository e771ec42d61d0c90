import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_SEARCH_DEBOUNCE_MS } from '../../../machines/auth/company-suggest.machine.ts';
import { sampleUserInfo } from '../../machines/auth/samples.ts';
import {
  AccountPath,
  clearToasts,
  currentToasts,
  describedError,
  inDialog,
  openLogin,
  reply,
  signIn,
} from './support/login-dialog.tsx';

afterEach(clearToasts);

const field = (label: string) => inDialog().getByLabelText(label) as HTMLInputElement;
/** The contact email in place of the account's, which the form fills in once the user info is loaded. */
const typeEmail = async (user: UserEvent, label: 'Email' | '邮箱', text: string) => {
  await waitFor(() => expect(field(label).value).toBe(sampleUserInfo.email));
  await user.clear(field(label));
  await user.type(field(label), text);
};
const submitButton = () =>
  inDialog().getByRole('button', { name: /^(Submit|In progress|提交|认证中)$/ }) as HTMLButtonElement;

describe('English certification view (spec §4 Certification status, §5 English certification)', () => {
  it('spec §5: submit stays disabled until name, company, duty and email are all filled (blank counts as empty)', async () => {
    signIn();
    const { user } = await openLogin({ view: 'certification', certificationStatus: 1 });
    expect(inDialog().getByRole('heading', { name: 'Certification' })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Company name'), 'Sample Freight');
    await user.type(field('Duty'), '   ');
    await typeEmail(user, 'Email', 'san.zhang@example.com');
    expect(submitButton().disabled).toBe(true);
    await user.clear(field('Duty'));
    await user.type(field('Duty'), 'Manager');
    expect(submitButton().disabled).toBe(false);
  });

  it('spec §4: the email is prefilled with the account’s email', async () => {
    signIn();
    await openLogin({ view: 'certification', certificationStatus: 1 });
    await waitFor(() => expect(field('Email').value).toBe(sampleUserInfo.email));
  });

  it('spec §5: a wrong email reads "please input the correct email address"', async () => {
    signIn();
    const { user, callsTo } = await openLogin({ view: 'certification', certificationStatus: 4 });
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Company name'), 'Sample Freight');
    await user.type(field('Duty'), 'Manager');
    await typeEmail(user, 'Email', 'san.zhang');
    await user.click(submitButton());
    expect(describedError(field('Email'))).toBe('please input the correct email address');
    expect(callsTo(AccountPath.updateUser)).toHaveLength(0);
  });

  it('spec §4: after a successful submit the status is 2: the button is disabled and reads "In progress" (spec §8 apply success)', async () => {
    signIn();
    const { user, callsTo } = await openLogin(
      { view: 'certification', certificationStatus: 1 },
      { api: { [AccountPath.updateUser]: () => reply('1', { validateMap: { nameEn: 'San Zhang' } }) } },
    );
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Company name'), 'Sample Freight');
    await user.type(field('Duty'), 'Manager');
    await typeEmail(user, 'Email', 'san.zhang@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('In progress'));
    expect(submitButton().disabled).toBe(true);
    // Said once, in the dialog: no toast repeats it.
    expect(inDialog().getByRole('status').textContent).toBe('apply success');
    expect(currentToasts()).toEqual([]);
    expect(callsTo(AccountPath.updateUser)[0]!.body).toMatchObject({
      nameEn: 'San Zhang',
      companyName: 'Sample Freight',
      companyPosition: 'Manager',
      email: 'san.zhang@example.com',
      id: 7,
      updateFlag: 1,
      certificationStatus: 2,
      webFlag: 2,
    });
  });

  it('spec §4: opened with status 2 the form shows "In progress" and cannot be submitted', async () => {
    signIn({ certificationStatus: 2 });
    await openLogin({ view: 'certification', certificationStatus: 2 });
    expect(submitButton().textContent).toBe('In progress');
    expect(submitButton().disabled).toBe(true);
  });

  it('spec §8: a certification answered with a code other than 1 shows the server message as an error toast', async () => {
    signIn();
    const { user } = await openLogin(
      { view: 'certification', certificationStatus: 1 },
      { api: { [AccountPath.updateUser]: () => reply('0', {}, 'Company not found') } },
    );
    await user.type(field('Name'), 'San Zhang');
    await user.type(field('Company name'), 'Sample Freight');
    await user.type(field('Duty'), 'Manager');
    await typeEmail(user, 'Email', 'san.zhang@example.com');
    await user.click(submitButton());
    expect(await screen.findByText('Company not found')).toBeTruthy();
    expect(submitButton().textContent).toBe('Submit');
  });
});

const companies = [
  { id: 42, name: '示例货运有限公司', nameEn: 'Sample Freight' },
  { id: 43, name: '示例物流有限公司', nameEn: 'Sample Logistics' },
];

describe('Chinese certification view (spec §5 Chinese certification, company suggestion search)', () => {
  const openChinese = (api = {}) => {
    signIn();
    return openLogin(
      { view: 'certification', certificationStatus: 1 },
      {
        lang: 'cn',
        api: { [AccountPath.getTycCompanyList]: () => reply('1', { items: companies }), ...api },
      },
    );
  };
  const company = () => inDialog().getByRole('combobox') as HTMLInputElement;

  it('此项为必填项 goes once the field is filled, the other fields keep theirs', async () => {
    const { user } = await openChinese();
    await user.click(submitButton());
    expect(describedError(field('姓名'))).toBe('此项为必填项');
    expect(describedError(field('职位'))).toBe('此项为必填项');
    await user.type(field('姓名'), '张三');
    expect(describedError(field('姓名'))).toBeNull();
    expect(describedError(field('职位'))).toBe('此项为必填项');
  });

  it('spec §4: 邮箱 is prefilled with the account’s email', async () => {
    await openChinese();
    await waitFor(() => expect(field('邮箱').value).toBe(sampleUserInfo.email));
  });

  it('spec §5: a company typed but not chosen from the suggestions reads 请选择公司名', async () => {
    const { user, callsTo } = await openChinese();
    await user.type(field('姓名'), '张三');
    await user.type(field('职位'), '经理');
    await typeEmail(user, '邮箱', 'san.zhang@example.com');
    // Typed, not chosen: no suggestion is clicked.
    fireEvent.change(company(), { target: { value: '示例' } });
    await user.click(submitButton());
    expect(describedError(company())).toBe('请选择公司名');
    expect(document.activeElement).toBe(company());
    expect(callsTo(AccountPath.updateUser)).toHaveLength(0);
  });

  it('spec §5: suggestions are searched only once the text is longer than 2 characters, 20 per page', async () => {
    const { user, callsTo } = await openChinese();
    // Fake timers that still run on: the test jumps past the search pause instead of sleeping.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(company(), '示例');
      await act(() => vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DEBOUNCE_MS * 2));
    } finally {
      vi.useRealTimers();
    }
    expect(callsTo(AccountPath.getTycCompanyList)).toHaveLength(0);
    expect(company().getAttribute('aria-expanded')).toBe('false');
    await user.type(company(), '货');
    expect(await inDialog().findByRole('option', { name: '示例货运有限公司' })).toBeTruthy();
    expect(callsTo(AccountPath.getTycCompanyList)).toHaveLength(1);
    expect(callsTo(AccountPath.getTycCompanyList)[0]!.body).toEqual({
      name: '示例货',
      pageNo: 1,
      pageSize: 20,
    });
    expect(company().getAttribute('aria-expanded')).toBe('true');
  });

  it('spec §5: a suggestion chosen with the keyboard sets the company; the form is submitted with its id', async () => {
    const { user, callsTo } = await openChinese({ [AccountPath.updateUser]: () => reply('1') });
    await user.type(field('姓名'), '张三');
    await user.type(company(), '示例货');
    await inDialog().findByRole('option', { name: '示例货运有限公司' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = company().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('示例物流有限公司');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(company().value).toBe('示例货运有限公司');
    expect(company().getAttribute('aria-expanded')).toBe('false');
    await user.type(field('职位'), '经理');
    await typeEmail(user, '邮箱', 'san.zhang@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(callsTo(AccountPath.updateUser)).toHaveLength(1));
    expect(callsTo(AccountPath.updateUser)[0]!.body).toMatchObject({
      nameCn: '张三',
      companyName: '示例货运有限公司',
      companyNameId: 42,
      companyPosition: '经理',
      qq: '',
      webFlag: 1,
    });
    // Spec §8: 提交成功 in Chinese.
    await waitFor(() => expect(inDialog().getByRole('status').textContent).toBe('提交成功'));
    expect(currentToasts()).toEqual([]);
  });

  it('spec §5: editing the company after choosing clears the choice (请选择公司名 again); Escape closes the list, not the dialog', async () => {
    const { user, callsTo } = await openChinese();
    await user.type(field('姓名'), '张三');
    await user.type(field('职位'), '经理');
    await typeEmail(user, '邮箱', 'san.zhang@example.com');
    await user.type(company(), '示例货');
    await user.click(await inDialog().findByRole('option', { name: '示例货运有限公司' }));
    await user.type(company(), '!');
    await inDialog().findByRole('option', { name: '示例物流有限公司' });
    await user.keyboard('{Escape}');
    expect(company().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(submitButton());
    expect(describedError(company())).toBe('请选择公司名');
    expect(callsTo(AccountPath.updateUser)).toHaveLength(0);
  });
});
