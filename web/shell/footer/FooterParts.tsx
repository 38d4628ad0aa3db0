/**
 * The small blocks of the footer (§2.6): US contact banner, app-download banner with store badges,
 * social icons and partner credits. Every link has a name: badges by their image's alt text (in the
 * badge's language, with `lang`), social icons by `aria-label` (the icon is decorative).
 */
import type { AppBannerView, CreditView, SocialView, UsContactView } from '../../../core/footer';
import styles from './Footer.module.css';

export function UsContactBanner({ contact }: { readonly contact: UsContactView }) {
  return (
    <div className={styles.usContact}>
      {contact.email ? (
        <p>
          {contact.email.href ? <a href={contact.email.href}>{contact.email.text}</a> : contact.email.text}
        </p>
      ) : null}
      {contact.phone ? (
        <p>
          {contact.phone.href ? <a href={contact.phone.href}>{contact.phone.text}</a> : contact.phone.text}
        </p>
      ) : null}
      {contact.availability ? <p>{contact.availability}</p> : null}
    </div>
  );
}

/** Store badge artwork is 120x40 (App Store) and 135x40 (Google Play), the stores' own proportions. */
const BADGE_WIDTH = { 'app-store': 120, 'google-play': 135 } as const;

export function AppBanner({ banner }: { readonly banner: AppBannerView }) {
  return (
    <div className={styles.appBanner}>
      <h2 className={styles.blockHeading}>{banner.heading}</h2>
      <ul className={styles.badges}>
        {banner.badges.map((badge) => (
          <li key={badge.store}>
            <a href={badge.href} className={styles.badgeLink}>
              <img
                src={badge.image}
                alt={badge.label}
                lang={badge.lang}
                width={BADGE_WIDTH[badge.store]}
                height={40}
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SocialLinks({ social }: { readonly social: SocialView }) {
  return (
    <div className={styles.social}>
      {social.heading ? <h2 className={styles.blockHeading}>{social.heading}</h2> : null}
      <ul className={styles.socialList}>
        {social.icons.map((icon) => (
          <li key={icon.uid}>
            <a href={icon.href} aria-label={icon.label} className={styles.socialLink}>
              <img src={icon.iconUrl} alt="" width={icon.width} height={icon.height} loading={icon.loading} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CreditContent({ credit }: { readonly credit: CreditView }) {
  return credit.logoUrl ? (
    <img src={credit.logoUrl} alt={credit.title} loading="lazy" className={styles.creditLogo} />
  ) : (
    <span>{credit.title}</span>
  );
}

export function Credits({ credits }: { readonly credits: readonly CreditView[] }) {
  return (
    <ul className={styles.credits}>
      {credits.map((credit, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS credits have no id
        <li key={index}>
          {credit.href ? (
            <a href={credit.href}>
              <CreditContent credit={credit} />
            </a>
          ) : (
            <CreditContent credit={credit} />
          )}
        </li>
      ))}
    </ul>
  );
}
