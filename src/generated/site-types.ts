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
 * A picture from the website's picture library (its address starts with "/images/", for example "/images/services/lawn-care.svg"), a full https:// address, or in a town page layout a fact such as {town.image.src}.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "imagePath".
 */
export type ImagePath = string;
/**
 * A video from the website's media folder (its address starts with "/media/"), or a full https:// address.
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
  | 'church'
  | 'cut'
  | 'air'
  | 'straighten'
  | 'science'
  | 'store'
  | 'apartment';
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
 * A service card, chosen from the services.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "serviceRef".
 */
export type ServiceRef = string;
/**
 * A testimonial, chosen from the testimonials.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonialRef".
 */
export type TestimonialRef = string;
/**
 * A form, chosen from the site's forms, for example the quote form.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formRef".
 */
export type FormRef = string;
/**
 * A photo, chosen from the portfolio.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioRef".
 */
export type PortfolioRef = string;
/**
 * A question, chosen from the questions and answers.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "faqRef".
 */
export type FaqRef = string;
/**
 * A review, chosen from the reviews.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "reviewRef".
 */
export type ReviewRef = string;
/**
 * A town, by its address word (for example "goldsboro").
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townRef".
 */
export type TownRef = string;
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
  | CtaBandSection
  | FeatureGridSection
  | OptionCardsSection
  | StepsSection
  | TextBlockSection
  | ImageCardsSection
  | StoriesSection
  | PortfolioGallerySection
  | QuoteWizardSection
  | FormSection
  | ArticleSection
  | GallerySection
  | OwnerCardsSection
  | ContactBlockSection
  | FaqAccordionSection
  | ReviewListSection
  | LinkListSection
  | TrustStripSection
  | LoginSection
  | AdminDashboardSection
  | TownIntroSection
  | TownContactSection
  | CommunityNewsSection
  | WhyChooseUsSection
  | NearbyAreasSection;
/**
 * The name of a field of this form.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formFieldName".
 */
export type FormFieldName = string;
/**
 * Where one value of the message comes from: a field's text; the labels of the ticked choices joined with ", " (a detail adds the text of another field to one choice, as in "Other: …"); or on a town page the town's address word, else the fallback.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "payloadValue".
 */
export type PayloadValue = PayloadValue1 & PayloadValue2;
export type PayloadValue1 = {
  [k: string]: unknown | undefined;
};

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
   * Ticked: the link opens in a new browser tab.
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
   * Shown in the browser tab and as the headline in Google results, without the business name: the title ending set in the business facts is added at the end. With it, keep the whole under 60 characters (the studio warns above that).
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
   * Ticked: this page stays out of Google and the sitemap (used for staff pages).
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
  form?: FormRef;
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
   * Heading above the testimonials. {rating.value}, {rating.count} and {rating.source} are filled in from the business facts.
   */
  heading: string;
  /**
   * Which testimonials to show, by id.
   *
   * @minItems 1
   */
  testimonials: [TestimonialRef, ...TestimonialRef[]];
  /**
   * Ticked, on a town's page: that town's own words lead. First its testimonials and reviews (those whose Town is this town), then the neighbour quotes from its town file, then the testimonials listed here from other towns. As many cards show as testimonials are listed. A page that is not about a town shows the list as it is.
   */
  townFirst?: boolean;
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
 * A heading and a grid of short items, each with an icon, a title and a sentence or two (services included, benefits, reasons).
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "featureGridSection".
 */
export interface FeatureGridSection {
  /**
   * Always "featureGrid": tells the site which block to draw.
   */
  type: 'featureGrid';
  id?: AnchorId;
  /**
   * The heading of this block.
   */
  heading: string;
  /**
   * An optional sentence or two under the heading.
   */
  subheading?: string;
  /**
   * The items, in order.
   *
   * @minItems 1
   */
  items: [IconItem, ...IconItem[]];
  /**
   * How many items sit side by side on wide screens: 2, 3 or 4 (3 if left out). Phones always show one.
   */
  columns?: 2 | 3 | 4;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * Side-by-side cards comparing the ways a customer can buy a service (plans, schedules, contracts).
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "optionCardsSection".
 */
export interface OptionCardsSection {
  /**
   * Always "optionCards": tells the site which block to draw.
   */
  type: 'optionCards';
  id?: AnchorId;
  /**
   * The heading of this block.
   */
  heading: string;
  /**
   * An optional sentence or two under the heading.
   */
  subheading?: string;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 4
   *
   * Items: One plan or way to buy.
   */
  options:
    | [
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        }
      ]
    | [
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        }
      ]
    | [
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        }
      ]
    | [
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        },
        {
          /**
           * The name of the option, for example "Weekly Mowing".
           */
          title: string;
          /**
           * Optional few words in a small label on the card, for example "Most popular".
           */
          badge?: string;
          /**
           * Optional line about how it is priced, for example "One flat monthly rate".
           */
          price?: string;
          /**
           * One to three sentences: who the option suits and how it works.
           */
          text: string;
          /**
           * Optional short points shown as a check list.
           *
           * @maxItems 8
           *
           * Items: One short point.
           */
          features?:
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
           * Ticked: this card gets a green border to draw the eye.
           */
          highlight?: boolean;
        }
      ];
  /**
   * An optional sentence under the cards, for example about discounts.
   */
  note?: string;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * A process shown as numbered steps, for example how sod is installed.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "stepsSection".
 */
export interface StepsSection {
  /**
   * Always "steps": tells the site which block to draw.
   */
  type: 'steps';
  id?: AnchorId;
  /**
   * The heading of this block.
   */
  heading: string;
  /**
   * An optional sentence or two under the heading.
   */
  subheading?: string;
  /**
   * The steps, first to last; they are numbered automatically.
   *
   * @minItems 2
   * @maxItems 10
   *
   * Items: One step.
   */
  steps:
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ]
    | [
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        },
        {
          /**
           * A few words naming the step.
           */
          title: string;
          /**
           * One to three sentences about the step.
           */
          text: string;
        }
      ];
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * A heading with paragraphs, an optional check list, an optional picture beside them and an optional button.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "textBlockSection".
 */
export interface TextBlockSection {
  /**
   * Always "textBlock": tells the site which block to draw.
   */
  type: 'textBlock';
  id?: AnchorId;
  /**
   * A few words above the heading.
   */
  eyebrow?: string;
  /**
   * The heading of this block.
   */
  heading: string;
  paragraphs: Paragraphs;
  /**
   * Optional short points shown with check marks under the paragraphs.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: One short point.
   */
  bullets?:
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
  image?: Image;
  /**
   * "right" (the default) or "left": which side the picture sits on wide screens.
   */
  imageSide?: 'left' | 'right';
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * A grid of cards, each with a picture, a title and a short text, and an optional link.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "imageCardsSection".
 */
export interface ImageCardsSection {
  /**
   * Always "imageCards": tells the site which block to draw.
   */
  type: 'imageCards';
  id?: AnchorId;
  /**
   * The heading of this block.
   */
  heading: string;
  /**
   * An optional sentence or two under the heading.
   */
  subheading?: string;
  /**
   * The cards, in order.
   *
   * @minItems 1
   *
   * Items: One card.
   */
  cards: [
    {
      image: Image;
      /**
       * The card title.
       */
      title: string;
      /**
       * One to four sentences.
       */
      text: string;
      href?: Link;
    },
    ...{
      image: Image;
      /**
       * The card title.
       */
      title: string;
      /**
       * One to four sentences.
       */
      text: string;
      href?: Link;
    }[]
  ];
  /**
   * Words of the link on cards that have one (for example "Learn More").
   */
  linkLabel?: string;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * Short case stories: the kind of property, the problem, what we did and the result.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "storiesSection".
 */
export interface StoriesSection {
  /**
   * Always "stories": tells the site which block to draw.
   */
  type: 'stories';
  id?: AnchorId;
  /**
   * The heading of this block.
   */
  heading: string;
  /**
   * An optional sentence or two under the heading.
   */
  subheading?: string;
  /**
   * The small headings inside every story.
   */
  labels: {
    /**
     * For example "The challenge".
     */
    problem: string;
    /**
     * For example "What we did".
     */
    work: string;
    /**
     * For example "The result".
     */
    result: string;
  };
  /**
   * The stories, in order. Use no real business names.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One story.
   */
  stories:
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ]
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ]
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ]
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ]
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ]
    | [
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        },
        {
          /**
           * A short headline for the story.
           */
          title: string;
          /**
           * The kind of property and where, for example "Medical office park, Goldsboro".
           */
          property: string;
          /**
           * What was wrong when we were called.
           */
          problem: string;
          /**
           * The work, in a sentence or three.
           */
          work: string;
          /**
           * What changed afterwards.
           */
          result: string;
        }
      ];
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
  action?: Action;
}
/**
 * The portfolio page for the kind of work in the address (/residential/portfolio, /commercial/portfolio): its headline, the photos of that kind in three columns, and a button. A kind with no photos shows a friendly message instead.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioGallerySection".
 */
export interface PortfolioGallerySection {
  /**
   * Always "portfolioGallery": tells the site which block to draw.
   */
  type: 'portfolioGallery';
  id?: AnchorId;
  /**
   * The headline and text for each kind of work the address may name.
   *
   * @minItems 1
   */
  views: [PortfolioView, ...PortfolioView[]];
  fallback: PortfolioFallback;
  /**
   * Every photo this page may show, by its name in Portfolio photos; each address shows only those of its own kind.
   */
  photos: PortfolioRef[];
  background?: Image;
  action: Action;
}
/**
 * Headline and text for one kind of work.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioView".
 */
export interface PortfolioView {
  type: Slug;
  /**
   * The page headline (its H1), for example "Our Residential Work".
   */
  heading: string;
  /**
   * A sentence under the headline.
   */
  subheading?: string;
  /**
   * Shown instead of the photos when this kind has none yet.
   */
  emptyText?: string;
}
/**
 * Headline and message for a kind of work that has no entry of its own.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioFallback".
 */
export interface PortfolioFallback {
  /**
   * The page headline; {type} becomes the word from the address, for example "Our {type} Work".
   */
  heading: string;
  /**
   * A sentence under the headline; {type} may be used.
   */
  subheading?: string;
  /**
   * Shown when there are no photos of this kind (and for any kind without its own message).
   */
  emptyText: string;
}
/**
 * One photo of finished work.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioPhoto".
 */
export interface PortfolioPhoto {
  id: Slug;
  /**
   * "residential" (homes) or "commercial" (businesses): which portfolio address shows it.
   */
  type: 'residential' | 'commercial';
  /**
   * A few words shown under the photo.
   */
  title: string;
  image: Image;
}
/**
 * Every photo the portfolio pages can show.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "portfolioFile".
 */
export interface PortfolioFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  /**
   * The photos.
   */
  portfolio: PortfolioPhoto[];
}
/**
 * A long read in one comfortable column, such as a how-to guide: an opening paragraph, then parts with headings, paragraphs, checklists and tips.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "articleSection".
 */
export interface ArticleSection {
  /**
   * Always "article": tells the site which block to draw.
   */
  type: 'article';
  id?: AnchorId;
  intro?: Paragraphs;
  /**
   * The parts of the article, in order.
   *
   * @minItems 1
   *
   * Items: One part: a heading with its text.
   */
  parts: [
    {
      /**
       * The part's heading (shown as a level-2 heading).
       */
      heading: string;
      paragraphs?: Paragraphs;
      /**
       * Optional short points shown with check marks, for example the steps of a checklist.
       *
       * @minItems 1
       *
       * Items: One short point.
       */
      bullets?: [string, ...string[]];
      /**
       * An optional highlighted tip at the end of the part.
       */
      tip?: {
        /**
         * A word or two, for example "Pro tip".
         */
        title: string;
        /**
         * The tip in a sentence or two.
         */
        text: string;
      };
    },
    ...{
      /**
       * The part's heading (shown as a level-2 heading).
       */
      heading: string;
      paragraphs?: Paragraphs;
      /**
       * Optional short points shown with check marks, for example the steps of a checklist.
       *
       * @minItems 1
       *
       * Items: One short point.
       */
      bullets?: [string, ...string[]];
      /**
       * An optional highlighted tip at the end of the part.
       */
      tip?: {
        /**
         * A word or two, for example "Pro tip".
         */
        title: string;
        /**
         * The tip in a sentence or two.
         */
        text: string;
      };
    }[]
  ];
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * A grid of photos; a photo may span several columns or rows, and may be left out on phones.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "gallerySection".
 */
export interface GallerySection {
  /**
   * Always "gallery": tells the site which block to draw.
   */
  type: 'gallery';
  id?: AnchorId;
  /**
   * Heading above the photos.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * The photos, in reading order (left to right, top to bottom).
   *
   * @minItems 1
   *
   * Items: One photo and the space it takes.
   */
  images: [
    {
      image: Image;
      /**
       * How many columns the photo spans on screens 600 pixels wide or more (default 1).
       */
      cols?: number;
      /**
       * How many rows the photo spans on screens 600 pixels wide or more (default 1).
       */
      rows?: number;
      /**
       * Ticked: this photo is left out on screens narrower than 600 pixels, so the grid stays even there.
       */
      hideOnSmallScreens?: boolean;
    },
    ...{
      image: Image;
      /**
       * How many columns the photo spans on screens 600 pixels wide or more (default 1).
       */
      cols?: number;
      /**
       * How many rows the photo spans on screens 600 pixels wide or more (default 1).
       */
      rows?: number;
      /**
       * Ticked: this photo is left out on screens narrower than 600 pixels, so the grid stays even there.
       */
      hideOnSmallScreens?: boolean;
    }[]
  ];
  /**
   * The grid's columns, row heights and gaps, in pixels. "Small" values apply below 600 pixels wide.
   */
  layout: {
    /**
     * Number of columns.
     */
    columns: number;
    /**
     * Below 600 pixels wide each photo takes one tile, this many side by side; the column and row spans apply only on wider screens.
     */
    columnsSmall: number;
    /**
     * Height of one row in pixels.
     */
    rowHeight: number;
    /**
     * Height of one row in pixels below 600 pixels wide.
     */
    rowHeightSmall: number;
    /**
     * Space between photos in pixels.
     */
    gap: number;
    /**
     * Space between photos in pixels below 600 pixels wide.
     */
    gapSmall: number;
  };
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * Cards for the owners or team members: photo, name, title and an optional biography.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "ownerCardsSection".
 */
export interface OwnerCardsSection {
  /**
   * Always "ownerCards": tells the site which block to draw.
   */
  type: 'ownerCards';
  id?: AnchorId;
  /**
   * Heading above the cards, for example "Meet the Owners".
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * The people, in order.
   *
   * @minItems 1
   *
   * Items: One person.
   */
  people: [
    {
      /**
       * The person's name.
       */
      name: string;
      /**
       * Their role, for example "Owner".
       */
      title: string;
      avatar: Image;
      bio?: Paragraphs;
    },
    ...{
      /**
       * The person's name.
       */
      name: string;
      /**
       * Their role, for example "Owner".
       */
      title: string;
      avatar: Image;
      bio?: Paragraphs;
    }[]
  ];
  link?: Action;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * Phone, e-mail and address as a list, beside the service-area map set in the business facts (Map). The address and a directions link stay visible even if the map cannot load.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "contactBlockSection".
 */
export interface ContactBlockSection {
  /**
   * Always "contactBlock": tells the site which block to draw.
   */
  type: 'contactBlock';
  id?: AnchorId;
  /**
   * Heading of the block.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * Each way to reach the company: label, value and icon.
   *
   * @minItems 1
   *
   * Items: One way to reach the company.
   */
  items: [
    {
      /**
       * What it is, for example "Phone".
       */
      label: string;
      /**
       * The detail itself; use facts such as {business.phone}.
       */
      value: string;
      icon: Icon;
      href?: Link;
    },
    ...{
      /**
       * What it is, for example "Phone".
       */
      label: string;
      /**
       * The detail itself; use facts such as {business.phone}.
       */
      value: string;
      icon: Icon;
      href?: Link;
    }[]
  ];
  /**
   * Show the embedded map of the service area. The map itself and its title are set in the business facts (Map).
   */
  map?: {
    /**
     * Shown under the map, so it is readable even when the map cannot load; use {business.addressLine}.
     */
    address: string;
    /**
     * Words of the link that opens turn-by-turn directions in a new tab, for example "Get directions".
     */
    directionsLabel: string;
  };
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * Questions from Questions and answers that open and close on click, optionally in named groups.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "faqAccordionSection".
 */
export interface FaqAccordionSection {
  /**
   * Always "faqAccordion": tells the site which block to draw.
   */
  type: 'faqAccordion';
  id?: AnchorId;
  /**
   * Optional heading above all groups.
   */
  heading?: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * Groups of questions; give a group a heading when there are several.
   *
   * @minItems 1
   *
   * Items: A group of questions.
   */
  groups: [
    {
      /**
       * The group's heading, for example "Scheduling and Payments".
       */
      heading?: string;
      /**
       * Which questions to show, by id, in order.
       *
       * @minItems 1
       */
      faqs: [FaqRef, ...FaqRef[]];
    },
    ...{
      /**
       * The group's heading, for example "Scheduling and Payments".
       */
      heading?: string;
      /**
       * Which questions to show, by id, in order.
       *
       * @minItems 1
       */
      faqs: [FaqRef, ...FaqRef[]];
    }[]
  ];
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * Google-style reviews from the Reviews list, with owner replies and a link to every review.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "reviewListSection".
 */
export interface ReviewListSection {
  /**
   * Always "reviewList": tells the site which block to draw.
   */
  type: 'reviewList';
  id?: AnchorId;
  /**
   * Heading above the reviews. {rating.value}, {rating.count} and {rating.source} are filled in from the business facts.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * Optional line shown beside the overall stars, for example "{rating.value} out of {rating.scale} from over {rating.count} reviews".
   */
  summary?: string;
  /**
   * Which reviews to show, by id, in order.
   *
   * @minItems 1
   */
  reviews: [ReviewRef, ...ReviewRef[]];
  /**
   * Shown above each answer from the company, for example "Response from the owner".
   */
  ownerReplyLabel: string;
  allReviews?: Action;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * The site's trust strip (the rating, since when, the guarantee; written once in the site settings) as a band of its own, for example under the home page's picture.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "trustStripSection".
 */
export interface TrustStripSection {
  /**
   * Always "trustStrip": tells the site which block to draw.
   */
  type: 'trustStrip';
  id?: AnchorId;
}
/**
 * A list of useful websites, each with a name and a description. Links to other websites open in a new tab.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "linkListSection".
 */
export interface LinkListSection {
  /**
   * Always "linkList": tells the site which block to draw.
   */
  type: 'linkList';
  id?: AnchorId;
  /**
   * Heading above the links.
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * The links, in order.
   *
   * @minItems 1
   *
   * Items: One website.
   */
  links: [
    {
      /**
       * The website's name, shown as the link.
       */
      name: string;
      url: Link;
      /**
       * Why it is useful, in a sentence.
       */
      description: string;
    },
    ...{
      /**
       * The website's name, shown as the link.
       */
      name: string;
      url: Link;
      /**
       * Why it is useful, in a sentence.
       */
      description: string;
    }[]
  ];
  /**
   * Read aloud after each link of this list that opens a new tab, instead of the site's own words (ui.newTab). Optional.
   */
  newTabHint?: string;
  /**
   * "plain" (the page colour, the default) or "tinted" (a light grey band), to set neighbouring blocks apart.
   */
  tone?: 'plain' | 'tinted';
}
/**
 * One frequently asked question with its answer.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "faq".
 */
export interface Faq {
  id: Slug;
  /**
   * The question, as a customer would ask it.
   */
  question: string;
  /**
   * The answer, in a few sentences. Facts such as {business.phone} are filled in.
   */
  answer: string;
  /**
   * Optional links shown under the answer, for example each town a question about service areas names.
   *
   * @minItems 1
   *
   * Items: One link under the answer.
   */
  links?: [
    {
      /**
       * The words of the link.
       */
      label: string;
      href: Link;
    },
    ...{
      /**
       * The words of the link.
       */
      label: string;
      href: Link;
    }[]
  ];
}
/**
 * Every question the FAQ blocks can show.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "faqsFile".
 */
export interface FaqsFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  /**
   * The questions.
   *
   * @minItems 1
   */
  faqs: [Faq, ...Faq[]];
}
/**
 * One customer review as it appears on Google, with an optional reply from the owner.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "review".
 */
export interface Review {
  id: Slug;
  /**
   * The reviewer's name as shown on the review site; the first letter becomes the avatar.
   */
  name: string;
  /**
   * Stars given, in halves, out of 5.
   */
  rating: number;
  /**
   * The day the review was posted, as YYYY-MM-DD (for example 2026-09-21). Pages show how long ago that was ("2 months ago"), worked out on the day the site is built, so it never goes stale.
   */
  date: string;
  /**
   * What the customer wrote.
   */
  text: string;
  town?: TownRef;
  /**
   * Optional answer from the company.
   */
  ownerReply?: {
    /**
     * What the owner wrote back.
     */
    text: string;
    /**
     * The day the owner replied, as YYYY-MM-DD; shown as how long ago, like the review's date.
     */
    date: string;
  };
}
/**
 * Google-style reviews for the testimonials page.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "reviewsFile".
 */
export interface ReviewsFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  /**
   * The reviews.
   *
   * @minItems 1
   */
  reviews: [Review, ...Review[]];
}
/**
 * The staff login: username and password fields, a button and an error area. It signs staff in to the CRM; administrators then land on /admin-dashboard and everyone else on the home page.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "loginSection".
 */
export interface LoginSection {
  /**
   * Always "login": tells the site which block to draw.
   */
  type: 'login';
  id?: AnchorId;
  /**
   * The page's main heading, shown above the form (the page's only H1).
   */
  heading: string;
  /**
   * An optional sentence under the heading saying who this page is for.
   */
  text?: string;
  /**
   * The label of the username field, for example "Username".
   */
  usernameLabel: string;
  /**
   * The label of the password field, for example "Password". What is typed is always hidden.
   */
  passwordLabel: string;
  /**
   * The words on the login button, for example "Log in".
   */
  submitLabel: string;
  /**
   * The words on the button while the login is being checked, for example "Logging in…".
   */
  submittingLabel: string;
  /**
   * What the error area says when a login fails.
   */
  messages: {
    /**
     * Shown when the CRM answers that the username or password is wrong (status 400 or 401).
     */
    invalid: string;
    /**
     * Shown for every other failure: the CRM is down, too slow, unreachable or answers something unexpected.
     */
    serverError: string;
  };
  /**
   * An optional line under the form, for example who to call about a forgotten password. Tokens such as {business.phone} work here.
   */
  help?: string;
  /**
   * Shown instead of the form when someone is already signed in on this browser.
   */
  signedIn: {
    /**
     * The sentence above who is signed in.
     */
    text: string;
    /**
     * Label of the user id.
     */
    userLabel: string;
    /**
     * Label of the role.
     */
    roleLabel: string;
    /**
     * The role shown for an administrator.
     */
    adminRole: string;
    /**
     * The role shown for everyone else who is signed in.
     */
    staffRole: string;
    /**
     * Shown when the login answer gave no user id.
     */
    unknownUser: string;
    /**
     * The button to the staff dashboard (administrators only).
     */
    dashboardLabel: string;
    /**
     * The button that signs out on this browser.
     */
    logoutLabel: string;
  };
}
/**
 * The staff overview at /admin-dashboard, shown only to a logged-in administrator: who is signed in, a summary of the site's content, every page with links, and the towns. It shows only what the public site already publishes; a visitor who is not signed in is sent to the login page, and staff who are not administrators read why the page is not for them.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "adminDashboardSection".
 */
export interface AdminDashboardSection {
  /**
   * Always "adminDashboard": tells the site which block to draw.
   */
  type: 'adminDashboard';
  id?: AnchorId;
  /**
   * The page's main heading, for example "Admin Dashboard" (the page's only H1, above the dashboard for an administrator and above the words for other staff).
   */
  heading: string;
  /**
   * An optional sentence under the heading.
   */
  text?: string;
  /**
   * What a signed-in staff member without administrator rights reads here under the page's heading, in place of the dashboard: that the page is for administrators, and the way back to the home page.
   */
  notAdmin: {
    /**
     * That the dashboard is for administrators, in plain words, and whom to ask for a change to the website.
     */
    text: string;
    /**
     * The words of the link to the home page, for example "Back to the home page".
     */
    back: string;
  };
  /**
   * The box saying who is signed in.
   */
  account: {
    /**
     * The box's heading, for example "Who is signed in".
     */
    heading: string;
    /**
     * The label before the signed-in user's id, for example "User id".
     */
    userLabel: string;
    /**
     * The label before the role, for example "Role".
     */
    roleLabel: string;
    /**
     * The role shown for an administrator, for example "Administrator".
     */
    adminRole: string;
    /**
     * Shown instead of the id when the CRM sent none, for example "not given".
     */
    unknownUser: string;
  };
  /**
   * The box counting what the site is made of.
   */
  summary: {
    /**
     * The box's heading, for example "Content summary".
     */
    heading: string;
    /**
     * The label for the number of page routes.
     */
    pages: string;
    /**
     * The label for the number of web addresses the routes serve.
     */
    addresses: string;
    /**
     * The label for the number of towns with their own pages.
     */
    towns: string;
    /**
     * The label for the number of addresses kept out of search engines.
     */
    hidden: string;
    /**
     * The label for the number of old addresses that forward to new ones.
     */
    redirects: string;
  };
  /**
   * The list of every page of the site with links.
   */
  routes: {
    /**
     * The list's heading, for example "Every page of the site".
     */
    heading: string;
    /**
     * An optional sentence under the heading.
     */
    text?: string;
    /**
     * A small tag on pages kept out of search engines, for example "hidden from search".
     */
    hiddenBadge: string;
  };
  /**
   * The list of towns with their county and their pages.
   */
  towns: {
    /**
     * The list's heading, for example "Towns we serve".
     */
    heading: string;
    /**
     * An optional sentence under the heading.
     */
    text?: string;
    /**
     * The heading of the town column.
     */
    townColumn: string;
    /**
     * The heading of the county column.
     */
    countyColumn: string;
    /**
     * The heading of the column with the town's page links.
     */
    pagesColumn: string;
    /**
     * Put after the county name, for example "County" to show "Wayne County".
     */
    countySuffix: string;
  };
  /**
   * The words of the content studio on the dashboard, where administrators edit the site's content in the browser. Leave it out to show the overview only.
   */
  studio?: {
    /**
     * The words of the owner's numbers from the visit counts (Plausible), shown below the studio's list once the password is confirmed: visitors, quote requests, messages, job applications and phone taps by town, the quote form's steps, sends that failed, and real visitors' speed (decision 029).
     */
    visits: {
      /**
       * The panel's heading, for example "This week on the website".
       */
      heading: string;
      /**
       * A sentence under the heading: what is counted, and that it is counted without cookies or anyone's details.
       */
      text: string;
      /**
       * Shown while the numbers are fetched, for example "Getting this week's numbers…".
       */
      loading: string;
      /**
       * Shown when the site is not connected to Plausible yet (no host in site.json, or no key on the content API's server), naming the README's section that says how.
       */
      notSetUp: string;
      /**
       * Shown when Plausible did not answer or refused the key, in plain words, with what to do (the website itself is not affected).
       */
      unreachable: string;
      /**
       * The sentence of this week's visitors. {count} is this week's number, {earlier} the four weeks before together.
       */
      visitorsLine: string;
      /**
       * For example "By town".
       */
      townsHeading: string;
      /**
       * The heading of the towns' column.
       */
      townColumn: string;
      /**
       * The row for pages and forms of no town (home, services, contact…).
       */
      otherPages: string;
      /**
       * For example "Visitors".
       */
      visitors: string;
      /**
       * For example "Quote requests".
       */
      quotes: string;
      /**
       * For example "Messages".
       */
      messages: string;
      /**
       * For example "Job applications".
       */
      applications: string;
      /**
       * For example "Phone taps".
       */
      phoneTaps: string;
      /**
       * How the four weeks before are written beside this week's number in each cell. {count} is their number, for example "({count} in the 4 weeks before)".
       */
      earlier: string;
      /**
       * For example "The quote form this week".
       */
      funnelHeading: string;
      /**
       * The first step: visitors who opened a page with the quote form.
       */
      funnelOpened: string;
      /**
       * The second step: visitors who passed the first step (NEXT).
       */
      funnelStep2: string;
      /**
       * The last step: visitors whose request the e-mail service accepted.
       */
      funnelSent: string;
      /**
       * What failed, when quote requests could not be sent this week. {count} is how many.
       */
      failedQuote: string;
      /**
       * What failed, when contact messages could not be sent this week. {count} is how many.
       */
      failedMessage: string;
      /**
       * What failed, when job applications could not be sent this week. {count} is how many.
       */
      failedApplication: string;
      /**
       * What to do, said after the failures, for example to check the e-mail service's account or call the people who tried, whose towns are listed.
       */
      failedWhatToDo: string;
      /**
       * The list of towns the failed sends came from. {towns} is the list.
       */
      failedTowns: string;
      /**
       * Said when every form sent this week reached the e-mail service.
       */
      noFailures: string;
      /**
       * For example "How fast the pages are for real visitors".
       */
      speedHeading: string;
      /**
       * A sentence on what the numbers mean (three quarters of visits were at least this fast, as Google measures).
       */
      speedText: string;
      /**
       * The heading of the column of page kinds (home, town, contact…).
       */
      kindColumn: string;
      /**
       * The largest content shown, in plain words, for example "Main content shown (LCP)".
       */
      lcp: string;
      /**
       * The answer to a tap, in plain words, for example "Answer to a tap (INP)".
       */
      inp: string;
      /**
       * The layout shifting, in plain words, for example "Page jumping (CLS)".
       */
      cls: string;
      /**
       * Google's word "good", in the site's language.
       */
      good: string;
      /**
       * Google's words "needs improvement".
       */
      needsImprovement: string;
      /**
       * Google's word "poor".
       */
      poor: string;
      /**
       * Said when no visitor's speed has been counted in the last five weeks.
       */
      noSpeed: string;
      /**
       * When the numbers were fetched. {time} is the time.
       */
      fetchedAt: string;
    };
    /**
     * The words of the live preview beside the form: the page as it will look with the changes, drawn as the staff member types.
     */
    preview: {
      /**
       * The heading above the preview, for example "Preview".
       */
      heading: string;
      /**
       * A sentence under the heading saying what the preview shows and that nothing in it is live yet.
       */
      text: string;
      /**
       * The label of the choice of page to preview, when the item appears on several pages (a town has its landing and its services page).
       */
      addressLabel: string;
      /**
       * What a screen reader calls the previewed page; {item} is its address, for example "Preview of {item}".
       */
      frameTitle: string;
      /**
       * The label of the switch that shows the preview as narrow as a phone.
       */
      phoneWidth: string;
      /**
       * Shown while the rest of the site is fetched for the preview.
       */
      loading: string;
      /**
       * Shown when the rest of the site could not be fetched, so there is no preview; the form still works.
       */
      loadError: string;
      /**
       * Shown when the form is not complete enough to draw the page: the preview keeps the last version it could draw.
       */
      stale: string;
      /**
       * Shown when the item appears on no page of the site that can be previewed.
       */
      noPage: string;
    };
    /**
     * How the content list is grouped, in order.
     *
     * @minItems 1
     *
     * Items: One group of the content list, named the way staff think of it.
     */
    groups: [
      {
        /**
         * The group's name, for example "Towns".
         */
        label: string;
        /**
         * Which kinds of content the group lists, by their names in the content rules (siteFile, townFile, pageFile …).
         *
         * @minItems 1
         *
         * Items: One kind of content, by its name in the content rules (siteFile, townFile, pageFile …).
         */
        kinds: [
          (
            | 'siteFile'
            | 'pageFile'
            | 'townFile'
            | 'servicesFile'
            | 'testimonialsFile'
            | 'templateFile'
            | 'portfolioFile'
            | 'formFile'
            | 'faqsFile'
            | 'reviewsFile'
          ),
          ...(
            | 'siteFile'
            | 'pageFile'
            | 'townFile'
            | 'servicesFile'
            | 'testimonialsFile'
            | 'templateFile'
            | 'portfolioFile'
            | 'formFile'
            | 'faqsFile'
            | 'reviewsFile'
          )[]
        ];
      },
      ...{
        /**
         * The group's name, for example "Towns".
         */
        label: string;
        /**
         * Which kinds of content the group lists, by their names in the content rules (siteFile, townFile, pageFile …).
         *
         * @minItems 1
         *
         * Items: One kind of content, by its name in the content rules (siteFile, townFile, pageFile …).
         */
        kinds: [
          (
            | 'siteFile'
            | 'pageFile'
            | 'townFile'
            | 'servicesFile'
            | 'testimonialsFile'
            | 'templateFile'
            | 'portfolioFile'
            | 'formFile'
            | 'faqsFile'
            | 'reviewsFile'
          ),
          ...(
            | 'siteFile'
            | 'pageFile'
            | 'townFile'
            | 'servicesFile'
            | 'testimonialsFile'
            | 'templateFile'
            | 'portfolioFile'
            | 'formFile'
            | 'faqsFile'
            | 'reviewsFile'
          )[]
        ];
      }[]
    ];
    /**
     * The studio's heading, for example "Edit the website".
     */
    heading: string;
    /**
     * A sentence under the heading: what the studio is for.
     */
    text: string;
    /**
     * The label of the search box that filters the content list.
     */
    searchLabel: string;
    /**
     * Shown when the search matches nothing; {query} is what was typed.
     */
    noMatches: string;
    /**
     * Shown while the content list or a file is loading.
     */
    loading: string;
    /**
     * Shown when the content could not be loaded; the reason follows it.
     */
    loadError: string;
    /**
     * Shown when this site has no content API address (Advanced settings › Integrations › Content API).
     */
    notSetUp: string;
    /**
     * The heading over the form; {item} is the name of what is being edited.
     */
    editing: string;
    /**
     * The button that closes the form and shows the list again.
     */
    backToList: string;
    /**
     * Shown when unsaved changes from an earlier visit are put back into the form; {time} is when they were typed.
     */
    draftRestored: string;
    /**
     * Shown when the browser does not let the studio keep a draft (storage full or blocked).
     */
    draftNotKept: string;
    /**
     * The label of the field where the staff member says in plain words what they changed.
     */
    summaryLabel: string;
    /**
     * The help under that field, with an example.
     */
    summaryHelp: string;
    /**
     * The button that sends the change, for example "Submit for review".
     */
    submit: string;
    /**
     * Shown on the button while the change is being sent and checked.
     */
    sending: string;
    /**
     * The button that throws the draft away and goes back to the file as it is saved.
     */
    discard: string;
    /**
     * The heading of the question asked before a draft is thrown away.
     */
    discardConfirmHeading: string;
    /**
     * What discarding does, said before it is done: the unsaved changes are lost and the form goes back to what is saved.
     */
    discardConfirmText: string;
    /**
     * The button in the question that really throws the draft away.
     */
    discardConfirmYes: string;
    /**
     * Shown beside an item in the list that has changes not saved yet.
     */
    unsavedMark: string;
    /**
     * The words of an item's recent changes in the studio: who changed it, when and why, and going back to an earlier version.
     */
    history: {
      /**
       * The button that opens the item's recent changes, for example "Show recent changes". They are loaded only when she opens them.
       */
      show: string;
      /**
       * The same button once the changes are shown, for example "Hide recent changes".
       */
      hide: string;
      /**
       * The heading over the item's recent changes, for example "Recent changes".
       */
      heading: string;
      /**
       * A sentence under the heading: the changes saved to this item, newest first, and that going back changes nothing until it is saved.
       */
      text: string;
      /**
       * Shown while the changes are loaded.
       */
      loading: string;
      /**
       * Shown when the changes could not be loaded, before the content service's own words.
       */
      loadError: string;
      /**
       * Shown when nothing was saved to this item from the studio yet.
       */
      empty: string;
      /**
       * One change in words. {action} is the kind of change, {user} who saved it, {time} when (in the office's time zone) and {summary} what they wrote about it.
       */
      entry: string;
      /**
       * The kind of change that made the item, for example "Created".
       */
      created: string;
      /**
       * The kind of change that changed the item, for example "Changed".
       */
      changed: string;
      /**
       * The kind of change that removed the item, for example "Removed".
       */
      deleted: string;
      /**
       * The last line of the recent changes: the item as the website was delivered, before its first change from the studio, which she can always go back to. For example "As the website was delivered, before any change from the studio".
       */
      delivered: string;
      /**
       * The button beside a change that puts the item as that change left it into the form, for example "Go back to this version".
       */
      goBack: string;
      /**
       * Shown on that button while the version is opened.
       */
      goingBack: string;
      /**
       * Said at the top of the form once an earlier version is in it, with {time} and {summary} of its change: nothing is live until it is saved, and discarding keeps today's version.
       */
      restored: string;
      /**
       * What the "What did you change?" box is filled with when going back, with {time} of the version; she may write her own words instead.
       */
      restoreSummary: string;
      /**
       * Said at the top of the form once the item as the website was delivered is in it: nothing is live until it is saved, and discarding keeps today's version.
       */
      restoredDelivered: string;
      /**
       * What the "What did you change?" box is filled with when going back to the item as the website was delivered; she may write her own words instead.
       */
      restoreDeliveredSummary: string;
      /**
       * Asked (under the discard question's heading and buttons) when she goes back to a version while the form holds changes not saved yet.
       */
      replaceConfirmText: string;
      /**
       * The button beside a change in the recent changes that undoes that one change (the item goes back to how it was before it; later changes to other parts stay). For example "Undo this change".
       */
      undo: string;
      /**
       * What the undo button says while the undoing is checked and saved.
       */
      undoing: string;
      /**
       * The heading of the question asked before a change is undone.
       */
      undoConfirmHeading: string;
      /**
       * What happens if she undoes a change, with {item} the change in words. Said before anything is saved.
       */
      undoConfirmText: string;
      /**
       * The button that undoes the change.
       */
      undoConfirmYes: string;
      /**
       * The words saved with an undo in the recent changes, with {summary} the words of the change undone.
       */
      undoSummary: string;
      /**
       * The heading over the problems that stop an undo (for example a town that another page now links to).
       */
      undoProblemsHeading: string;
      /**
       * Said when the same parts of the item were changed again since the change she wants to undo, so it cannot be undone on its own.
       */
      undoClash: string;
      /**
       * Where changes wait for an administrator to publish them: shown in place of the undo button of a change whose undo was just sent for review, so it is not sent twice.
       */
      undoSent: string;
    };
    /**
     * The heading over new towns started in this browser but not saved yet, so they can be opened again.
     */
    unsavedTownsHeading: string;
    /**
     * Shown after a change was saved, where the site does not update itself after a save (where it does, the words of "The site updating itself" are shown instead).
     */
    saved: string;
    /**
     * Shown after a change or an undo was sent, where changes wait for an administrator to publish them (nothing goes live before).
     */
    savedForReview: string;
    /**
     * Where the site rebuilds itself after each save (npm start on one machine): said in the save bar after a save, as the site updates and once the change is live.
     */
    siteUpdate: {
      /**
       * Shown first after a save, before the words below.
       */
      saved: string;
      /**
       * While the site is being updated with the change.
       */
      updating: string;
      /**
       * Once the site shows the change, before the links to the pages that changed.
       */
      live: string;
      /**
       * Once the site is updated, when no page of it looks different (for example a page kept out of the menus).
       */
      liveNoPages: string;
      /**
       * After the first few links, when more pages changed. {count} is how many more.
       */
      morePages: string;
      /**
       * After the first few links, when exactly one more page changed.
       */
      oneMorePage: string;
      /**
       * When the site could not be updated with the change: say that the change is saved and what to do.
       */
      failed: string;
    };
    /**
     * Over the list of problems that stop a change from being saved.
     */
    problemsHeading: string;
    /**
     * Over the list of warnings the staff member reads before saving anyway.
     */
    warningsHeading: string;
    /**
     * The button that saves a change despite its warnings.
     */
    confirmWarnings: string;
    /**
     * Shown when someone else changed the same fields since the file was opened.
     */
    conflictHeading: string;
    /**
     * Explains the choice: for each field, keep their value or yours.
     */
    conflictText: string;
    /**
     * The label of the value someone else saved.
     */
    theirValue: string;
    /**
     * The label of the staff member's own value.
     */
    yourValue: string;
    /**
     * The choice that keeps the other person's value.
     */
    keepTheirs: string;
    /**
     * The choice that keeps the staff member's value.
     */
    keepYours: string;
    /**
     * The button over the list that starts a new town, for example "Add a town".
     */
    addTown: string;
    /**
     * The button in a town's form that starts a new town from a copy of it.
     */
    duplicateTown: string;
    /**
     * The heading of the short form that starts a town.
     */
    newTownHeading: string;
    /**
     * A sentence under it: what happens next (the town's own words are written in the form that opens).
     */
    newTownText: string;
    /**
     * The label of the town's name field.
     */
    townName: string;
    /**
     * The label of the county choice.
     */
    townCounty: string;
    /**
     * The label of the check box that lists the town in the header's Service Areas menu.
     */
    townInMenu: string;
    /**
     * The label of the latitude field (from a map, for example 35.2627).
     */
    townLat: string;
    /**
     * The label of the longitude field (for example -77.5816).
     */
    townLng: string;
    /**
     * The button that opens the new town's form.
     */
    startTown: string;
    /**
     * The button that closes the short form without starting anything.
     */
    cancel: string;
    /**
     * Shown when a town with that address already exists; {item} is its address, for example /selma.
     */
    townExists: string;
    /**
     * Shown over the form of a town that is not saved yet: it becomes a page once its words are written and it passes the checks.
     */
    newFileNote: string;
    /**
     * The heading over the list of changes waiting for review (shown only where saving goes through review, the "github" backend).
     */
    changesHeading: string;
    /**
     * A sentence under it: what the list shows and who publishes.
     */
    changesText: string;
    /**
     * The state of a change that passed its checks and waits for someone to publish it.
     */
    stateWaiting: string;
    /**
     * The state of a change whose checks are still running.
     */
    stateChecksRunning: string;
    /**
     * The state of a change whose checks failed; their messages follow.
     */
    stateChecksFailed: string;
    /**
     * The state of a published change when the list cannot tell whether the site shows it yet.
     */
    statePublished: string;
    /**
     * The state of a change that was closed without publishing.
     */
    stateClosed: string;
    /**
     * The state of a change whose checks GitHub could not tell just now; reloading the list asks again.
     */
    stateUnknown: string;
    /**
     * The state of a change that was published while the site is being updated with it (a few minutes); the list looks again by itself.
     */
    statePublishing: string;
    /**
     * The state of a change the site shows; {time} is when it went live, in the office's time (with the date when not today).
     */
    stateLive: string;
    /**
     * The state of a change the site shows, when it went live too long ago for the list to say when.
     */
    stateLiveEarlier: string;
    /**
     * The state of a published change whose update of the site did not finish.
     */
    statePublishFailed: string;
    /**
     * Under that state: what the site shows now, that the change is kept, and what happens next.
     */
    publishFailedText: string;
    /**
     * Who submitted a change; {item} is the staff member.
     */
    submittedBy: string;
    /**
     * The button that publishes a change that waits for review.
     */
    publish: string;
    /**
     * Shown on that button while the change is published.
     */
    publishing: string;
    /**
     * Shown once a change was published; the site is then updated with it.
     */
    publishedMessage: string;
    /**
     * Shown when the content service could not be reached at all.
     */
    offline: string;
    /**
     * What to do then, for example to check the connection; the draft is kept.
     */
    offlineHint: string;
    /**
     * Shown when the content service answered without saying why; {item} is its status number.
     */
    unexpectedAnswer: string;
    /**
     * Shown, before anything is sent, when a change adds more new pictures than one save carries; {item} is how many it adds, {value} the most one save carries.
     */
    tooManyPictures: string;
    /**
     * What to do then: save with fewer new pictures, then add the rest; nothing was sent and the draft is kept. {value} is the most one save carries.
     */
    tooManyPicturesHint: string;
    /**
     * Shown, before anything is sent, when a change is larger than the content service accepts.
     */
    changeTooLarge: string;
    /**
     * What to do then: save part of the change, then the rest; nothing was sent and the draft is kept.
     */
    changeTooLargeHint: string;
    /**
     * Shown when the staff member submits a form that matches the saved file.
     */
    noChanges: string;
    /**
     * Words the studio's forms use around the fields of every file.
     */
    forms: {
      /**
       * The button under a list that adds an entry; {item} is the entry's name in small letters, for example "event".
       */
      addItem: string;
      /**
       * The button beside a list entry that removes it; {item} is the entry's title in small letters, for example "event 2" (the entry's title itself is named in "Field words").
       */
      removeItem: string;
      /**
       * What screen readers and the button's tooltip say for moving a list entry up one place; {item} is the entry's title in small letters.
       */
      moveItemUp: string;
      /**
       * What screen readers and the button's tooltip say for moving a list entry down one place; {item} is the entry's title in small letters.
       */
      moveItemDown: string;
      /**
       * Said under a list that holds an exact number of entries; {value} is that number.
       */
      countExactly: string;
      /**
       * Said under a list that needs at least some entries; {value} is the smallest number. A list with a largest number too says both rules.
       */
      countAtLeast: string;
      /**
       * Said under a list that may hold only so many entries; {value} is the largest number.
       */
      countAtMost: string;
      /**
       * The button that shows or hides the settings a manager rarely changes (outside services, look, layout, scroll animation, title ending, content version).
       */
      advancedSettings: string;
      /**
       * The button that shows or hides the business facts after the name, phone, e-mail, address and hours (short name, website, rating, map …).
       */
      moreBusinessFacts: string;
    };
    /**
     * The words of the form that asks an administrator to confirm her password before editing, and again when an editing session ends; the password is checked by the CRM's login (docs/decisions/015-content-api.md).
     */
    signIn: {
      /**
       * The heading over the password form when the studio opens: editing needs the password confirmed once per visit.
       */
      heading: string;
      /**
       * Under that heading: why the password is asked again.
       */
      text: string;
      /**
       * The heading over the same form when an editing session ends while someone works (30 minutes without activity, or 8 hours in all).
       */
      expiredHeading: string;
      /**
       * Under that heading: the changes are kept, and what was being done carries on once the password is confirmed.
       */
      expiredText: string;
      /**
       * The label of the username box (filled in when the studio knows it).
       */
      usernameLabel: string;
      /**
       * The label of the password box.
       */
      passwordLabel: string;
      /**
       * The button that sends the password to be checked.
       */
      confirm: string;
      /**
       * The button's words while the password is being checked.
       */
      confirming: string;
    };
    /**
     * What the studio says at a field that needs fixing, and above the form when a save is refused. The field's own label and help come from the content rules; these are the sentences around them.
     */
    fieldWords: {
      /**
       * A required field left empty.
       */
      required: string;
      /**
       * A text shorter than allowed; {limit} is the least.
       */
      tooShort: string;
      /**
       * A text longer than allowed; {limit} is the most, {count} what it has.
       */
      tooLong: string;
      /**
       * A list with fewer entries than it needs.
       */
      tooFew: string;
      /**
       * A list with more entries than it takes.
       */
      tooMany: string;
      /**
       * A value that is not one of the offered choices.
       */
      notAChoice: string;
      /**
       * A value not written the way the field asks ({help} is the field's own help).
       */
      badShape: string;
      /**
       * A number under the least allowed.
       */
      tooSmall: string;
      /**
       * A number over the most allowed.
       */
      tooBig: string;
      /**
       * The same entry twice in one list.
       */
      twice: string;
      /**
       * A value of the wrong kind (text where a number belongs, say).
       */
      wrongKind: string;
      /**
       * Any other problem the form finds.
       */
      notAccepted: string;
      /**
       * How an entry of a list is named, as the title over its fields in the form and in the names of its problems; {item} is the entry's name and {n} its place, for example "Event 2".
       */
      entry: string;
      /**
       * Said for a field both she and someone else changed, until she chooses which value stays.
       */
      chooseOne: string;
      /**
       * The heading of the list of problems shown at the top of the form when a save is refused.
       */
      summaryHeading: string;
    };
    /**
     * What the studio says at a field when the whole site's check finds a problem there: a link to a page that does not exist, a town text like another town's, text still to write. One sentence for each kind of problem, saying what is wrong and what to do; the words in braces are filled in.
     */
    siteWords: {
      /**
       * Said at a link or button whose address is no page of the site.
       */
      'missing-page': string;
      /**
       * Said at a picture whose file is not among the site's pictures.
       */
      'missing-picture': string;
      /**
       * Said where a page shows a form the site does not have; {name} is the name written.
       */
      'missing-form': string;
      /**
       * Said where a town is named that has no page; {name} is the name written.
       */
      'missing-town': string;
      /**
       * Said where a review, photo or other entry is chosen that is not in its list; {id} is the id written.
       */
      'missing-entry': string;
      /**
       * Said at a text that uses a business fact the site does not have; {fact} is its name as written.
       */
      'unknown-fact': string;
      /**
       * A warning at a text that types the business phone number instead of using the phone fact; {phone} is the number.
       */
      'written-phone': string;
      /**
       * Said at a text that still holds the placeholder a new town starts with.
       */
      'placeholder-left': string;
      /**
       * Said at a town text that holds nothing but spaces.
       */
      'only-spaces': string;
      /**
       * Said when a town's map point is still the one a new town starts with.
       */
      'location-placeholder': string;
      /**
       * A warning when a town's local text is much like another town's; {other} is that town, {percent} how alike, {limit} the most allowed.
       */
      'similar-text': string;
      /**
       * A warning at a paragraph much like one of another town's; {other} is that town, {paragraph} and {otherParagraph} the paragraphs, {percent} how alike.
       */
      'similar-paragraph': string;
      /**
       * A warning when all of a town's events are over; {latest} is the last one's day.
       */
      'events-passed': string;
      /**
       * Said at a review's day when it is after today; {date} is the day written, {today} today.
       */
      'review-after-today': string;
      /**
       * Said at a reply's day when it is before the review's; {date} is the reply's day, {reviewDate} the review's.
       */
      'reply-before-review': string;
      /**
       * Said at a reply's day when it is after today.
       */
      'reply-after-today': string;
      /**
       * Said where a form names a field it does not have; {name} is the name written.
       */
      'unknown-field': string;
      /**
       * Said when a form's name differs from the name of its file.
       */
      'form-name-mismatch': string;
      /**
       * Said when two fields of a form share a name.
       */
      'duplicate-field': string;
      /**
       * Said at a choice field that offers no choices.
       */
      'no-options': string;
      /**
       * A warning at a choice field with no words for its empty first choice.
       */
      'no-placeholder': string;
      /**
       * Said when a one-line field is marked as a whole street address.
       */
      'street-address-one-line': string;
      /**
       * Said when a form has no hidden spam-trap field.
       */
      'no-spam-trap': string;
      /**
       * Said at a field that none of the form's steps shows.
       */
      'field-on-no-step': string;
      /**
       * A warning when a portfolio page without photos would be listed by search engines.
       */
      'empty-portfolio-listed': string;
      /**
       * A warning when a portfolio page has photos but is still hidden from search engines; {count} is how many.
       */
      'portfolio-hidden': string;
      /**
       * A warning at a title that ends with the name every title gets by itself; {brand} is that name.
       */
      'title-has-brand': string;
      /**
       * A warning at a title that search engines would cut short; {length} is its length with the site's name, {limit} what they show, {over} how much to cut.
       */
      'title-too-long': string;
      /**
       * Said at search information for an address the page does not have.
       */
      'unused-search-info': string;
      /**
       * Said when a page's address has a part to fill in but lists no addresses.
       */
      'address-needs-paths': string;
      /**
       * Said when a page lists addresses that its plain address does not need.
       */
      'paths-not-needed': string;
      /**
       * Said when two pages share an address; {other} is the other page's title.
       */
      'duplicate-address': string;
      /**
       * Said when a town's short name differs from the name it is saved as.
       */
      'slug-mismatch': string;
      /**
       * Said when two entries of a list share an id; {id} is the id.
       */
      'duplicate-id': string;
      /**
       * Said when an address set to forward elsewhere is also a page of the site.
       */
      'redirect-is-page': string;
      /**
       * Said at a town page layout where a list of a town's facts stands inside a text; {town} is the town.
       */
      'template-list-in-text': string;
      /**
       * Said at a town page layout that uses a town fact one town lacks; {town} is the town.
       */
      'template-fact-missing': string;
      /**
       * Said when the site's content is in a format older than this studio reads.
       */
      'content-version': string;
      /**
       * Said once for a file with more problems than are listed one by one; {count} is how many more.
       */
      'more-problems': string;
      /**
       * Added after a problem when something close exists; {suggestion} is its name or title.
       */
      didYouMean: string;
      /**
       * Said for a problem the studio has no words of its own for.
       */
      otherProblem: string;
    };
    /**
     * The words of the lists of choices in the studio's forms (pages, towns, pictures …) and of the window for choosing or adding a picture.
     */
    media: {
      /**
       * In a link's list of choices: the heading over the site's pages.
       */
      pagesGroup: string;
      /**
       * In a link's list of choices: the heading over the towns' pages.
       */
      townPagesGroup: string;
      /**
       * In a link's list of choices: the heading over the business's phone, e-mail and web links, which follow the business facts when they change.
       */
      factsGroup: string;
      /**
       * In a picture's list of choices: the heading over the site's pictures.
       */
      picturesGroup: string;
      /**
       * Shown in a list of choices when nothing matches what was typed.
       */
      noOptions: string;
      /**
       * The button beside a picture field that opens the pictures.
       */
      choosePicture: string;
      /**
       * The heading of the window that shows the pictures.
       */
      picturesHeading: string;
      /**
       * A sentence under that heading.
       */
      picturesText: string;
      /**
       * Shown when the pictures could not be listed.
       */
      picturesFailed: string;
      /**
       * Under each picture: its size; {item} is its width × height, for example “1200 × 630”.
       */
      pictureSize: string;
      /**
       * The heading over the upload part of the window.
       */
      uploadHeading: string;
      /**
       * What happens to a new picture.
       */
      uploadText: string;
      /**
       * The button that opens the computer's files.
       */
      uploadChoose: string;
      /**
       * The label of the new picture's description.
       */
      altLabel: string;
      /**
       * Help under the new picture's description.
       */
      altHelp: string;
      /**
       * The button that puts the new picture in the field.
       */
      usePicture: string;
      /**
       * Shown while a new picture is made smaller.
       */
      preparing: string;
      /**
       * Shown when the chosen file is not a JPEG, PNG or WebP photo.
       */
      notAPicture: string;
      /**
       * Shown when a new picture is still too large after it was made smaller; {item} is the limit.
       */
      tooLarge: string;
      /**
       * Shown under a field whose picture is new: it is sent with the change.
       */
      newPicture: string;
      /**
       * The button that closes the pictures without choosing one.
       */
      close: string;
      /**
       * The heading over the site's own pictures, below the upload part of the window.
       */
      libraryHeading: string;
      /**
       * The label of the box that finds a picture by words of its description.
       */
      searchLabel: string;
      /**
       * Shown when no picture's description or file name holds the words typed.
       */
      searchNone: string;
      /**
       * Under the description asked when one of the site's pictures is chosen: why it is asked again.
       */
      altHelpChosen: string;
      /**
       * The button that goes back from a chosen picture to the list of pictures.
       */
      chooseAnother: string;
    };
  };
}
/**
 * The two-step free-quote form in its own band.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "quoteWizardSection".
 */
export interface QuoteWizardSection {
  /**
   * Always "quoteWizard": tells the site which block to draw.
   */
  type: 'quoteWizard';
  id?: AnchorId;
  form: FormRef;
  /**
   * Heading above the form (defaults to the form's own).
   */
  heading?: string;
}
/**
 * A form (for example "contact" or "careers") with an optional heading and text beside it.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formSection".
 */
export interface FormSection {
  /**
   * Always "form": tells the site which block to draw.
   */
  type: 'form';
  id?: AnchorId;
  form: FormRef;
  /**
   * Heading above the form (defaults to the form's own).
   */
  heading?: string;
  aside?: Paragraphs;
}
/**
 * On a town page: a heading, the town file's three local paragraphs and the nearby places it serves.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townIntroSection".
 */
export interface TownIntroSection {
  /**
   * Always "townIntro": tells the site which block to draw.
   */
  type: 'townIntro';
  id?: AnchorId;
  /**
   * The heading, normally {town.landing.heading}.
   */
  heading: string;
  /**
   * A line under the heading, for example {town.landing.subheading}.
   */
  subheading?: string;
  /**
   * Shown above the list of nearby places served, for example "We also serve".
   */
  nearbyLabel: string;
}
/**
 * "Contact Our {town} Team": office address, phone and hours from the business facts beside the map, with a quote button.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townContactSection".
 */
export interface TownContactSection {
  /**
   * Always "townContact": tells the site which block to draw.
   */
  type: 'townContact';
  id?: AnchorId;
  /**
   * For example "Contact Our {town.name} Team".
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  text?: string;
  /**
   * The small labels of the details.
   */
  labels: {
    /**
     * For example "Office".
     */
    address: string;
    /**
     * For example "Phone".
     */
    phone: string;
    /**
     * For example "Hours".
     */
    hours: string;
    /**
     * For example "Get directions".
     */
    directions: string;
  };
  action: Action;
}
/**
 * Two local events and two neighbour quotes from the town file; towns without them (and the general page) show the general message.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "communityNewsSection".
 */
export interface CommunityNewsSection {
  /**
   * Always "communityNews": tells the site which block to draw.
   */
  type: 'communityNews';
  id?: AnchorId;
  /**
   * Heading when the town has news, for example "News & Neighbors in {town.name}".
   */
  heading: string;
  /**
   * Above the two events.
   */
  newsHeading: string;
  /**
   * Above the two neighbour quotes.
   */
  quotesHeading: string;
  /**
   * Heading when the town has no news.
   */
  genericHeading: string;
  /**
   * Shown when the town has no news.
   */
  genericMessage: string;
}
/**
 * The town's own heading and five reasons, or these general ones.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "whyChooseUsSection".
 */
export interface WhyChooseUsSection {
  /**
   * Always "whyChooseUs": tells the site which block to draw.
   */
  type: 'whyChooseUs';
  id?: AnchorId;
  generic: WhyChooseUs;
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
   * Why customers choose the company.
   *
   * @minItems 5
   * @maxItems 5
   *
   * Items: One reason.
   */
  reasons: [string, string, string, string, string];
}
/**
 * Related towns linking to their pages: up to four (same county, nearest first), or every town.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "nearbyAreasSection".
 */
export interface NearbyAreasSection {
  /**
   * Always "nearbyAreas": tells the site which block to draw.
   */
  type: 'nearbyAreas';
  id?: AnchorId;
  /**
   * For example "Nearby Areas We Serve".
   */
  heading: string;
  /**
   * A sentence under the heading.
   */
  subheading?: string;
  /**
   * Under each town's name; {county} becomes its county, e.g. "Lawn Care in {county} County".
   */
  cardLabel: string;
  /**
   * Shown where the page is not about one town (normally goldsboro and clayton). Not used when "towns" is "all".
   *
   * @minItems 1
   * @maxItems 4
   */
  fallback:
    [TownRef] | [TownRef, TownRef] | [TownRef, TownRef, TownRef] | [TownRef, TownRef, TownRef, TownRef];
  /**
   * The most towns to show (at most 4).
   */
  max?: number;
  /**
   * "nearby" (the default): up to four towns near this page's town. "all": every town, by name, for a page that should lead to each of them (the general services page).
   */
  towns?: 'nearby' | 'all';
  /**
   * "landing" (the default): each card links to the town's own page. "services": to its services page.
   */
  linkTo?: 'landing' | 'services';
}
/**
 * One page of the site: its address, search information and blocks.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "pageFile".
 */
export interface PageFile {
  /**
   * Used by code editors only. Leave as it is.
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
   * For an address with a ":name" part: a title, description or "hidden from search engines" for one of its addresses, where it differs from the page's own search information. An address hidden from search engines is left out of the sitemap.
   */
  pathMeta?: {
    /**
     * What differs from the page's "meta" at this address.
     */
    [k: string]:
      | {
          /**
           * The title at this address, without the business name (the title ending set in the business facts is added).
           */
          title: string;
          /**
           * One or two sentences Google may show under the title at this address.
           */
          description: string;
          /**
           * Ticked: this address stays out of Google and the sitemap, for example a portfolio with no photos yet.
           */
          noindex?: boolean;
        }
      | undefined;
  };
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
   * Ticked: a small "new" badge shows beside the link.
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
   * "towns" fills the menu with every town ticked to show in the Service Areas menu, in their menu order.
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
  link: Color;
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
   * Used by code editors only. Leave as it is.
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
       * The CRM API address; the login posts to {apiHost}/login/, and so does the content API to confirm an administrator's password (override: VITE_CRM_API_HOST).
       */
      apiHost: string;
    };
    /**
     * Where the pages send their cookieless visit and event counts (Plausible's Events API, POST {host}/api/event). Optional: without it no page sends anything. Override: VITE_ANALYTICS_HOST and VITE_ANALYTICS_DOMAIN.
     */
    analytics?: {
      /**
       * The Plausible address, e.g. https://plausible.io or your own Community Edition server (override: VITE_ANALYTICS_HOST; the local stand-in in development).
       */
      host: string;
      /**
       * The site's domain as it was added in Plausible, e.g. www.cedarcreeklawn.example (override: VITE_ANALYTICS_DOMAIN).
       */
      domain: string;
    };
    /**
     * Where the content studio sends an administrator's changes, and how they are saved. Optional: without it the content API saves into the website's own files on the machine it runs on ("local").
     */
    contentApi?: {
      /**
       * The content API's address as the studio in the browser calls it, e.g. https://content.cedarcreeklawn.example. Its port and the address it listens on are set where it runs (CONTENT_API_PORT, CONTENT_API_HOST).
       */
      url: string;
      /**
       * "local": written straight into the website's files on the machine the content API runs on (development and the tests). "github": proposed as a pull request on the repository below (production). Override: CONTENT_API_BACKEND.
       */
      backend: 'local' | 'github';
      /**
       * For the "github" backend: the repository that holds this site. The app's id and private key are secrets, so they come from the server's environment, never from this file.
       */
      github?: {
        /**
         * The repository as owner/name, e.g. cedarcreek/website.
         */
        repository: string;
        /**
         * The branch the live site is built from; changes are proposed against it. Leave it out for "main".
         */
        baseBranch?: string;
        /**
         * How the branch of each submitted change begins, e.g. "content/" gives content/2026-11-23-kinston. Leave it out for "content/".
         */
        branchPrefix?: string;
      };
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
   * A few short facts that tell a visitor she can trust the company, shown under the home page's picture and beside the quote form. Only facts stated elsewhere on the site: the rating with where it comes from, since when, the guarantee, family-owned. Never a new promise.
   */
  trust?: {
    /**
     * What a screen reader calls the list of facts, for example "Why neighbors trust us".
     */
    label: string;
    /**
     * Two to four facts, in order.
     *
     * @minItems 2
     * @maxItems 4
     *
     * Items: One fact with its icon.
     */
    items:
      | [
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          }
        ]
      | [
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          }
        ]
      | [
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          },
          {
            icon: Icon;
            /**
             * A few words, for example "Family-owned and operated".
             */
            text: string;
            /**
             * Optional words after the fact, in smaller type, for example "from over 100 reviews".
             */
            detail?: string;
            href?: Link;
          }
        ];
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
     * Ticked: each block slides in only the first time it comes into view.
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
    quoteButton?: Action;
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
    /**
     * Heading of the footer's list of every town the site has a page for (the list itself comes from the town files).
     */
    areasHeading: string;
    /**
     * Heading of the footer's list of every service page (the list itself comes from the pages under /services/).
     */
    servicesHeading: string;
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
   * Added to the end of every page title, so the business name is spelled one way everywhere, for example " | Cedar Creek". Page titles in the content are written without it.
   */
  titleSuffix: string;
  /**
   * The page a host serves for an address the site does not have (404.html). With script it forwards to the home page at once; without script, visitors and search engines read these words and links.
   */
  notFound: {
    /**
     * The page title shown in the browser tab.
     */
    title: string;
    /**
     * The main heading of the page.
     */
    heading: string;
    /**
     * A sentence or two under the heading: what happened and where to go instead.
     */
    text: string;
    /**
     * Where a visitor can go instead (for example the home page, services and contact).
     *
     * @minItems 1
     *
     * Items: One place to go instead: its words and its address.
     */
    links: [
      {
        /**
         * The words of the link.
         */
        label: string;
        href: Link;
      },
      ...{
        /**
         * The words of the link.
         */
        label: string;
        href: Link;
      }[]
    ];
  };
  /**
   * Small words of the interface, read by screen readers or shown on errors.
   */
  ui: {
    /**
     * Shown at the top of every page only in a build that sends forms and logins to the local stand-in (npm start, npm test), so such a build is never mistaken for the real site.
     */
    localPreview: string;
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
     * Shown above a form whose code could not be downloaded because the connection dropped: what the visitor typed stays and the page tries again by itself. Followed by the business phone as a link.
     */
    connectionLost: string;
    /**
     * Heading above a form whose code is no longer on the server because a newer version of the site came out after the page was opened (and one reload did not bring it). Never blame the visitor's connection here: it is not the cause.
     */
    newVersionTitle: string;
    /**
     * Below that heading: a newer version of the site is out, what the visitor typed is kept in this tab, reloading brings the new version. Followed by the business phone as a link, then the Reload button.
     */
    newVersionText: string;
    /**
     * The button that reloads the page.
     */
    reload: string;
    /**
     * Read aloud for star ratings; {value} and {scale} are filled in.
     */
    starsLabel: string;
    /**
     * Name of the breadcrumb trail at the top of each page (read by screen readers), for example "Breadcrumb".
     */
    breadcrumb: string;
    /**
     * Shown beside a form's failure message, before the business phone as a link, so a visitor can still reach us.
     */
    callInstead: string;
    /**
     * A link shown under a form's failure message (the e-mail service refused the send or did not answer), beside the phone number: it opens the visitor's own e-mail app with a message to the business e-mail, the form's answers written out, so the request still reaches us. For example "Send it from your e-mail app instead".
     */
    sendByEmailApp: string;
    /**
     * Shown in place of a form's failure message when the browser is offline at the press of its send (or the message could not leave the device): the values stay, and the form sends by itself once when the connection returns.
     */
    sendOffline: string;
    /**
     * Shown instead of a form's buttons when the browser runs no script (forms send with it), before the business phone as a link.
     */
    formNeedsScript: string;
    /**
     * Read by screen readers after every link that opens in a new tab (a small icon shows it too).
     */
    newTab: string;
    /**
     * The button that stops the home page's moving background (and remembers that choice).
     */
    videoPause: string;
    /**
     * The button that starts the home page's moving background again.
     */
    videoPlay: string;
    /**
     * The header link to the staff dashboard, shown only to a signed-in administrator.
     */
    dashboard: string;
    /**
     * What screen readers call the header's menu (and the phone drawer's), e.g. "Main".
     */
    mainNav: string;
    /**
     * What screen readers call the footer's lists of links, e.g. "Footer".
     */
    footerNav: string;
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
 * One town the company serves. Each town gets its own page and a services page at its address word, for example /mount-olive and /mount-olive/services.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "townFile".
 */
export interface TownFile {
  /**
   * Used by code editors only. Leave as it is.
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
     * Ticked: the town is listed in the Service Areas menu.
     */
    show: boolean;
    /**
     * Position in the menu; smaller comes first.
     */
    order: number;
    /**
     * Ticked: a small "new" badge shows beside the town in the menu.
     */
    isNew?: boolean;
  };
  image: Image;
  landing: TownPageText;
  services: TownPageText;
  /**
   * Three paragraphs about lawn care in this town. Write them fresh for each town: the validator warns when they repeat another town's text.
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
   * Two local events and two neighbour quotes for the town's services page; the quotes also lead the testimonials on its landing page. Leave out to show the general message.
   */
  community?: {
    /**
     * Events in or near the town.
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
         * YYYY-MM-DD. The event is shown up to and including this day and leaves the site at the next build after it; the validator warns when a town has no upcoming event left.
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
         * YYYY-MM-DD. The event is shown up to and including this day and leaves the site at the next build after it; the validator warns when a town has no upcoming event left.
         */
        date: string;
        /**
         * One or two sentences.
         */
        snippet: string;
      }
    ];
    /**
     * What neighbours say about the crew.
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
   * Used by code editors only. Leave as it is.
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
  town?: TownRef;
}
/**
 * Short testimonials for the home page and the towns' pages.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "testimonialsFile".
 */
export interface TestimonialsFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  testimonials: [Testimonial, ...Testimonial[]];
}
/**
 * One page made for every town: its address and blocks, with {town.…} facts filled from each town file.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "templateFile".
 */
export interface TemplateFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  /**
   * Always "town": one page for every town.
   */
  template: 'town';
  /**
   * The address of each town's page, with {town.slug} where the town's address word goes (for example "/{town.slug}/services").
   */
  path: string;
  meta: Meta;
  /**
   * The blocks of the page, top to bottom.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * One field of a form.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formField".
 */
export interface FormField {
  name: FormFieldName;
  /**
   * The words shown above or beside the field.
   */
  label: string;
  /**
   * What sort of field: "text", "email", "tel", "number", "textarea", "select" (one choice), "checkboxes" (several choices) or "honeypot" (a hidden spam trap people never see).
   */
  kind: 'text' | 'email' | 'tel' | 'number' | 'textarea' | 'select' | 'checkboxes' | 'honeypot';
  /**
   * The browser autofill hint, for example "given-name", "email", "tel", "address-line1" (a street address on one line; "street-address" is only for a "textarea").
   */
  autocomplete?: string;
  /**
   * Height of a "textarea" in lines.
   */
  rows?: number;
  /**
   * Faint example text inside the empty field. For a "select": the words of its first, empty choice, for example "Choose a position" (without it, that choice shows the label).
   */
  placeholder?: string;
  /**
   * The choices of a "select" or "checkboxes" field.
   *
   * @minItems 1
   *
   * Items: One choice.
   */
  options?: [
    {
      value: FormFieldName;
      /**
       * The words shown (and sent) for this choice.
       */
      label: string;
    },
    ...{
      value: FormFieldName;
      /**
       * The words shown (and sent) for this choice.
       */
      label: string;
    }[]
  ];
  /**
   * Show this field only when another field has a given choice ticked.
   */
  showWhen?: {
    field: FormFieldName;
    /**
     * The choice that has to be ticked.
     */
    includes: string;
  };
  /**
   * "half" puts two fields side by side on wide screens; "full" (default) uses the whole row.
   */
  width?: 'half' | 'full';
}
/**
 * One check made before the form moves on or sends. The first failing rule shows its message.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formRule".
 */
export interface FormRule {
  /**
   * "required": every listed field filled in; "pattern": each listed field that is filled in looks like the given pattern and has at least the given number of characters; "email": a real e-mail address as browsers check it; "empty": the field stays empty (spam trap); "minSelected": at least the given number of choices ticked; "number": a whole number of at least the given smallest; "choice": one of the field's choices.
   */
  kind: 'required' | 'pattern' | 'email' | 'empty' | 'minSelected' | 'number' | 'choice';
  /**
   * The fields this rule checks.
   *
   * @minItems 1
   */
  fields: [FormFieldName, ...FormFieldName[]];
  /**
   * For "pattern": a regular expression the value has to match.
   */
  pattern?: string;
  /**
   * For "pattern": the fewest characters allowed.
   */
  minLength?: number;
  /**
   * For "minSelected" and "number": the smallest count or number allowed.
   */
  min?: number;
  /**
   * Shown once, at the form, when the check fails.
   */
  message: string;
  /**
   * What each field that fails this check says under itself, naming it: {label} is replaced by the field's label, as in "{label} is required." ("First name is required."). Leave it out when the message above already names the one field it is about: the field then repeats that message.
   */
  fieldMessage?: string;
}
/**
 * One step of a form (a simple form has one).
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formStep".
 */
export interface FormStep {
  /**
   * Shown above the step's fields (read aloud when the step changes).
   */
  heading?: string;
  /**
   * The fields on this step, in order.
   *
   * @minItems 1
   */
  fields: [FormFieldName, ...FormFieldName[]];
  /**
   * Checks made when leaving this step, in order.
   */
  rules: FormRule[];
  /**
   * Words of the button to the next step.
   */
  nextLabel?: string;
  /**
   * Words of the button back to the step before.
   */
  backLabel?: string;
  /**
   * Words of the send button (last step).
   */
  submitLabel?: string;
}
export interface PayloadValue2 {
  field?: FormFieldName;
  labelsOf?: FormFieldName;
  /**
   * Between joined labels (default ", ").
   */
  separator?: string;
  /**
   * Adds another field's text to one choice's label.
   */
  detail?: {
    /**
     * The choice to add to.
     */
    option: string;
    field: FormFieldName;
    /**
     * How they combine; {label} and {text} are filled in, e.g. "Other: {text}".
     */
    format: string;
  };
  /**
   * "location": the town's address word on a town page.
   */
  context?: 'location';
  /**
   * Sent when the page has no town.
   */
  fallback?: string;
}
/**
 * A form: its fields, steps, rules, the message it sends and what the visitor sees after.
 *
 * This interface was referenced by `SiteSchema`'s JSON-Schema
 * via the `definition` "formFile".
 */
export interface FormFile {
  /**
   * Used by code editors only. Leave as it is.
   */
  $schema?: string;
  form: Slug;
  /**
   * The heading shown above the form.
   */
  heading?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * Ticked: the site's trust strip shows (the rating, since when, the guarantee: "Trust strip" in the site settings) beside this form wherever a page shows it.
   */
  trust?: boolean;
  /**
   * Every field of the form.
   *
   * @minItems 1
   */
  fields: [FormField, ...FormField[]];
  /**
   * The form's steps in order; one step for a simple form.
   *
   * @minItems 1
   */
  steps: [FormStep, ...FormStep[]];
  /**
   * The values the e-mail template receives, by name.
   */
  payload: {
    [k: string]: PayloadValue | undefined;
  };
  /**
   * Which e-mail template sends the message.
   */
  delivery: {
    /**
     * Which template of the e-mail service (Advanced settings › Integrations): "templateId" (quotes and messages) or "careersTemplateId" (job applications).
     */
    template: 'templateId' | 'careersTemplateId';
  };
  /**
   * What the visitor sees after sending.
   */
  messages: {
    /**
     * Shown when the message was sent.
     */
    success: string;
    /**
     * Shown when sending failed.
     */
    failure: string;
    /**
     * Shown on the button while sending.
     */
    sending: string;
  };
  /**
   * Shown above the form once it has sent, until the visitor leaves the page: what happens next, the business phone and a button to send another request. State only facts of the business (see its hours and facts).
   */
  thanks?: {
    /**
     * The panel's first words, for example "Thank you, we have your request".
     */
    heading: string;
    /**
     * The next steps, one sentence each, in order.
     *
     * @minItems 1
     *
     * Items: One sentence.
     */
    next: [string, ...string[]];
    /**
     * The words before the business phone number, which is shown as a link a phone can call.
     */
    call: string;
    /**
     * The button that takes the visitor back to the empty form to send another request.
     */
    sendAnother: string;
  };
}
