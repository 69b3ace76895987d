// The first of the shared code an island needs, on its own so it is evaluated in a task of its own
// (see sharedStages in wake-island.ts). The export keeps the bundler from dropping the import.
export { hydrateRoot } from 'react-dom/client';
