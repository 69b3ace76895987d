import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../section-types';
import { renderSection } from '../../testing/render-section';
import Steps from './steps';

const section: SectionOf<'steps'> = {
  type: 'steps',
  heading: 'Our Installation Process',
  steps: [
    { title: 'Grade and Amend', text: 'Slope the soil away from the house.' },
    { title: 'Lay Fresh Sod', text: 'Tight, staggered seams.' },
    { title: 'Roll and Water In', text: 'A deep first watering.' },
  ],
};

describe('steps', () => {
  it('renders an ordered list numbered from the order of the steps', () => {
    const html = renderSection(section, <Steps section={section} />);
    expect(html).toContain('<ol');
    expect(html.match(/<li/g)).toHaveLength(3);
    const first = html.indexOf('Grade and Amend');
    const last = html.indexOf('Roll and Water In');
    expect(first).toBeGreaterThan(-1);
    expect(last).toBeGreaterThan(first);
    expect(html).toMatch(/>3<\/div>/);
  });
});
