/**
 * The portal's bot check (§4 Captcha states): core/captcha's store over the driver's solver, with
 * the settings the flags give (§9) and the portal's clock, scheduler and analytics. Its own module,
 * not part of portal-session.ts, because the browser's login page needs its bot check in the first
 * paint while the session loads when the visitor starts on the form (docs/loading.md): the web
 * calls this directly, and `PortalSession.createBotCheck` is the same function over its ports.
 */
import { type CaptchaPort, type CaptchaSolver, captchaSettings, createCaptchaStore } from '../captcha';
import type { Flags } from '../config';
import type { SessionPorts } from '../session';

/** What a bot check needs of the portal: its clock, scheduler and analytics, and the flags. */
export interface BotCheckContext {
  readonly ports: Pick<SessionPorts, 'clock' | 'scheduler' | 'analytics'>;
  readonly flags: Flags;
}

/**
 * @example const store = createPortalBotCheck({ ports, flags: config.flags }, widgetSolver);
 */
export function createPortalBotCheck(context: BotCheckContext, solver: CaptchaSolver): CaptchaPort {
  const { ports, flags } = context;
  return createCaptchaStore({
    solver,
    clock: ports.clock,
    scheduler: ports.scheduler,
    settings: captchaSettings(flags),
    analytics: ports.analytics,
  });
}
