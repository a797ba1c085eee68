/**
 * Our own ads, shown when the network has nothing to show or is blocked (five of them; README "Behaviour
 * reference"). Copy and artwork are ours; images live in `static/ads-in-house/` and are referenced
 * site-relative.
 */
export interface HouseAd {
  /** Stable id, also used in analytics. */
  id: 'scaffold' | 'templates' | 'themes' | 'support' | 'design-kit';
  /** Shown in bold and used as the image's alt text. */
  name: string;
  description: string;
  /** Absolute https link to the product page, with campaign parameters. */
  link: string;
  /** Site-relative image path (130×100). */
  img: string;
  poweredBy: string;
}

function campaignLink(url: string, campaign: string): string {
  return `${url}?utm_source=mui-x-docs&utm_medium=referral&utm_campaign=${campaign}`;
}

export const HOUSE_ADS: readonly HouseAd[] = [
  {
    id: 'scaffold',
    name: 'Toolpad Core',
    description:
      'Skip the boilerplate: scaffold a dashboard with authentication, navigation and data views in minutes.',
    link: campaignLink('https://mui.com/toolpad/core/introduction/', 'in-house-scaffold'),
    img: '/ads-in-house/scaffold.svg',
    poweredBy: 'MUI',
  },
  {
    id: 'templates',
    name: 'Premium templates',
    description: 'Start from a finished admin panel or landing page built with MUI and the Data Grid.',
    link: campaignLink('https://mui.com/store/', 'in-house-templates'),
    img: '/ads-in-house/templates.svg',
    poweredBy: 'MUI',
  },
  {
    id: 'themes',
    name: 'Premium themes',
    description: 'Give your app a distinct look without restyling every component by hand.',
    link: campaignLink('https://mui.com/store/', 'in-house-themes'),
    img: '/ads-in-house/themes.svg',
    poweredBy: 'MUI',
  },
  {
    id: 'support',
    name: 'Enterprise support',
    description: 'Priority answers from the engineers who build MUI X, with the Premium plan.',
    link: campaignLink('https://mui.com/pricing/', 'in-house-support'),
    img: '/ads-in-house/support.svg',
    poweredBy: 'MUI',
  },
  {
    id: 'design-kit',
    name: 'Design kits',
    description: 'Design with the same components your developers ship: kits for Figma, Sketch and Adobe XD.',
    link: campaignLink('https://mui.com/design-kits/', 'in-house-design-kit'),
    img: '/ads-in-house/design-kit.svg',
    poweredBy: 'MUI',
  },
];
