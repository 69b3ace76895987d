import type { APIRequestContext } from '@playwright/test';

export const standInUrl = `http://127.0.0.1:${process.env.E2E_STAND_IN_PORT ?? 8788}`;

export interface OutboxEntry {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

/** The messages the stand-in received, optionally only those with a given e-mail (tests use unique ones). */
export async function outbox(request: APIRequestContext, email?: string): Promise<OutboxEntry[]> {
  const response = await request.get(`${standInUrl}/__control/outbox`);
  const entries = (await response.json()) as OutboxEntry[];
  return email ? entries.filter((entry) => entry.template_params.email === email) : entries;
}

/** Makes the stand-in fail every send for one address (tests use unique ones, so parallel tests are unaffected). */
export async function setEmailFailure(request: APIRequestContext, email: string, fail: boolean) {
  await request.post(`${standInUrl}/__control/email-failure`, { data: { fail, email } });
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
