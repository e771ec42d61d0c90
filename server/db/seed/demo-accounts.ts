/**
 * Demo accounts of companyId 1 (listed with their passwords in the README; demo mode only). Their
 * hashes are made at seed time with the configured scrypt cost (SCRYPT_COST, so tests and the e2e
 * server never verify at production cost) and a salt derived from the address, so the seed is
 * deterministic for a given cost.
 */
import { createHash } from 'node:crypto';
import { hashPassword, type ScryptParams } from '../../services/accounts/password-hash.ts';
import type { NewUser } from '../accounts-schema.ts';
import { DEMO_COMPANY_ID } from './demo-tenant.ts';

type DemoAccount = Omit<NewUser, 'companyId' | 'createdAt' | 'passwordHash'> & { password: string };

/** Seeded once; createdAt is fixed so that reseeding an empty database gives identical rows. */
const DEMO_CREATED_AT = '2026-01-05T01:00:00.000Z';

export const DEMO_ACCOUNTS = {
  certified: {
    email: 'certified@demo.example.com',
    password: 'Certified123',
    nameCn: '陈晓明',
    nameEn: 'Chen Xiaoming',
    nickname: 'Xiaoming',
    companyName: '上海海鸿国际物流有限公司',
    companyNameId: 1,
    companyPosition: '物流经理',
    certificationEmail: 'certified@demo.example.com',
    qq: '10000001',
    mobile: '13800000001',
    userType: 1,
    certificationStatus: 3,
    customerType: 1,
    active: 1,
  },
  uncertified: {
    email: 'uncertified@demo.example.com',
    password: 'Uncertified123',
    nameEn: 'Li Na',
    nickname: 'Nana',
    mobile: '13800000002',
    userType: 1,
    certificationStatus: 1,
    active: 1,
  },
  staff: {
    email: 'staff@demo.example.com',
    password: 'Staff123',
    nameCn: '王芳',
    nameEn: 'Wang Fang',
    nickname: 'Fang',
    companyName: '海程示范货运',
    companyPosition: '销售',
    mobile: '13800000003',
    userType: 2,
    // Every role but the read-only auditor's, so one demo account shows the whole console.
    staffRoles: 'administrator,customerService,pricing,operations',
    certificationStatus: 3,
    active: 1,
  },
} as const satisfies Record<string, DemoAccount>;

/** The same salt on every seed, so that the same cost gives the same row. */
const demoSalt = (email: string): Buffer =>
  createHash('sha256').update(`demo-salt:${email}`).digest().subarray(0, 16);

/** The demo accounts as rows, those `wanted` only (default all): each costs one slow password hash. */
export const demoUsers = (
  scrypt: ScryptParams,
  wanted: (email: string) => boolean = () => true,
): Promise<NewUser[]> =>
  Promise.all(
    Object.values(DEMO_ACCOUNTS)
      .filter(({ email }) => wanted(email))
      .map(async ({ password, ...account }) => ({
        ...account,
        passwordHash: await hashPassword(password, scrypt, demoSalt(account.email)),
        companyId: DEMO_COMPANY_ID,
        createdAt: DEMO_CREATED_AT,
      })),
  );
