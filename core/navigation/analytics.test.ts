import { describe, expect, it } from 'vitest';
import { buildHeader } from '../header';
import { input } from '../header/test-support';
import { NAVIGATION_TAP_EVENT, navigationTapEvent, navigationTapsOf } from '.';

describe('§7 navigation taps (decision 104)', () => {
  it('one event name, the link target as object, the stable entry id and the area', () => {
    expect(
      navigationTapEvent({ id: 'account.messages', href: '/de-de/postbox/messages' }, 'navigation'),
    ).toEqual({
      event: NAVIGATION_TAP_EVENT,
      object: '/de-de/postbox/messages',
      id: 'account.messages',
      area: 'navigation',
    });
    expect(navigationTapEvent({ id: 'login', href: '/en/login/' }, 'action').event).toBe('navigation-tapped');
  });

  it('lists every tap a header can push: logos, every linked entry at any depth, the actions', () => {
    const header = buildHeader(input('/de-de/'));
    const taps = navigationTapsOf(header);
    expect(taps[0]).toMatchObject({ id: 'logo', area: 'logo' });
    expect(taps.filter((tap) => tap.area === 'action').map((tap) => tap.object)).toEqual(
      header.actions.map((action) => action.href),
    );
    expect(taps.filter((tap) => tap.area === 'navigation').length).toBeGreaterThan(header.navigation.length);
    expect(new Set(taps.map((tap) => tap.event))).toEqual(new Set(['navigation-tapped']));
  });
});
