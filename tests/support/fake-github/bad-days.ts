/** One answer the fake gives instead of the real one, to the next `times` requests that match. */
export type Fault = { method: string; path: RegExp; times: number; status: number; message: string; headers: Record<string, string>; afterDoing?: boolean };

/**
 * GitHub's bad days, switched on per test: server errors, both rate limits with the headers GitHub
 * sends, or any refusal. Each fault answers the next `times` matching requests, then GitHub is well.
 */
export function createBadDays(installationId: string) {
  const faults: Fault[] = [];
  const add = (method: string, path: RegExp, times: number, status: number, message: string, headers: Record<string, string> = {}) => {
    faults.push({ method, path, times, status, message, headers });
  };
  return {
    /** The fault that answers this request, if one is armed (it is counted down). */
    take(method: string, path: string): Fault | undefined {
      const fault = faults.find((f) => f.times > 0 && f.method === method && f.path.test(path));
      if (fault) fault.times--;
      return fault;
    },
    /** Requests still to be answered by faults, summed (0 once every fault was used up). */
    armed: () => faults.reduce((sum, f) => sum + (Number.isFinite(f.times) ? f.times : 1), 0),
    refuse: add,
    serverError(method: string, path: RegExp, times = 1, status = 502) {
      add(method, path, times, status, 'Server Error');
    },
    /** GitHub does what was asked, then its answer is lost to a server error (a gateway timing out). */
    serverErrorAfterDoing(method: string, path: RegExp, times = 1, status = 502) {
      faults.push({ method, path, times, status, message: 'Server Error', headers: {}, afterDoing: true });
    },
    /** The secondary limit, as a 403 or 429 with its message and (usually) retry-after. */
    secondaryLimit(method: string, path: RegExp, retryAfterSeconds: number | undefined, status: 403 | 429 = 403, times = 1) {
      const message = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
      add(method, path, times, status, message, retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
    },
    /** A plain "too many requests" (429, or 503) with only a retry-after: neither the secondary limit's words nor the hourly headers. */
    retryAfter(method: string, path: RegExp, retryAfterSeconds: number, status: 429 | 503 = 429, times = 1) {
      add(method, path, times, status, status === 429 ? 'Too Many Requests' : 'Service Unavailable', { 'retry-after': String(retryAfterSeconds) });
    },
    /** The hourly limit used up: 403 with x-ratelimit-remaining 0 and the reset time (real clock: Octokit reads Date.now). */
    primaryLimit(method: string, path: RegExp, resetInSeconds: number, times = 1) {
      const reset = Math.ceil(Date.now() / 1000 + resetInSeconds);
      add(method, path, times, 403, `API rate limit exceeded for installation ID ${installationId}.`, {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-used': '5000',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-resource': 'core',
      });
    },
  };
}

export type BadDays = ReturnType<typeof createBadDays>;
