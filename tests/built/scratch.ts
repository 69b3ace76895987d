import { builtPage, textOf } from './support/built-site.ts';
import { byRole, byText, isShown, accessibleName, byLabel } from './support/roles.ts';
const show = (label: string, v: unknown) => console.log(label, JSON.stringify(v));
let d = builtPage('/faq'); let m = d.querySelector('main')!;
show('faq', [byRole(d, 'heading', { level: 1 }).map(textOf), byRole(m, 'heading', { level: 2 }).map(textOf), byRole(m, 'heading', { level: 3 }).length, byRole(m, 'link', { name: 'Ask a question' }).map((a) => a.getAttribute('href'))]);
d = builtPage('/about'); m = d.querySelector('main')!;
show('about', [byRole(m, 'link', { name: /Owner/ }).map((a) => a.getAttribute('href')), byRole(m, 'link', { name: '(919) 555-0142', exact: true }).map((a) => a.getAttribute('href')), byRole(m, 'link', { name: 'info@cedarcreeklawn.example', exact: true }).length, Array.from(m.querySelectorAll('iframe')).map((f) => [f.getAttribute('loading'), f.getAttribute('title'), !!f.closest('noscript')]), Array.from(m.querySelectorAll('figcaption')).map(textOf), byRole(m, 'link', { name: 'Get directions' }).map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])]);
d = builtPage('/testimonials'); m = d.querySelector('main')!;
const arts = byRole(m, 'article');
show('testimonials', [arts.length, byRole(arts[0]!, 'img', { name: 'Rated 5 out of 5' }).length, byText(m, 'Response from the owner').length, byRole(m, 'link', { name: 'Get Your Free Quote' }).map((a) => a.getAttribute('href')), byRole(m, 'link', { name: /Read all our reviews/ }).map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])]);
show('art0', textOf(arts[0]));
d = builtPage('/pay'); m = d.querySelector('main')!;
show('pay', [byRole(d, 'heading', { level: 1 }).map(textOf), textOf(m).includes('we never see or store your card numbers'), byRole(m, 'link', { name: 'Proceed to Payment Portal' }).map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])]);
d = builtPage('/residential/resources'); m = d.querySelector('main')!;
show('res', [byRole(d, 'heading', { level: 1 }).map(textOf), m.querySelectorAll('details:not([open]) > summary').length, ['Summer Lawn Care 101', 'Fall Cleanup Checklist', 'Choosing the Right Fertilizer'].map((t) => byRole(m, 'link', { name: new RegExp(t) }).map((a) => a.getAttribute('href'))), Array.from(m.querySelectorAll('a[href^="https://"]')).map((a) => [a.getAttribute('target'), a.getAttribute('rel')]).length]);
for (const p of ['/resources/summer-lawn-care', '/resources/fall-cleanup', '/resources/fertilizer-guide']) {
  d = builtPage(p); m = d.querySelector('main')!;
  const lis = m.querySelectorAll('article li'); const cs = m.querySelectorAll('a[href="/contact"]');
  show(p, [byRole(d, 'heading', { level: 1 }).map(textOf), byRole(m, 'heading', { level: 2 }).length, lis.length, isShown(lis[0]), cs.length, isShown(cs[cs.length - 1])]);
}
