import type { AdminDashboardSection } from '../generated/site-types';

/** The studio's words, from the dashboard's content (site/pages/admin-dashboard.json "studio"). */
export type StudioWords = NonNullable<AdminDashboardSection['studio']>;

/** "Editing: {item}" → "Editing: Selma". */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
