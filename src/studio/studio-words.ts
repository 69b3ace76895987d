import type { AdminDashboardSection } from '../generated/site-types';

/** The studio's words, from the dashboard's content (site/pages/admin-dashboard.json "studio"). */
export type StudioWords = NonNullable<AdminDashboardSection['studio']>;

/** The words of the owner's numbers on the dashboard, below the studio's list ("This week on the website"). */
export type VisitWords = StudioWords['visits'];

/** "Editing: {item}" → "Editing: Selma". */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
