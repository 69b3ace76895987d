import { builtPage, textOf } from './support/built-site.ts';
import { byRole, byText, isShown, accessibleName } from './support/roles.ts';
const show = (label: string, v: unknown) => console.log(label, JSON.stringify(v));
let d = builtPage('/residential/portfolio'); let m = d.querySelector('main')!;
const grid = byRole(m, 'list', { name: 'Our Residential Work' });
show('res', [byRole(d, 'heading', { level: 1 }).map(textOf), grid.length, grid[0]?.querySelectorAll('figure img').length, grid[0]?.querySelector('figure img')?.getAttribute('alt'), byRole(m, 'link', { name: 'Hire us', exact: true }).map((a) => a.getAttribute('href')), m.querySelectorAll('[data-testid="portfolio-empty"]').length]);
d = builtPage('/commercial/portfolio'); m = d.querySelector('main')!;
show('com', [byRole(d, 'heading', { level: 1 }).map(textOf), Array.from(m.querySelectorAll('[data-testid="portfolio-empty"]'), textOf), byRole(m, 'link', { name: 'Hire us', exact: true }).map((a) => a.getAttribute('href')), m.querySelectorAll('figure').length, byRole(m, 'list', { name: 'Our Commercial Work' }).length]);
d = builtPage('/services/other-services');
const g = d.querySelector('#specialized-services')!;
show('other', [byRole(d, 'heading', { level: 1 }).map(textOf), byRole(d, 'heading', { level: 2, name: 'Comprehensive Landscaping Solutions' }).length, byRole(g, 'heading', { level: 2 }).map(textOf), byRole(g, 'heading', { level: 3 }).map(textOf), g.querySelectorAll('li img').length, byRole(d, 'heading', { level: 2, name: 'Solve Your Outdoor Challenges' }).length]);
d = builtPage('/commercial/industries');
show('ind', [byRole(d.querySelector('#segments')!, 'heading', { level: 3 }).map(textOf), d.querySelectorAll('#segments img').length, d.querySelectorAll('#success-stories article').length, byRole(d.querySelector('main')!, 'link', { name: 'Contact Us', exact: true }).map((a) => a.getAttribute('href'))]);
for (const [p, cta] of [['/services/lawn-maintenance', 'Get Your Custom Plan'], ['/services/other-services', 'Get a Free Consultation']]) {
  d = builtPage(p!);
  show(p!, [byRole(d, 'heading', { level: 1 }).map(textOf), byRole(d.querySelector('main')!, 'link', { name: cta!, exact: true }).map((a) => a.getAttribute('href')), textOf(d.querySelector('head > title')).length]);
}
show('plans', byRole(builtPage('/services/lawn-maintenance').querySelector('#plans')!, 'heading', { level: 3 }).map(textOf));
