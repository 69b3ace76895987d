// The data modules made by scripts/site/vite-plugin-site.ts; typed where they are read (src/app/site-data.ts).
declare module 'virtual:site' {
  export const core: unknown;
  export const pageLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
