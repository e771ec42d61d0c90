/**
 * Demo accounts of companyId 1 (listed with their passwords in docs/accounts.md; demo only). The
 * hashes are precomputed with the OWASP scrypt parameters and a salt derived from the address, so the
 * seed is deterministic and costs no hashing time. To change a password, recompute its hash:
 *   node -e "import('./server/services/accounts/password-hash.ts').then(async (m) => console.log(await
 *     m.hashPassword('NEW', m.OWASP_SCRYPT, require('node:crypto').createHash('sha256')
 *     .update('demo-salt:' + 'EMAIL').digest().subarray(0, 16))))"
 */
import type { NewUser } from '../accounts-schema.ts';
import { DEMO_COMPANY_ID } from './demo-tenant.ts';

type DemoAccount = Omit<NewUser, 'companyId' | 'createdAt'> & { password: string };

/** Seeded once; createdAt is fixed so that reseeding an empty database gives identical rows. */
const DEMO_CREATED_AT = '2026-01-05T01:00:00.000Z';

export const DEMO_ACCOUNTS = {
  certified: {
    email: 'certified@demo.example.com',
    password: 'Certified123',
    passwordHash:
      'scrypt$131072$8$1$77de6YFJID_a4kuQ82_E8Q$86OLIxIpvbX40qtXwT2sdYecOTAVmeZHrBQNdZzbAW7T5qRcm-F4-lgQzVZ2f0LQOUfpNpDw2MCzYxvwjVZPyw',
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
    passwordHash:
      'scrypt$131072$8$1$BxlQVbZNvXjPHtwf82udfw$KD8Rv48xP6HkIyAcpB8BXbQcICotQpaXWkDK9shFWNMj_2nrcHoyM44-V4xGXL5Mm2J_xWxilYSliV3du_rFCA',
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
    passwordHash:
      'scrypt$131072$8$1$_atSmPkFToPyPtbjyweK9A$EPHazPu73-SdSxVVdk3lqnIxvp6OotFLFf3VF71eHU7ZurFUuzt_CJZQYzRJLFd39DrWHCidqECnEwFlbBYzjA',
    nameCn: '王芳',
    nameEn: 'Wang Fang',
    nickname: 'Fang',
    companyName: '海程示范货运',
    companyPosition: '销售',
    mobile: '13800000003',
    userType: 2,
    certificationStatus: 3,
    active: 1,
  },
} as const satisfies Record<string, DemoAccount>;

export const demoUsers = (): NewUser[] =>
  Object.values(DEMO_ACCOUNTS).map(({ password: _shownInDocsOnly, ...account }) => ({
    ...account,
    companyId: DEMO_COMPANY_ID,
    createdAt: DEMO_CREATED_AT,
  }));
