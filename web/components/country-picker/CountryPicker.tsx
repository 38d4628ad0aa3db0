/**
 * §2.6 country picker: a disclosure dropdown on large screens, a modal dialog on small ones
 * (accessibility.md 7). Choosing a country asks core what that means (store the market's locale,
 * go to its link) and hands the outcome to the app, which stores and navigates.
 */
import { Suspense, useId, useRef, useState } from 'react';
import type { CountryBannerOutcome, CountryPickerModel, CountryPickerOption } from '../../../core/markets';
import { chooseCountry } from '../../../core/markets';
import { PARTS } from '../../pages';
import { useLoadedPart } from '../../part';
import { useDismiss } from '../disclosure/useDismiss';
import { useBreakpointUp } from '../media-query/useMediaQuery';
import type { CountryDialogProps } from './CountryDialog';
import { CountryOptions } from './CountryOptions';
import styles from './CountryPicker.module.css';

/**
 * The phone's modal, a part that loads when a visitor first reaches for the trigger (web/pages.ts
 * `countryDialog`): pressing or focusing the trigger starts the download, so the click that opens
 * it usually finds it there.
 */
function CountryDialog(props: CountryDialogProps) {
  const part = useLoadedPart(PARTS.countryDialog);
  return <part.CountryDialog {...props} />;
}
const loadCountryDialog = () => PARTS.countryDialog.load();

export interface CountryPickerProps {
  readonly model: CountryPickerModel;
  /** The visitor chose a country: store `outcome.store.preferredLocale`, then go to `outcome.navigateTo`. */
  readonly onChoose: (outcome: CountryBannerOutcome, option: CountryPickerOption) => void;
  /** Modal (true) or dropdown (false); by default modal below the navigation breakpoint (lg). */
  readonly modal?: boolean | undefined;
  /** Visible trigger text instead of the current country (e.g. "Choose another country"). */
  readonly triggerText?: string | undefined;
  /** Where the dropdown opens: below the trigger, or above it (in the footer). */
  readonly opens?: 'down' | 'up' | undefined;
  /** Which edge of the trigger the dropdown lines up with; `end` for a trigger at the right edge. */
  readonly align?: 'start' | 'end' | undefined;
  readonly className?: string | undefined;
}

export function CountryPicker({
  model,
  onChoose,
  modal,
  triggerText,
  opens = 'down',
  align = 'start',
  className,
}: CountryPickerProps) {
  const large = useBreakpointUp('lg');
  const asModal = modal ?? !large;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const popupId = useId();

  const closeDropdown = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  useDismiss(rootRef, open && !asModal, () => closeDropdown(false));

  const choose = (option: CountryPickerOption) => {
    onChoose(chooseCountry(option), option);
    if (!asModal) closeDropdown(false);
  };

  const text = triggerText ?? model.triggerText;
  return (
    <nav
      ref={rootRef}
      aria-label={triggerText ?? model.heading}
      className={[styles.picker, className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !asModal) {
          event.preventDefault();
          closeDropdown(true);
        }
      }}
      onBlur={(event) => {
        if (asModal || !open) return;
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) closeDropdown(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={open || !asModal ? popupId : undefined}
        aria-haspopup={asModal ? 'dialog' : undefined}
        aria-label={triggerText === undefined ? model.triggerLabel : undefined}
        onPointerDown={asModal ? () => void loadCountryDialog().catch(() => {}) : undefined}
        onFocus={asModal ? () => void loadCountryDialog().catch(() => {}) : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {triggerText === undefined && model.current ? (
          <img src={model.current.flag} alt="" width={24} height={18} className={styles.flag} />
        ) : null}
        <span>{text}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {asModal ? (
        open ? (
          <Suspense fallback={null}>
            <CountryDialog
              id={popupId}
              model={model}
              onChoose={(option) => onChoose(chooseCountry(option), option)}
              onClosed={() => closeDropdown(true)}
            />
          </Suspense>
        ) : null
      ) : (
        <div
          id={popupId}
          hidden={!open}
          // Out of the tab order: Firefox makes a scrolling box a tab stop of its own, an extra
          // stop with nothing to do between the trigger and the first country.
          tabIndex={-1}
          className={[styles.dropdown, opens === 'up' ? styles.up : '', align === 'end' ? styles.end : '']
            .filter(Boolean)
            .join(' ')}
        >
          <CountryOptions options={model.options} onChoose={choose} />
        </div>
      )}
    </nav>
  );
}
