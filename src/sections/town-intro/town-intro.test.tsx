import { describe, expect, it } from 'vitest';
import selma from '../../../site/towns/selma.json' with { type: 'json' };
import type { TownFile } from '../../generated/site-types';
import type { TownSummary } from '../../content/town-pages';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import TownIntro from './town-intro';

const section: SectionOf<'townIntro'> = { type: 'townIntro', heading: 'Keeping Selma Green', nearbyLabel: 'Nearby places we also serve' };
const town: TownFile = { ...(selma as unknown as TownFile), nearbyServed: ['Pine Level', 'Micro', 'Wilson’s Mills'] };
const towns: TownSummary[] = [
  { slug: 'pine-level', name: 'Pine Level', county: 'Johnston', geo: { lat: 35.51, lng: -78.24 } },
  { slug: 'wilsons-mills', name: "Wilson's Mills", county: 'Johnston', geo: { lat: 35.58, lng: -78.35 } },
];

describe('townIntro', () => {
  it('links a nearby place that has a page of its own, and shows the others as plain words', () => {
    const html = renderSection(section, <TownIntro section={section} />, { town, towns, url: '/selma' });
    expect(html).toMatch(/<a[^>]*href="\/pine-level"[^>]*>Pine Level<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/wilsons-mills"[^>]*>Wilson’s Mills<\/a>/);
    expect(html).toMatch(/<li>Micro<\/li>/);
    // No pill that looks pressable.
    expect(html).not.toContain('MuiChip');
  });
});
