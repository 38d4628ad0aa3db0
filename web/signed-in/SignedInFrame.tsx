/**
 * The frame of a page drawn for a signed-in customer: the shell (web/shell/frame/ShellFrame) with
 * what the session adds: the header's customer facts and account menu, the logout, the
 * minor-account switch and the session timeout dialog. It starts the customer data (the route
 * guard has loaded the customer; the rest follows part by part, decision 126).
 *
 * The minor-account switch and the session dialog are not in a prerendered skeleton
 * (docs/decisions/162): they appear once the page has hydrated.
 */
import { type ReactNode, useEffect } from 'react';
import { headerInputOf } from '../../core/customer-data';
import type { Locale } from '../../core/locale';
import {
  CustomerDataProvider,
  useCustomerData,
  useSessionPresent,
  useSignedInCore,
} from '../app/signed-in-hooks';
import { AccountSwitch } from '../components/account-switch/AccountSwitch';
import { useHydrated } from '../components/page/use-hydrated';
import { SessionDialog } from '../components/session-dialog/SessionDialog';
import { ShellFrame } from '../shell/frame/ShellFrame';

interface FrameProps {
  readonly locale: Locale;
  readonly children: ReactNode;
}

export function SignedInFrame({ locale, children }: FrameProps) {
  return (
    <CustomerDataProvider>
      <Frame locale={locale}>{children}</Frame>
    </CustomerDataProvider>
  );
}

function Frame({ locale, children }: FrameProps) {
  const core = useSignedInCore();
  const signedIn = useSessionPresent();
  const customerData = useCustomerData();
  const hydrated = useHydrated();
  useEffect(() => {
    if (signedIn) void core.customerData.load();
  }, [core, signedIn]);
  return (
    <ShellFrame
      locale={locale}
      session={{
        signedIn,
        header: headerInputOf(customerData),
        logout: () => void core.runtime.logout.logout({ reason: 'user' }).catch(() => {}),
        belowHeader: hydrated ? <AccountSwitch /> : null,
        dialogs: hydrated ? <SessionDialog locale={locale} /> : null,
      }}
    >
      {children}
    </ShellFrame>
  );
}
