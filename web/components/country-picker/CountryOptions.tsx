/**
 * The list of countries (§2.6): links with `hreflang`, a decorative flag (`alt=""`, the name is
 * text) and `aria-current` on the market being viewed (accessibility.md 7).
 */
import type { MouseEvent, Ref } from 'react';
import type { CountryPickerOption } from '../../../core/markets';
import { isPlainClick } from '../shell-link/ShellLink';
import styles from './CountryPicker.module.css';

export interface CountryOptionsProps {
  readonly options: readonly CountryPickerOption[];
  /** Called on a plain click; a click with a modifier (new tab) is left to the browser. */
  readonly onChoose: (option: CountryPickerOption) => void;
  readonly currentRef?: Ref<HTMLAnchorElement> | undefined;
}

export function CountryOptions({ options, onChoose, currentRef }: CountryOptionsProps) {
  const handleClick = (option: CountryPickerOption) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChoose(option);
  };
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.key}>
          <a
            href={option.link}
            hrefLang={option.hreflang}
            aria-current={option.current ? 'true' : undefined}
            className={styles.option}
            onClick={handleClick(option)}
            ref={option.current ? currentRef : undefined}
          >
            <img src={option.flag} alt="" width={24} height={18} className={styles.flag} />
            <span>{option.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
