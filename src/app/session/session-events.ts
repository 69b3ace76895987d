/**
 * Fired on window when someone signs in in this tab: islands that wake only for a staff session
 * (the header's Log out) wake then too, even when storage is blocked and holds no token.
 */
export const SESSION_STARTED_EVENT = 'cc-session-started';
