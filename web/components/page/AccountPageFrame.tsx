/** The frame of a private account page (§2.3): the menu title as h1 and head title, and its intro. */
import type { ReactNode } from 'react';
import type { PlainTextKey } from '../../../core/i18n';
import { useTranslator } from '../../app/PortalContext';
import { PageFrame } from './PageFrame';
import { PageHead } from './PageHead';

/** A menu title (the `navMenus` texts). */
type TitleKey = PlainTextKey extends infer K ? (K extends `navMenus:${infer Key}` ? Key : never) : never;

export function AccountPageFrame(props: {
  readonly title: TitleKey;
  readonly intro?: string | undefined;
  readonly children: ReactNode;
}) {
  const { t } = useTranslator();
  const title = t(`navMenus:${props.title}`);
  return (
    <PageFrame title={title} intro={props.intro}>
      <PageHead title={title} />
      {props.children}
    </PageFrame>
  );
}
