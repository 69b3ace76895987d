/** Links built from business facts, so a phone number is written once in site.json. */
export const businessHref = {
  phone: (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`,
  email: (email: string) => `mailto:${email}`,
};
