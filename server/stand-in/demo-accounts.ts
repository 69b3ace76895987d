/**
 * The logins the stand-in writes to users.json on first start. They only ever exist on a
 * developer's machine; the CLI prints them, the tests use them and the README lists them.
 */
export const DEMO_ACCOUNTS = [
  { id: 1, username: 'admin', password: 'cedar-admin-2026', is_admin: true },
  { id: 2, username: 'crew', password: 'cedar-crew-2026', is_admin: false },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
