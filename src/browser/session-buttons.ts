import { pageSession } from '../app/session/page-session';

/**
 * The header's and the drawer's Log out (and Dashboard, for an administrator) without React: they are
 * in the page, hidden, and shown while the page's session store says someone is logged in (a login in
 * this tab or another one included). Log out forgets token and admin and reloads, as the spec says.
 */
export function startSessionButtons() {
  const session = pageSession();
  const show = () => {
    const state = session.getSnapshot();
    for (const element of document.querySelectorAll<HTMLElement>('[data-session-only]')) {
      const admin = element.dataset.sessionOnly === 'admin';
      element.hidden = !(state.status === 'loggedIn' && (!admin || state.isAdmin));
    }
  };
  session.subscribe(show);
  show();
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-logout]')) session.logout();
  });
}
