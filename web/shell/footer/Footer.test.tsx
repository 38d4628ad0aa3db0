import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS } from '../../../core/config';
import { buildFooterModel, type FooterModelInput, parseFooterData } from '../../../core/footer';
import { MARKET_DOMAINS } from '../../test/markets';
import { DESKTOP, PHONE, setViewportWidth } from '../../test/media';
import { Footer, type FooterProps } from './Footer';

const appLinks = {
  appStore: 'https://apps.apple.example/app/id1',
  googlePlay: 'https://play.google.example/x',
};

function model(extra: Record<string, unknown> = {}, overrides: Partial<FooterModelInput> = {}) {
  const parsed = parseFooterData({
    reviewServiceData: { score_value: 4, count_of_reviews: 4007 },
    displayReviewService: true,
    socialMediaIcons: [
      { account: 'LinkedIn', iconUrl: '/icons/li.svg', link: 'https://linkedin.example/b', uid: 'li' },
    ],
    mobile_banner: { display_mobile_banner: true },
    footer_links: [
      {
        heading: 'Products',
        link: [
          { title: 'Fixed-term deposits', href: '/en/products/' },
          { title: 'Evil', href: 'javascript:alert(1)' },
        ],
      },
      { heading: 'Help', link: [{ title: 'FAQ', href: '/en/help/faq/' }] },
    ],
    legal_links: [
      { title: 'Imprint', href: 'imprint/' },
      { title: 'Cookie settings', href: '#cookie-consent' },
    ],
    copyright: 'Example Bank AG',
    credits: { institute_link: { href: 'https://partner.example', title: 'Partner Bank' } },
    disclaimer: '<p>Deposits are <strong>protected</strong>.</p>',
    ...extra,
  });
  if (!parsed.ok) throw parsed.error;
  return buildFooterModel({
    data: parsed.data,
    locale: 'en',
    version: 'v2',
    year: 2031,
    flags: DEFAULT_FLAGS,
    domains: MARKET_DOMAINS,
    appLinks,
    assetOrigins: [],
    ...overrides,
  });
}

function renderFooter(props: Partial<FooterProps> = {}) {
  const handlers = {
    onOpenConsentLayer: vi.fn(),
    onTrack: vi.fn(),
    onChooseCountry: vi.fn(),
    onNavigate: vi.fn(),
  };
  const view = render(<Footer model={model()} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

beforeEach(() => setViewportWidth(DESKTOP));

describe('Footer (§2.6)', () => {
  it('§2.6 the rating strip is one labelled image; the star graphics are hidden', () => {
    renderFooter();
    const rating = screen.getByRole('img', { name: '4 of 5 stars from 4,007 reviews' });
    const stars = rating.querySelectorAll('svg');
    expect(stars.length).toBeGreaterThanOrEqual(5);
    for (const star of stars) expect(star).toHaveAttribute('aria-hidden', 'true');
  });

  it('§2.6 has distinctly labelled footer and legal navigation landmarks and the copyright line', () => {
    renderFooter();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Legal information' })).toBeInTheDocument();
    expect(screen.getByText('© 2031 Example Bank AG. All rights reserved.')).toBeInTheDocument();
  });

  it('§2.6 store badges and social icons are named links; social icons are 30x30 and lazy', () => {
    renderFooter();
    const appStore = screen.getByRole('link', { name: 'Download on the App Store' });
    expect(appStore).toHaveAttribute('href', appLinks.appStore);
    expect(within(appStore).getByRole('img')).toHaveAttribute('src', '/badges/en/app-store.svg');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    const social = screen.getByRole('link', { name: 'Follow us on LinkedIn' });
    const icon = social.querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width', '30');
    expect(icon).toHaveAttribute('height', '30');
    expect(icon).toHaveAttribute('loading', 'lazy');
  });

  it('§2.6 partner credits link to the institute by its name', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Partner Bank' })).toHaveAttribute(
      'href',
      'https://partner.example/',
    );
  });

  it('§2.6 the US contact banner shows with its display flag', () => {
    const contact = {
      displayUsContactBanner: true,
      usContactBanner: {
        email: { email_address: 'us@example-bank.com' },
        phone: { phone_number: '+1 800 555 0100' },
      },
    };
    renderFooter({ model: model(contact) });
    expect(screen.getByRole('link', { name: 'us@example-bank.com' })).toHaveAttribute(
      'href',
      'mailto:us@example-bank.com',
    );
    expect(screen.getByRole('link', { name: '+1 800 555 0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('§5 a hostile CMS link is shown as text, never as a link', () => {
    renderFooter();
    expect(screen.getByText('Evil').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('§1 v2 shows the large logo graphic (decorative); v1 does not', async () => {
    const { container, unmount } = renderFooter({ largeLogoUrl: '/assets/logo-large.svg' });
    await waitFor(() =>
      expect(container.querySelector('img[src="/assets/logo-large.svg"]')).toHaveAttribute('alt', ''),
    );
    unmount();
    const v1 = renderFooter({ model: model({}, { version: 'v1' }), largeLogoUrl: '/assets/logo-large.svg' });
    expect(v1.container.querySelector('img[src="/assets/logo-large.svg"]')).toBeNull();
  });

  it('design §8: the disclaimer shows once DOMPurify has loaded; the large logo below it never shows first', async () => {
    const { container } = renderFooter({ largeLogoUrl: '/assets/logo-large.svg' });
    const logo = () => container.querySelector('img[src="/assets/logo-large.svg"]');
    const disclaimer = () => container.querySelector('strong');
    // Every state the footer goes through: a logo without the disclaimer above it would later move.
    const logoWithoutDisclaimer: boolean[] = [];
    const look = () => void logoWithoutDisclaimer.push(logo() !== null && disclaimer() === null);
    const observer = new MutationObserver(look);
    observer.observe(container, { childList: true, subtree: true });
    look();
    await waitFor(() => expect(disclaimer()).toHaveTextContent('protected'));
    observer.disconnect();
    expect(logo()).not.toBeNull();
    expect(logoWithoutDisclaimer).not.toContain(true);
  });

  it('§2.6 the country picker shows unless the CMS hides it', () => {
    const { unmount } = renderFooter();
    expect(screen.getByRole('button', { name: 'Europe (English): change country' })).toBeInTheDocument();
    unmount();
    renderFooter({ model: model({ hideCountryPicker: true }) });
    expect(screen.queryByRole('button', { name: /change country/ })).toBeNull();
  });
});

describe('Footer link columns (§2.6, accessibility.md 6)', () => {
  it('accessibility 6: below md each column heading holds a button with aria-expanded; panels start closed', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const headings = within(nav).getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(2);
    for (const heading of headings) {
      const button = within(heading).getByRole('button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    const products = within(nav).getByRole('button', { name: 'Products' });
    await user.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fixed-term deposits' })).toBeVisible();
    // Columns open independently; the other stays closed.
    expect(within(nav).getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('§2.6 at md and wider the columns are plain headings over visible lists', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeVisible();
  });

  it('switches between accordion and columns when the viewport crosses md', () => {
    renderFooter();
    expect(screen.queryByRole('button', { name: 'Products' })).toBeNull();
    setViewportWidth(PHONE);
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Footer legal links (§2.6, §7)', () => {
  it('§2.6 the cookie-consent link is a button that opens the consent layer and is tracked', async () => {
    const user = userEvent.setup();
    const { onOpenConsentLayer, onTrack } = renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).queryByRole('link', { name: 'Cookie settings' })).toBeNull();
    await user.click(within(legal).getByRole('button', { name: 'Cookie settings' }));
    expect(onOpenConsentLayer).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenCalledWith({ event: 'cookie-settings-tapped', object: '#cookie-consent' });
  });

  it('§7 a legal link tap emits {link}-tapped with the target as object', async () => {
    const user = userEvent.setup();
    const { onTrack, onNavigate } = renderFooter();
    const imprint = screen.getByRole('link', { name: 'Imprint' });
    expect(imprint).toHaveAttribute('href', '/en/imprint/');
    await user.click(imprint);
    expect(onTrack).toHaveBeenCalledWith({ event: 'imprint-tapped', object: '/en/imprint/' });
    expect(onNavigate).toHaveBeenCalledWith('/en/imprint/');
  });
});
