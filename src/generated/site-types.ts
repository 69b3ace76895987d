/* eslint-disable */
/**
 * GENERATED FILE — DO NOT MODIFY BY HAND.
 * Made from site.schema.json by `npm run gen:types`; a test fails when it is stale.
 */

/**
 * Words shown to visitors.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string;
/**
 * Lower-case words joined by hyphens, used in web addresses (for example "mount-olive").
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "slug".
 */
export type Slug = string;
/**
 * Letters, digits and hyphens, starting with a letter.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "anchorId".
 */
export type AnchorId = string;
/**
 * A colour as #rgb or #rrggbb.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string;
/**
 * Where a click goes: a page of this site starting with "/" (for example "/contact"), a full https:// address, a tel: or a mailto: link, or a fact such as {business.phoneHref}.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "link".
 */
export type Link = string;
/**
 * A picture file under public/ starting with "/images/" (for example "/images/services/lawn-care.svg"), or a full https:// address.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "imagePath".
 */
export type ImagePath = string;
/**
 * A video file under public/ starting with "/media/", or a full https:// address.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "mediaPath".
 */
export type MediaPath = string;
/**
 * The small picture shown beside a value or reason.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "icon".
 */
export type Icon =
  | 'grass'
  | 'handshake'
  | 'star'
  | 'groups'
  | 'verified'
  | 'favorite'
  | 'phone'
  | 'email'
  | 'place'
  | 'schedule'
  | 'park'
  | 'water'
  | 'eco'
  | 'build'
  | 'calendar'
  | 'payments'
  | 'school'
  | 'trending'
  | 'shield'
  | 'church';
/**
 * Paragraphs of text, one string each.
 *
 * @minItems 1
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "paragraphs".
 *
 * Items: One paragraph.
 */
export type Paragraphs = [string, ...string[]];
/**
 * The id of a service card in site/collections/services.json.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "serviceRef".
 */
export type ServiceRef = string;
/**
 * The id of a testimonial in site/collections/testimonials.json.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonialRef".
 */
export type TestimonialRef = string;
/**
 * One block of a page. Its "type" decides which block it is and which fields it takes.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "section".
 */
export type Section =
  | HeroSection
  | ValuesBandSection
  | ServiceGridSection
  | AboutStorySection
  | TestimonialsSection
  | CtaBandSection;

export interface SiteSchema {}
/**
 * A picture with its description and size.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image {
  src: ImagePath;
  /**
   * What the picture shows, read aloud to people who cannot see it.
   */
  alt: string;
  /**
   * Width of the picture in pixels (keeps the page from jumping while it loads).
   */
  width: number;
  /**
   * Height of the picture in pixels.
   */
  height: number;
}
/**
 * A button or link with its words and destination.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "action".
 */
export interface Action {
  /**
   * The words on the button.
   */
  label: string;
  href: Link;
  /**
   * true opens the link in a new browser tab.
   */
  newTab?: boolean;
  /**
   * How the button looks: "contained" (filled), "outlined" or "text".
   */
  variant?: 'contained' | 'outlined' | 'text';
}
/**
 * Title, description and share picture used by Google and social networks.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "meta".
 */
export interface Meta {
  /**
   * Shown in the browser tab and as the headline in Google results. Aim for 50 to 65 characters.
   */
  title: string;
  /**
   * One or two sentences Google may show under the title. Aim for 140 to 160 characters.
   */
  description: string;
  /**
   * Search phrases this page is about.
   *
   * @maxItems 12
   *
   * Items: One search phrase.
   */
  keywords?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  image?: ImagePath;
  /**
   * What the share picture shows.
   */
  imageAlt?: string;
  /**
   * true keeps this page out of Google and the sitemap (used for staff pages).
   */
  noindex?: boolean;
}
/**
 * A short title and text with an icon.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "iconItem".
 */
export interface IconItem {
  icon: Icon;
  /**
   * Short title.
   */
  title: string;
  /**
   * One or two sentences.
   */
  text: string;
}
/**
 * The large picture band at the top of a page, with its headline and buttons.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "heroSection".
 */
export interface HeroSection {
  /**
   * Always "hero": tells the site which block to draw.
   */
  type: 'hero';
  id?: AnchorId;
  /**
   * The main headline over the picture. It is the page's only H1 unless headingLevel says otherwise.
   */
  heading: string;
  /**
   * A sentence under the headline.
   */
  subheading?: string;
  /**
   * "h1" (default) for the page headline, or "h2" when the page's H1 is elsewhere.
   */
  headingLevel?: 'h1' | 'h2';
  /**
   * The picture (and optional looping video) behind the headline.
   */
  background: {
    image: Image;
    /**
     * An optional silent looping video.
     */
    video?: {
      webm?: MediaPath;
      mp4: MediaPath;
    };
  };
  /**
   * Buttons under the headline.
   *
   * @maxItems 3
   */
  actions?: [] | [Action] | [Action, Action] | [Action, Action, Action];
}
/**
 * A coloured band stating the company's mission and values.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "valuesBandSection".
 */
export interface ValuesBandSection {
  /**
   * Always "valuesBand": tells the site which block to draw.
   */
  type: 'valuesBand';
  id?: AnchorId;
  /**
   * A few words above the heading.
   */
  eyebrow?: string;
  /**
   * The band's heading.
   */
  heading: string;
  /**
   * The mission in a few sentences.
   */
  text: string;
  /**
   * An optional short verse or saying.
   */
  quote?: {
    /**
     * The quotation.
     */
    text: string;
    /**
     * Where it comes from.
     */
    source: string;
  };
  /**
   * Short value words shown as chips.
   *
   * @maxItems 8
   *
   * Items: One value, a few words.
   */
  values?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string];
}
/**
 * A grid of service cards, each with a picture, a title, a description and a link.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "serviceGridSection".
 */
export interface ServiceGridSection {
  /**
   * Always "serviceGrid": tells the site which block to draw.
   */
  type: 'serviceGrid';
  id?: AnchorId;
  /**
   * Heading above the cards.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * Which services to show, by id, in order.
   *
   * @minItems 1
   */
  services: [ServiceRef, ...ServiceRef[]];
  /**
   * Words of the link on each card (for example "Learn More").
   */
  linkLabel?: string;
  action?: Action;
}
/**
 * The company story beside its values.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "aboutStorySection".
 */
export interface AboutStorySection {
  /**
   * Always "aboutStory": tells the site which block to draw.
   */
  type: 'aboutStory';
  id?: AnchorId;
  /**
   * The story column.
   */
  story: {
    /**
     * Heading of the story.
     */
    heading: string;
    paragraphs: Paragraphs;
    action?: Action;
  };
  /**
   * The values column.
   */
  values: {
    /**
     * Heading of the values.
     */
    heading: string;
    /**
     * Each value with an icon.
     *
     * @minItems 1
     */
    items: [IconItem, ...IconItem[]];
  };
  image?: Image;
}
/**
 * Customer testimonials with star ratings.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonialsSection".
 */
export interface TestimonialsSection {
  /**
   * Always "testimonials": tells the site which block to draw.
   */
  type: 'testimonials';
  id?: AnchorId;
  /**
   * Heading above the testimonials. {rating.value}, {rating.count} and {rating.source} are filled in from site.json.
   */
  heading: string;
  /**
   * Which testimonials to show, by id.
   *
   * @minItems 1
   */
  testimonials: [TestimonialRef, ...TestimonialRef[]];
  action?: Action;
}
/**
 * A closing band inviting the visitor to get in touch.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ctaBandSection".
 */
export interface CtaBandSection {
  /**
   * Always "ctaBand": tells the site which block to draw.
   */
  type: 'ctaBand';
  id?: AnchorId;
  /**
   * The invitation.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  text?: string;
  action: Action;
  secondaryAction?: Action;
}
/**
 * One page of the site: its address, search information and blocks.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "pageFile".
 */
export interface PageFile {
  /**
   * Path to site.schema.json, so your editor can autocomplete and underline mistakes. Leave as it is.
   */
  $schema?: string;
  /**
   * The page's address on the site, starting with "/" (for example "/about/careers"). A part written ":name" (as in "/:type/portfolio") matches any word there; list the addresses to build in "paths".
   */
  path: string;
  /**
   * For an address with a ":name" part: every concrete address to prerender and list in the sitemap, for example ["/residential/portfolio", "/commercial/portfolio"].
   *
   * @minItems 1
   *
   * Items: One concrete address.
   */
  paths?: [string, ...string[]];
  meta: Meta;
  /**
   * The blocks of the page, top to bottom.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * One link in a menu.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "navItem".
 */
export interface NavItem {
  /**
   * Words shown in the menu.
   */
  title: string;
  href: Link;
  /**
   * true shows a small "new" badge beside the link.
   */
  isNew?: boolean;
}
/**
 * A dropdown menu in the header (a collapsible group in the mobile drawer).
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "navMenu".
 */
export interface NavMenu {
  /**
   * The menu's name, for example "About".
   */
  title: string;
  /**
   * The links in this menu. Leave out when "source" is "towns".
   */
  items?: NavItem[];
  /**
   * "towns" fills the menu with every town whose file says menu.show is true, in menu.order.
   */
  source?: 'towns';
}
/**
 * The colours of one mode (light or dark).
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "palette".
 */
export interface Palette {
  /**
   * The brand green.
   */
  primary: {
    main: Color;
    light: Color;
    dark: Color;
  };
  /**
   * The accent green.
   */
  secondary: {
    main: Color;
  };
  textPrimary: Color;
  bodyText: Color;
  textSecondary: Color;
  background: Color;
  paper: Color;
  level2: Color;
  alternate: Color;
}
/**
 * Facts about the business and settings shared by every page.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "siteFile".
 */
export interface SiteFile {
  /**
   * Path to site.schema.json, so your editor can autocomplete and underline mistakes. Leave as it is.
   */
  $schema: string;
  /**
   * The version of the content format. Leave as it is unless a migration tells you to change it.
   */
  schemaVersion: number;
  /**
   * Name, phone, address, hours and rating, shown all over the site from this one place.
   */
  business: {
    /**
     * The company name as customers know it.
     */
    name: string;
    /**
     * A shorter name used in page titles.
     */
    shortName: string;
    /**
     * The main phone number as people read it, for example "(919) 555-0142".
     */
    phone: string;
    /**
     * The e-mail address customers write to.
     */
    email: string;
    /**
     * The site's public address, without a trailing slash, for canonical links and the sitemap.
     */
    url: string;
    /**
     * The office address.
     */
    address: {
      /**
       * Street and number.
       */
      street: string;
      /**
       * City.
       */
      city: string;
      /**
       * Two-letter state.
       */
      state: string;
      /**
       * Five-digit ZIP code.
       */
      zip: string;
    };
    /**
     * When the office answers.
     */
    hours: {
      /**
       * Hours on weekdays as shown to visitors, for example "Monday to Friday 8:00 AM to 5:00 PM".
       */
      weekdays: string;
      /**
       * Hours on weekends as shown to visitors, for example "Closed".
       */
      weekends: string;
      /**
       * Opening time, 24-hour "HH:MM", for search engines.
       */
      opens: string;
      /**
       * Closing time, 24-hour "HH:MM".
       */
      closes: string;
      /**
       * Days the office is open.
       *
       * @minItems 1
       *
       * Items: A day of the week.
       */
      days: [
        'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday',
        ...('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[]
      ];
    };
    /**
     * The year the company started.
     */
    founded: number;
    /**
     * Price range for search engines, for example "$$".
     */
    priceRange: string;
    /**
     * The review rating shown on the site.
     */
    rating: {
      /**
       * Average stars, for example 4.8.
       */
      value: number;
      /**
       * The most stars possible, normally 5.
       */
      scale: number;
      /**
       * How many reviews the rating rests on ("over 100" shows 100).
       */
      count: number;
      /**
       * Where the reviews are, for example "Google".
       */
      source: string;
      /**
       * The address of the page with every review.
       */
      reviewsUrl: string;
    };
    /**
     * The outside card-payment page ("Proceed to Payment Portal").
     */
    paymentPortalUrl: string;
    /**
     * How the service area is named in text, for example "Wayne & Johnston County".
     */
    serviceArea: string;
    /**
     * The embedded map of the service area.
     */
    map: {
      /**
       * The https:// address of the embedded map.
       */
      embedUrl: string;
      /**
       * The https:// address that opens directions to the office.
       */
      directionsUrl: string;
      /**
       * What the map shows, read aloud to screen-reader users.
       */
      title: string;
    };
  };
  /**
   * Ids of the services the site talks to. Build-time environment variables can override them.
   */
  integrations: {
    /**
     * The forms send through EmailJS with these public ids.
     */
    emailjs: {
      /**
       * EmailJS service id (override: VITE_EMAILJS_SERVICE_ID).
       */
      serviceId: string;
      /**
       * EmailJS template id for the quote and contact forms (override: VITE_EMAILJS_TEMPLATE_ID).
       */
      templateId: string;
      /**
       * EmailJS template id for job applications (override: VITE_EMAILJS_CAREERS_TEMPLATE_ID).
       */
      careersTemplateId: string;
      /**
       * EmailJS public key: public by design, never a private key (override: VITE_EMAILJS_PUBLIC_KEY).
       */
      publicKey: string;
      /**
       * The EmailJS API address (override: VITE_EMAILJS_ORIGIN; the local stand-in in development).
       */
      origin: string;
    };
    /**
     * Where the staff login is checked.
     */
    crm: {
      /**
       * The CRM API address; the login posts to {apiHost}/login/ (override: VITE_CRM_API_HOST).
       */
      apiHost: string;
    };
  };
  /**
   * Colours, sizes and the font, from the brand guide.
   */
  theme: {
    /**
     * The font family list, Inter first.
     */
    fontFamily: string;
    light: Palette;
    dark: Palette;
    /**
     * Where the layout changes, in pixels.
     */
    breakpoints: {
      /**
       * Phones.
       */
      xs: number;
      /**
       * Large phones.
       */
      sm: number;
      /**
       * Tablets; the header switches to the drawer below this.
       */
      md: number;
      /**
       * Laptops.
       */
      lg: number;
      /**
       * Wide screens.
       */
      xl: number;
    };
    /**
     * Pixels.
     */
    buttonRadius: number;
    /**
     * Pixels.
     */
    buttonPaddingY: number;
    /**
     * 400 is normal.
     */
    buttonFontWeight: number;
    /**
     * Pixels.
     */
    inputRadius: number;
    /**
     * Pixels.
     */
    cardRadius: number;
  };
  /**
   * Sizes of the page frame.
   */
  layout: {
    /**
     * Widest the content column gets, in pixels.
     */
    containerMaxWidth: {
      /**
       * Pixels.
       */
      sm: number;
      /**
       * Pixels.
       */
      md: number;
    };
    /**
     * Widest the mobile menu drawer gets, in pixels.
     */
    drawerMaxWidth: number;
    /**
     * A dropdown with more links than this shows two columns.
     */
    navColumnsAbove: number;
    /**
     * Stacking order of the header.
     */
    appBarZIndex: number;
    /**
     * Stacking order of the drawer.
     */
    drawerZIndex: number;
  };
  /**
   * How blocks fade in as the visitor scrolls (skipped for people who prefer less motion).
   */
  scrollReveal: {
    /**
     * Milliseconds.
     */
    duration: number;
    /**
     * Milliseconds.
     */
    delay: number;
    /**
     * Pixels before the block enters the screen.
     */
    offset: number;
    /**
     * How the animation speeds up and slows down.
     */
    easing: 'ease' | 'ease-in' | 'ease-out' | 'ease-in-out' | 'linear';
    /**
     * true animates each block only the first time.
     */
    once: boolean;
    /**
     * Extra milliseconds of delay for each further card in a grid.
     */
    cardDelayStep: number;
  };
  /**
   * The bar at the top of every page.
   */
  header: {
    logo: Image;
    logoDark: Image;
    /**
     * Words beside the phone number, for example "Call Us".
     */
    callLabel: string;
    /**
     * The dropdown menus, in order.
     *
     * @minItems 1
     */
    menus: [NavMenu, ...NavMenu[]];
    payButton: Action;
    contactButton: Action;
  };
  /**
   * The band at the bottom of every page.
   */
  footer: {
    logo: Image;
    /**
     * A sentence under the logo.
     */
    tagline: string;
    /**
     * The footer links.
     *
     * @minItems 1
     */
    links: [NavItem, ...NavItem[]];
    contactButton: Action;
    social: Action;
    /**
     * The copyright line; {year} becomes the current year.
     */
    copyright: string;
    /**
     * The short cookie-policy notice.
     */
    cookieNotice: string;
    /**
     * Who built the site.
     */
    developerCredit: string;
    staffLogin: Action;
  };
  /**
   * Small words of the interface, read by screen readers or shown on errors.
   */
  ui: {
    /**
     * The first link on every page, for keyboard users.
     */
    skipToContent: string;
    /**
     * Name of the menu button.
     */
    openMenu: string;
    /**
     * Name of the drawer's close button.
     */
    closeMenu: string;
    /**
     * Name of the light/dark button.
     */
    themeToggle: string;
    /**
     * The words of the "new" badge.
     */
    newBadge: string;
    /**
     * The log-out button.
     */
    logout: string;
    /**
     * Shown while a part of the page loads.
     */
    loading: string;
    /**
     * Heading when a page could not be shown.
     */
    errorTitle: string;
    /**
     * What to do when a page could not be shown.
     */
    errorText: string;
    /**
     * Shown when part of the site could not be downloaded (slow or lost connection).
     */
    chunkErrorText: string;
    /**
     * The button that reloads the page.
     */
    reload: string;
    /**
     * The last-resort error text.
     */
    fallbackError: string;
    /**
     * Read aloud for star ratings; {value} and {scale} are filled in.
     */
    starsLabel: string;
  };
  /**
   * Old addresses that forward to a page (replace), for example the old /fouroaks.
   *
   * Items: One forwarding rule.
   */
  redirects: {
    /**
     * The old address, starting with "/".
     */
    from: string;
    to: Link;
  }[];
}
/**
 * One town the company serves. Each town gets /{slug} and /{slug}/services pages.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townFile".
 */
export interface TownFile {
  /**
   * Path to site.schema.json, so your editor can autocomplete and underline mistakes. Leave as it is.
   */
  $schema?: string;
  slug: Slug;
  /**
   * The town's name, for example "Mount Olive".
   */
  name: string;
  /**
   * The county the town is in.
   */
  county: 'Wayne' | 'Johnston' | 'Lenoir';
  /**
   * Two-letter state.
   */
  state: string;
  /**
   * The town centre, for maps and search engines.
   */
  geo: {
    /**
     * Degrees north.
     */
    lat: number;
    /**
     * Degrees east (negative in North Carolina).
     */
    lng: number;
  };
  /**
   * Whether and where the town shows in the header's Service Areas menu.
   */
  menu: {
    /**
     * true lists the town in the menu.
     */
    show: boolean;
    /**
     * Position in the menu; smaller comes first.
     */
    order: number;
    /**
     * true shows a "new" badge beside the town in the menu.
     */
    isNew?: boolean;
  };
  image: Image;
  landing: TownPageText;
  services: TownPageText;
  /**
   * Three paragraphs about lawn care in this town. Write them fresh for each town: copies are rejected.
   *
   * @minItems 3
   * @maxItems 3
   *
   * Items: One paragraph.
   */
  intro: [string, string, string];
  /**
   * Communities near the town that the crew also serves.
   *
   * @maxItems 8
   *
   * Items: A place name.
   */
  nearbyServed?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string];
  /**
   * Two local events and two neighbour quotes for the town's services page. Leave out to show the general message.
   */
  community?: {
    /**
     * Exactly two.
     *
     * @minItems 2
     * @maxItems 2
     *
     * Items: One local event.
     */
    news: [
      {
        id: Slug;
        /**
         * The event.
         */
        title: string;
        /**
         * YYYY-MM-DD.
         */
        date: string;
        /**
         * One or two sentences.
         */
        snippet: string;
      },
      {
        id: Slug;
        /**
         * The event.
         */
        title: string;
        /**
         * YYYY-MM-DD.
         */
        date: string;
        /**
         * One or two sentences.
         */
        snippet: string;
      }
    ];
    /**
     * Exactly two.
     *
     * @minItems 2
     * @maxItems 2
     *
     * Items: One neighbour's words.
     */
    quotes: [
      {
        id: Slug;
        /**
         * First name and last initial.
         */
        name: string;
        /**
         * What they said.
         */
        quote: string;
      },
      {
        id: Slug;
        /**
         * First name and last initial.
         */
        name: string;
        /**
         * What they said.
         */
        quote: string;
      }
    ];
  };
  whyChooseUs?: WhyChooseUs;
}
/**
 * Search information and headings of one town page.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townPageText".
 */
export interface TownPageText {
  /**
   * Browser tab and Google headline, 50 to 65 characters.
   */
  title: string;
  /**
   * Google snippet, 140 to 160 characters.
   */
  description: string;
  /**
   * Search phrases.
   *
   * @maxItems 12
   *
   * Items: One phrase.
   */
  keywords:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  /**
   * The heading.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading: string;
}
/**
 * A heading and five reasons.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "whyChooseUs".
 */
export interface WhyChooseUs {
  /**
   * The heading.
   */
  heading: string;
  /**
   * Exactly five reasons.
   *
   * @minItems 5
   * @maxItems 5
   *
   * Items: One reason.
   */
  reasons: [string, string, string, string, string];
}
/**
 * One service card.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "service".
 */
export interface Service {
  id: Slug;
  /**
   * The card title.
   */
  name: string;
  /**
   * One to three sentences. {area} becomes the town ("Goldsboro, NC") on location pages.
   */
  description: string;
  image: Image;
  href?: Link;
}
/**
 * Every service card the pages can show.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "servicesFile".
 */
export interface ServicesFile {
  /**
   * Path to site.schema.json, so your editor can autocomplete and underline mistakes. Leave as it is.
   */
  $schema?: string;
  /**
   * The cards.
   *
   * @minItems 1
   */
  services: [Service, ...Service[]];
}
/**
 * A short customer testimonial with five stars.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonial".
 */
export interface Testimonial {
  id: Slug;
  /**
   * What the customer said.
   */
  feedback: string;
  /**
   * The customer's name.
   */
  name: string;
  /**
   * When or where, for example "Goldsboro · May 2026".
   */
  title: string;
  /**
   * Stars given, in halves.
   */
  rating: number;
}
/**
 * Short testimonials for the home page.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonialsFile".
 */
export interface TestimonialsFile {
  /**
   * Path to site.schema.json, so your editor can autocomplete and underline mistakes. Leave as it is.
   */
  $schema?: string;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  testimonials: [Testimonial, ...Testimonial[]];
}
