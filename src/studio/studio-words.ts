import type { SectionOf } from '../sections/section-types';

/** The studio's words, from the dashboard's content (site/pages/admin-dashboard.json "studio"). */
export type StudioWords = NonNullable<SectionOf<'adminDashboard'>['studio']>;

/** "Editing: {item}" → "Editing: Selma". */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
