import { browserSessionEnv, createSessionStore, type SessionStore } from './session-store';

// One store for the page, shared by the loader's header buttons and every island that reads the
// session (they import this module from the loader's own file, so there is one instance). Created
// lazily: the prerender imports this file too, and has no browser.
let store: SessionStore | null = null;

/** The page's staff session. */
export const pageSession = () => (store ??= createSessionStore(browserSessionEnv()));
