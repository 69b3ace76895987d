/**
 * Every page is its own prerendered document, so moving between pages is a plain link. These rules let
 * the browser fetch the next page as soon as a visitor shows intent (a hover or the start of a press,
 * "moderate"), so it opens at once. The staff pages are left out: they depend on the session.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: ['/login', '/admin-dashboard'] } }] },
      eagerness: 'moderate',
    },
  ],
});
