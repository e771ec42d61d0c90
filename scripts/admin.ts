/**
 * Operators' commands for deployments that are scripted (no browser for the setup link):
 *   printf '%s\n' "$PASSWORD" | npm run admin -- create-staff --email ops@example.com --name-en "Li Lei" [--name-cn 李雷] [--roles administrator,operations]
 * creates an active staff account (spec §6: user type 2) with the given roles (domain/permissions.ts; default administrator) of the configured tenant (VITE_COMPANY_ID)
 * in the configured database (DATA_DIR / DATABASE_URL). The password is read from standard input,
 * never from the command line (which other users of the machine can read), and follows spec §5's rule.
 */
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { FieldLimit } from '../domain/constants.ts';
import { isStaffRole, STAFF_ROLES } from '../domain/permissions.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../domain/validation/validators.ts';
import { ConfigError, readConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createCompanyRepository } from '../server/db/repositories/company-repository.ts';
import { hashPassword, scryptAtCost } from '../server/services/accounts/password-hash.ts';
import { insertStaffAccount } from '../server/services/accounts/staff-setup-service.ts';

const USAGE =
  'usage: printf \'%s\\n\' "$PASSWORD" | npm run admin -- create-staff --email <address> --name-en <name> [--name-cn <name>] [--roles <role,role>]';

const stop = (line: string, code = 1): never => {
  console.error(line);
  process.exit(code);
};

const { values, positionals } = parseArgs({
  options: {
    email: { type: 'string' },
    'name-en': { type: 'string' },
    'name-cn': { type: 'string' },
    roles: { type: 'string', default: 'administrator' },
  },
  allowPositionals: true,
});
if (positionals.join(' ') !== 'create-staff' || values.email === undefined || values['name-en'] === undefined)
  stop(USAGE, 2);
const email = values.email?.trim().toLowerCase() ?? '';
const nameEn = values['name-en']?.trim() ?? '';
const nameCn = values['name-cn']?.trim() ?? '';
if (!EMAIL_PATTERN.test(email) || email.length > FieldLimit.emailMaxLength)
  stop(`admin: not an email address: ${email}`);
if (nameEn === '' || nameEn.length > FieldLimit.nameMaxLength || nameCn.length > FieldLimit.nameMaxLength)
  stop(`admin: --name-en is required, each name at most ${FieldLimit.nameMaxLength} characters`);
const roleWords = (values.roles ?? '').split(',').map((word) => word.trim());
const roles = roleWords.filter(isStaffRole);
if (roles.length === 0 || roles.length !== roleWords.length)
  stop(`admin: --roles is a comma-separated list of ${STAFF_ROLES.join(', ')}`);
if (process.stdin.isTTY) stop(`admin: pipe the password on standard input\n${USAGE}`, 2);
const password = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
if (!PASSWORD_PATTERN.test(password))
  stop('admin: the password must be 6 to 18 letters and digits, with both');

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  config = stop(error.message);
}
const db = createDatabase(config.database);
try {
  await migrateToLatest(db);
  if (!(await createCompanyRepository(db).exists(config.appCompanyId)))
    stop(`admin: tenant ${config.appCompanyId} does not exist; start the portal once first`);
  const passwordHash = await hashPassword(password, scryptAtCost(config.scryptCost));
  // A command-line run stands at the machine's real time (the server's services take the injected clock).
  const created = await insertStaffAccount(
    db,
    { companyId: config.appCompanyId, email, passwordHash, nameEn, nameCn, roles },
    new Date(),
  );
  if (!created) stop(`admin: ${email} has an account already; nothing changed`);
  console.log(
    `admin: created staff account ${email} (tenant ${config.appCompanyId}, roles ${roles.join(', ')})`,
  );
} finally {
  await db.destroy();
}
