/**
 * What the timeout dialog's live region says, and when (design §6, HMRC timeout-dialog, WCAG
 * 2.2.1): the visible timer is `aria-hidden` and ticks every second; the live region speaks rarely,
 * at most once a minute while more than 60 s remain, then at 60, 40 and 20 s. Never every second.
 */

/** What to announce: the UI turns it into "You will be logged out in {time}." (§8). */
export type CountdownAnnouncement =
  | { readonly unit: 'minutes'; readonly value: number }
  | { readonly unit: 'seconds'; readonly value: number };

export interface AnnouncementStep {
  /** The bucket the time left falls in; remember it and pass it back on the next tick. */
  readonly key: string;
  /** What to put in the live region now, or null to stay silent. */
  readonly announce: CountdownAnnouncement | null;
}

function bucketOf(secondsLeft: number): string {
  if (secondsLeft > 60) return `minutes-${Math.ceil(secondsLeft / 60)}`;
  if (secondsLeft > 40) return 'seconds-60';
  if (secondsLeft > 20) return 'seconds-40';
  return 'seconds-20';
}

/**
 * Call on every countdown tick with the key returned last time (null when the dialog opens).
 * Above 60 s the message names whole minutes, rounded up; below, the seconds actually left, which
 * are exactly 60, 40 and 20 when the ticks cross those marks.
 * @example nextAnnouncement(null, 120) // { key: 'minutes-2', announce: { unit: 'minutes', value: 2 } }
 * @example nextAnnouncement('minutes-2', 119) // { key: 'minutes-2', announce: null }
 * @example nextAnnouncement('minutes-2', 60) // { key: 'seconds-60', announce: { unit: 'seconds', value: 60 } }
 */
export function nextAnnouncement(previousKey: string | null, secondsLeft: number): AnnouncementStep {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const key = bucketOf(seconds);
  if (key === previousKey || seconds === 0) return { key, announce: null };
  const announce: CountdownAnnouncement =
    seconds > 60 ? { unit: 'minutes', value: Math.ceil(seconds / 60) } : { unit: 'seconds', value: seconds };
  return { key, announce };
}
