/** The frame of a private account page (§2.3): the menu title as h1 and head title, and its intro. */
import type { ReactNode } from 'react';
import type { PlainTextKey } from '../../../core/i18n';
import { useTranslator } from '../../app/PortalContext';
import { PageFrame } from './PageFrame';
import { PageHead } from './PageHead';

/** The texts of one namespace that take no values, by their key within it. */
type PlainKeyOf<Namespace extends string> = PlainTextKey extends infer K
  ? K extends `${Namespace}:${infer Key}`
    ? Key
    : never
  : never;

export function AccountPageFrame(props: {
  /** A menu title (the `navMenus` texts). */
  readonly title: PlainKeyOf<'navMenus'>;
  /** What the page holds (the `portalPages` texts). */
  readonly intro: PlainKeyOf<'portalPages'>;
  readonly children: ReactNode;
}) {
  const { t } = useTranslator();
  const title = t(`navMenus:${props.title}`);
  return (
    <PageFrame title={title} intro={t(`portalPages:${props.intro}`)}>
      <PageHead title={title} />
      {props.children}
    </PageFrame>
  );
}
