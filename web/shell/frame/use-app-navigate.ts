/**
 * Navigation for shell links and market choices: root-relative and same-origin targets through the
 * router (no reload), other sites as a normal page load (core's Navigation port decides).
 */
import { useCallback } from 'react';
import { usePortal } from '../../app/PortalContext';

export function useAppNavigate(): (href: string, options?: { replace?: boolean }) => void {
  const portal = usePortal();
  return useCallback(
    (href: string, options: { replace?: boolean } = {}) => portal.ports.navigation.go(href, options),
    [portal],
  );
}
