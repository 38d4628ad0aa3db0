/** The frame of a private account page (§2.3): the menu title as h1 and head title, and its intro. */
import type { ReactNode } from 'react';
import type { Locale } from '../../../core/locale';
import { type NavTexts, navTexts } from '../../../core/navigation';
import { useLocale } from '../../app/PortalContext';
import { PageFrame } from '../../components/page/PageFrame';
import { PageHead } from '../../components/page/PageHead';

type TitleKey = { [K in keyof NavTexts]: NavTexts[K] extends string ? K : never }[keyof NavTexts];

export function AccountPageFrame(props: {
  readonly title: TitleKey;
  readonly intro?: string | undefined;
  readonly children: ReactNode;
}) {
  const locale: Locale = useLocale();
  const title = navTexts(locale)[props.title];
  return (
    <PageFrame title={title} intro={props.intro}>
      <PageHead title={title} />
      {props.children}
    </PageFrame>
  );
}
