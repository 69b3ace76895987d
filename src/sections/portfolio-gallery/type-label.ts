/** "lawn-care" → "Lawn Care": the word from the address as it reads in a headline. */
export const typeLabel = (type: string) =>
  type.split('-').filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
