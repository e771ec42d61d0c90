/** API paths of the accounts area: login, registration, password reset, certification (spec §7). */
export const AccountPath = {} as const;
