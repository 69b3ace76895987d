/**
 * Every answer the content API gives when it cannot do what was asked: a stable code a program can
 * test, a title, a message saying what happened and a hint saying what to do (after Astro's error
 * catalogue). Messages are written for the office staff member who will read them in the studio.
 */
export const API_ERRORS = {
  'not-found': { status: 404, title: 'No such address', message: 'The content API has no address like this.', hint: 'Use POST /session to sign in, then GET /files, GET /files/<path>, GET /history/<path>, POST /history/<path> (undo a change), GET /site, GET /images, GET /images/<path>, GET /changes, POST /changes or GET /visit-counts; with the github backend also POST /changes/<number>/publish; with the live build (npm start) also GET /site-status.' },
  'method-not-allowed': { status: 405, title: 'Wrong kind of request', message: 'This address does not take this kind of request.', hint: 'The Allow header lists the ones it takes.' },
  'origin-refused': { status: 403, title: 'Page not allowed', message: 'The content API answers only pages of this site.', hint: 'Open the studio from the site\'s own address, or add this origin to CONTENT_API_ORIGINS.' },
  'token-missing': { status: 401, title: 'Not signed in', message: 'This needs a staff login, and none was sent.', hint: 'Log in at /login, then try again.' },
  'token-invalid': { status: 401, title: 'Login expired', message: 'Your login is no longer valid (it expired, or the login service restarted).', hint: 'Log out, log in again at /login, then try again. Your draft is kept.' },
  'not-admin': { status: 403, title: 'Administrators only', message: 'Your account may not read or change the site\'s content.', hint: 'Ask an administrator to make the change, or to give your account administrator rights.' },
  'login-service-unavailable': { status: 503, title: 'Login check unavailable', message: 'The staff login service did not answer, so your login could not be checked.', hint: 'Try again in a minute. If it keeps happening, tell whoever runs the site.' },
  // Signing in to the content API itself (POST /session, server/content-api/sign-in.ts) and its sessions.
  'session-expired': { status: 401, title: 'Editing session ended', message: 'For safety, editing stops after 30 minutes without activity, and 8 hours after you confirmed your password.', hint: 'Confirm your password again. Your draft is kept, and what you were doing carries on once you have.' },
  'password-wrong': { status: 401, title: 'Wrong username or password', message: 'The staff login service does not know this username with this password.', hint: 'Check both and try again; the password must match exactly, capitals included.' },
  'too-many-sign-ins': { status: 429, title: 'Too many wrong passwords', message: 'Signing in from this network failed too often in a short time, so it is paused for a while.', hint: 'Wait as long as it says below, then try again. Your draft is kept.' },
  'sign-in-check-unavailable': { status: 503, title: 'Signing in unavailable', message: 'The count of wrong passwords could not be checked just now, so your password was not checked either.', hint: 'Try again in a minute. If you are already signed in, you can keep working. If it keeps happening, tell whoever runs the site.' },
  'sign-in-incomplete': { status: 400, title: 'Username or password missing', message: 'Confirming your password needs your username and your password, both as text.', hint: 'Fill in both, then try again.' },
  'login-checks-busy': { status: 503, title: 'Too many login checks at once', message: 'The content API is already asking the staff login service about many logins, so yours was not checked.', hint: 'Try again in a few seconds. If it keeps happening, tell whoever runs the site.' },
  'body-too-large': { status: 413, title: 'Change too large', message: 'The change is larger than the content API accepts.', hint: 'Save fewer files or pictures at once.' },
  'body-too-deep': { status: 400, title: 'Change nested too deeply', message: 'The change nests its values far deeper than any site file does, so it was not read.', hint: 'Save the file again from the studio; if this keeps happening, tell whoever runs the site.' },
  'body-too-many-values': { status: 400, title: 'Change holds too many values', message: 'The change holds far more values than any site file does, so it was not read.', hint: 'Save the file again from the studio; if this keeps happening, tell whoever runs the site.' },
  'body-cut-short': { status: 400, title: 'Change arrived incomplete', message: 'The change did not arrive whole (the connection broke off, or the request was garbled on the way), so nothing was read or saved.', hint: 'Save again; your draft is kept. If it keeps happening, check the network connection.' },
  'expectation-failed': { status: 417, title: 'Unknown condition', message: 'The request asks, in its Expect header, for a condition the content API does not know, so it was not handled.', hint: 'Send the request without the Expect header (only "100-continue" is understood).' },
  'bad-address': { status: 400, title: 'Unreadable address', message: 'The address of this request has characters the content API does not read (a backslash, or letters sent without encoding).', hint: 'Use the addresses as GET /files gives them, with each part URL-encoded.' },
  'headers-too-large': { status: 431, title: 'Request too large to read', message: 'The address or the headers of this request are longer than the content API reads.', hint: 'Use a shorter address; content paths are short, e.g. "towns/benson.json".' },
  'bad-json': { status: 400, title: 'Unreadable request', message: 'The request body is not valid JSON.', hint: 'Send the change as JSON with Content-Type: application/json.' },
  'bad-request': { status: 400, title: 'Incomplete change', message: 'The change is missing something or has a value of the wrong type.', hint: 'See "details" for what to fix.' },
  'path-refused': { status: 400, title: 'File not allowed', message: 'Only the site\'s content files inside site/ can be read or changed.', hint: 'See "details" for the path and why it was refused.' },
  'file-not-found': { status: 404, title: 'No such file', message: 'That content file does not exist.', hint: 'Reload the list of files; someone may have removed or renamed it.' },
  'version-not-found': { status: 404, title: 'No such earlier version', message: 'That earlier version is not in this file\'s history.', hint: 'Open the file\'s history again and choose one of the versions it lists.' },
  'undo-not-found': { status: 404, title: 'This change cannot be undone', message: 'That change is not in this file\'s history, or what the file was before it was not kept.', hint: 'Open the file\'s history again and choose a change it offers to undo, or go back to an earlier version instead.' },
  'base-mismatch': { status: 400, title: 'Opened text does not match', message: 'The text sent as the one you opened does not match its version.', hint: 'Send back the exact "text" and "version" GET /files/<path> gave.' },
  // A change the checks refuse, warnings to confirm and a clash are states of a save, not errors: save-outcomes.ts.
  'github-failed': { status: 502, title: 'GitHub did not answer as expected', message: 'The site\'s content is kept on GitHub, and GitHub refused or failed this request, so nothing was sent for review or published.', hint: 'Try again in a minute; your draft is kept. If it keeps happening, tell whoever runs the site (the server log has GitHub\'s answer).' },
  'image-refused': { status: 400, title: 'Picture not accepted', message: 'The picture sent with this change is not one the site can take, so nothing was saved.', hint: 'Choose a JPEG, PNG or WebP photo and upload it again from the studio; what was wrong is said below.' },
  'image-too-large': { status: 413, title: 'Picture too large', message: 'The picture sent with this change is larger than the site accepts, even after it was made smaller, so nothing was saved.', hint: 'Choose a smaller photo, or crop it, then upload it again; "details" gives its size and the limit.' },
  'image-not-found': { status: 404, title: 'No such picture', message: 'There is no picture at that address under the site\'s pictures.', hint: 'Reload the pictures; someone may have removed or renamed it.' },
  'change-not-found': { status: 404, title: 'No such submitted change', message: 'There is no change with that number submitted from the studio.', hint: 'Reload the list of submitted changes.' },
  'change-not-open': { status: 409, title: 'Change already closed', message: 'That change was already published, or was closed without publishing.', hint: 'Reload the list of submitted changes to see its state.' },
  'change-not-mergeable': { status: 409, title: 'Not ready to publish', message: 'GitHub will not publish this change yet: its checks may be running or failing, it may need an approval, or it clashes with a change published since.', hint: 'Open the change on GitHub to see why; a clash is resolved by submitting the change again from the studio.' },
  'storage-full': { status: 507, title: 'The server\'s disk is full', message: 'The server has no room left to save the site\'s files, so nothing was saved.', hint: 'Your draft is kept. Tell whoever runs the site that its disk is full; save again once they have made room.' },
  'storage-refused': { status: 503, title: 'The site\'s files cannot be reached', message: 'The server could not read or write the site\'s files, so nothing was changed.', hint: 'Your draft is kept. Tell whoever runs the site, with what the disk answered (below).' },
  'storage-busy': { status: 503, title: 'The server is busy', message: 'The server is handling too much at once to open the site\'s files, so nothing was changed.', hint: 'Try again in a few seconds; your draft is kept.' },
  // GitHub's bad days and its repository settings (issue #26, item 7).
  'github-busy': { status: 503, title: 'GitHub asked us to slow down', message: 'GitHub is limiting how many requests the site may send just now, so nothing was sent for review or published.', hint: 'Try again after the wait given below; your draft is kept.' },
  'change-needs-approval': { status: 409, title: 'Needs an approval first', message: 'This change needs an approval on GitHub before it can be published.', hint: 'Ask a reviewer to approve it on GitHub (the change\'s own page there), then publish again.' },
  'change-checks-required': { status: 409, title: 'Checks have not passed yet', message: 'GitHub publishes this change only once its required checks have passed, and they have not yet.', hint: 'Wait for the checks to finish, then publish again; if one failed, open the change on GitHub to see why.' },
  'change-merge-not-allowed': { status: 409, title: 'Publishing is switched off on GitHub', message: 'The repository\'s settings on GitHub allow no way of publishing a change that the studio can use.', hint: 'Ask whoever runs the site to allow squash merging (or merge commits) in the repository\'s settings on GitHub.' },
  // Issue #26, the server stays responsive and saves survive a crash (validation/, backends/local/).
  'check-interrupted': { status: 503, title: 'Check stopped', message: 'The check of your change stopped before it finished (the server was busy restarting part of itself or shutting down), so nothing was saved.', hint: 'Save again; your draft is kept. If it keeps happening, tell whoever runs the site (the server log says why).' },
  'api-not-set-up': { status: 503, title: 'Saving is not set up yet', message: 'Saving is not set up on this website yet.', hint: 'Your draft is kept. Tell whoever looks after the website: their hosting log says which setting is missing.' },
  'internal': { status: 500, title: 'Something went wrong', message: 'The content API failed while handling this request; nothing was half-written.', hint: 'Try again. If it keeps happening, tell whoever runs the site (the server log has the details).' },
} as const satisfies Record<string, { status: number; title: string; message: string; hint: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Thrown by any step; the server turns it into the JSON answer. `extra` adds fields such as "problems". */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(API_ERRORS[code].message);
  }
}

export function errorBody(code: ApiErrorCode, extra: Record<string, unknown> = {}) {
  const { title, message, hint } = API_ERRORS[code];
  return { error: { code, title, message, hint }, ...extra };
}
