/** Who sent a request, as the content API's own session (or the CRM) says, never as the browser says. */
export type Staff = { id: number | string | null; user: string };
