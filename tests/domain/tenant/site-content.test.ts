import { describe, expect, it } from 'vitest';
import type { MenuChild } from '../../../domain/api/company.ts';
import {
  contactProblem,
  contentBlocksProblem,
  menuPathProblem,
  menuProblem,
  titleSettingsProblem,
} from '../../../domain/tenant/site-content.ts';
import { formatSiteContentMessage } from '../../../domain/tenant/site-content-messages.ts';

const child = (path: string, pathEn = '', label = '运价', labelEn = 'Rates'): MenuChild => ({
  label,
  labelEn,
  clickEvent: { path, pathEn, openNewWindow: false },
});
const menu = (...children: MenuChild[]) => [{ sName: '菜单', sNameEn: 'Menu', children }];

describe('spec §2 menu paths: internal ones are routes of the portal, external ones https', () => {
  it('takes public and workspace routes, with a query or fragment, and https addresses', () => {
    for (const path of [
      '/rates',
      '/rates?pol=CNSHA',
      '/about#team',
      '/workspace/order',
      'https://news.example.com/a?b=1',
    ])
      expect(menuPathProblem(path)).toBeNull();
  });

  it('refuses a path that is no page, a staff or portal-only page, plain http and other schemes', () => {
    expect(menuPathProblem('/admin')).toBe('pathNotARoute');
    expect(menuPathProblem('rates')).toBe('pathNotARoute');
    expect(menuPathProblem('/setup')).toBe('pathNotARoute');
    expect(menuPathProblem('javascript:alert(1)')).toBe('pathNotARoute');
    expect(menuPathProblem('http://news.example.com')).toBe('pathNotHttps');
    expect(menuPathProblem('https://')).toBe('pathNotHttps');
    expect(menuPathProblem('httpsnews')).toBe('pathNotHttps');
  });
});

describe('the site content rules name the first field that breaks one', () => {
  it('menu: names and labels in both languages, a path, an English path that is empty or valid', () => {
    expect(menuProblem(menu(child('/rates')))).toBeNull();
    expect(menuProblem([{ sName: '菜单', sNameEn: ' ', children: [] }])).toEqual({
      id: 'labelRequired',
      field: 'menus.0.sName',
    });
    expect(menuProblem(menu(child('/rates'), child('/rates', '', '运价', '')))).toEqual({
      id: 'labelRequired',
      field: 'menus.0.children.1.label',
    });
    expect(menuProblem(menu(child(' ')))).toEqual({ id: 'pathRequired', field: 'menus.0.children.0.path' });
    expect(menuProblem(menu(child('/rates', '/nowhere')))).toEqual({
      id: 'pathNotARoute',
      field: 'menus.0.children.0.pathEn',
    });
  });

  it('titles: one row per section', () => {
    const about = {
      section: 'about' as const,
      bannerTitleCn: '',
      bannerTitleEn: '',
      bannerSubtitleCn: '',
      bannerSubtitleEn: '',
      innerTitleCn: '',
      innerTitleEn: '',
      innerSubtitleCn: '',
      innerSubtitleEn: '',
    };
    expect(titleSettingsProblem([about, { ...about, section: 'case' }])).toBeNull();
    expect(titleSettingsProblem([about, about])).toEqual({
      id: 'sectionRepeated',
      field: 'titles.1.section',
    });
  });

  it('content pages: heading and text in both languages', () => {
    const block = { headingCn: '简介', headingEn: 'About', bodyCn: '正文', bodyEn: 'Text' };
    expect(contentBlocksProblem([block])).toBeNull();
    expect(contentBlocksProblem([block, { ...block, headingEn: '' }])).toEqual({
      id: 'headingRequired',
      field: 'blocks.1.headingCn',
    });
    expect(contentBlocksProblem([{ ...block, bodyCn: ' ' }])).toEqual({
      id: 'bodyRequired',
      field: 'blocks.0.bodyCn',
    });
  });

  it('contact: both names, a valid email if any, and a way to reach them', () => {
    const contact = {
      nameCn: '王',
      nameEn: 'Wang',
      companyName: '',
      companyNameEn: '',
      mobile: '',
      qq: '1',
      email: '',
    };
    expect(contactProblem(contact)).toBeNull();
    expect(contactProblem({ ...contact, nameEn: '' })?.id).toBe('contactNameRequired');
    expect(contactProblem({ ...contact, email: 'wang@' })?.id).toBe('contactEmailInvalid');
    expect(contactProblem({ ...contact, qq: '' })).toEqual({
      id: 'contactReachRequired',
      field: 'contact.mobile',
    });
  });

  it('words a problem in both languages with the field named', () => {
    expect(formatSiteContentMessage('pathNotHttps', 'en', { field: 'Path' })).toBe(
      'Path: an external link must be a full https:// address',
    );
    expect(formatSiteContentMessage('pathNotHttps', 'cn', { field: '链接地址' })).toBe(
      '链接地址：外部链接必须是 https:// 开头的完整网址',
    );
  });
});
