/** Tables of the accounts area (users, sessions, mail tokens, QR tickets, rate limits, company directory). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the accounts migrations
export interface AccountsSchema {}
