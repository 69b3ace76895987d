import * as generated from 'virtual:site';
import type { PageBundle, SiteCore } from '../content/bundles';

/** The site's data modules with their types (the plugin builds them from validated content). */
export const core = generated.core as SiteCore;
export const pageLoaders = generated.pageLoaders as Record<string, () => Promise<{ default: PageBundle }>>;
