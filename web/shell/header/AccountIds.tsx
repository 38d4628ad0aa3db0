/**
 * §2.5, §4 the accounts in the account dropdown, each with a copy button (accessibility.md 10):
 * the button is named ("Copy IBAN", described by the IBAN it copies), the clipboard gets the
 * electronic format (no spaces), a `role=status` message confirms it, and focus stays on the button.
 */
import { useId } from 'react';
import { toElectronicIban } from '../../../core/customer/iban-electronic';
import type { AccountId } from '../../../core/header';
import { createTranslator } from '../../../core/i18n';
import type { Locale } from '../../../core/locale';
import styles from './AccountIds.module.css';
import type { ClipboardWriter } from './platform';
import type { CopyHint } from './useCopyHint';

export interface AccountIdsProps {
  readonly locale: Locale;
  readonly accountIds: readonly AccountId[];
  readonly hint: CopyHint;
  readonly clipboard: ClipboardWriter | undefined;
}

/** What goes to the clipboard: an IBAN always in electronic format, other ids as core gives them. */
export function clipboardTextOf(accountId: AccountId): string {
  return accountId.kind === 'iban' ? toElectronicIban(accountId.id) : accountId.id;
}

export function AccountIds({ locale, accountIds, hint, clipboard }: AccountIdsProps) {
  const prefix = useId();
  const { t } = createTranslator(locale);
  const copied = accountIds.find((accountId) => accountId.id === hint.copiedId);
  const copy = async (accountId: AccountId) => {
    if (!clipboard) return;
    try {
      await clipboard.writeText(clipboardTextOf(accountId));
      hint.copied(accountId.id);
    } catch {
      // Clipboard refused (permissions, insecure context): no false "copied" message.
    }
  };
  return (
    <div className={styles.accountIds}>
      {accountIds.length > 0 ? (
        <ul className={styles.accountIdList}>
          {accountIds.map((accountId, index) => {
            const valueId = `${prefix}-${index}`;
            return (
              <li key={`${accountId.kind}-${accountId.id}`} className={styles.accountId}>
                <span className={styles.accountIdCaption}>{accountId.caption}</span>
                <span
                  id={valueId}
                  className={accountId.size === 'small' ? styles.accountIdSmall : styles.accountIdValue}
                >
                  {accountId.label}
                </span>
                {clipboard ? (
                  <button
                    type="button"
                    className={styles.copyButton}
                    aria-describedby={valueId}
                    onClick={() => void copy(accountId)}
                  >
                    {t(`header:copy_${accountId.kind}`)}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p role="status" className={styles.copyStatus}>
        {copied ? t(`header:copied_${copied.kind}`) : ''}
      </p>
    </div>
  );
}
