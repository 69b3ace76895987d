import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { SESSION_KEYS } from '../app/session/session-store';
import { pageKind } from '../content/page-kind';
import type { PageData } from '../islands/page-data';
import { sendEventsTo, type FieldEvent } from './field-events';
import { countedReferrer, countedUrl, eventBody, mayCount, vitalEvent } from './plausible-event';

/**
 * The visit counts (decision 029): loaded by the page's loader once the page is idle, never on the
 * way to a first touch. It sends the pageview, whatever the page recorded before (phone taps, a NEXT)
 * and everything after, and the page's vitals when it is hidden. Every send is fire-and-forget: a slow,
 * refusing or blocked host is never waited for. Returns whether this visit is counted.
 */
export function startFieldAnalytics(data: PageData): boolean {
  const counts = data.site.integrations.analytics;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (!counts || !mayCount({ doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl, staffSignedIn: staffSignedIn() })) return false;
  const endpoint = `${counts.host}/api/event`;
  const page = { url: countedUrl(window.location.href), referrer: countedReferrer(document.referrer), domain: counts.domain };
  const send = (event: FieldEvent) => post(endpoint, eventBody(event, page));
  const kind = pageKind(data.route, data.path);
  const town = data.route.town;
  send({ name: 'pageview', props: town ? { kind, town } : { kind } });
  sendEventsTo(send);
  sendVitalsAtHide(kind, send);
  return true;
}

/** The site's session is in localStorage (session-store.ts); storage that throws means no session. */
function staffSignedIn(): boolean {
  try {
    return Boolean(window.localStorage.getItem(SESSION_KEYS.token));
  } catch {
    return false;
  }
}

/**
 * text/plain, so the browser sends it without a preflight; no cookie (credentials omitted); keepalive,
 * so a send at page hide still leaves. Offline, it waits for the connection: a "Send failed" because
 * the visitor was offline would otherwise never arrive.
 */
function post(url: string, body: string): void {
  if (!navigator.onLine) {
    window.addEventListener('online', () => post(url, body), { once: true });
    return;
  }
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain' }, credentials: 'omit', keepalive: true }).catch(() => undefined);
}

/**
 * Each metric once, with its last value, when the page is hidden (web-vitals gives LCP, CLS and INP
 * their final values in its own listeners, which run before this one: they capture on window).
 */
function sendVitalsAtHide(kind: string, send: (event: FieldEvent) => void): void {
  const latest = new Map<string, Metric>();
  const sent = new Set<string>();
  const keep = (metric: Metric) => latest.set(metric.name, metric);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // pagehide too, for an engine that leaves a page without calling it hidden first.
  const flush = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    for (const metric of latest.values()) {
      if (sent.has(metric.name)) continue;
      sent.add(metric.name);
      send(vitalEvent(metric, kind));
    }
  };
  document.addEventListener('visibilitychange', flush);
  window.addEventListener('pagehide', flush);
}
