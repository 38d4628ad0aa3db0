/**
 * The bot check of one login page (§2.1, §4 Captcha states): core's captcha store over a solver.
 * With the visible puzzle (§9 captchaVisiblePuzzle, default on) the ALTCHA widget is the solver;
 * with the silent one core's own solver works in the background and no widget shows.
 */
import {
  type CaptchaPort,
  type CaptchaSolver,
  captchaChallengeUrl,
  captchaSettings,
  createLazyAltchaSolver,
} from '../../core/captcha';
import type { BrowserPorts } from '../adapters';
import { type AltchaWidgetSolver, createAltchaWidgetSolver } from '../adapters/captcha-widget';
import { loadWidget as loadAltchaWidget } from '../components/bot-check/load-widget';
import type { WidgetLanguage } from '../components/bot-check/widget-language';
import type { PortalConfig } from '../config/portal-config';

export interface BotCheckSetup {
  readonly store: CaptchaPort;
  /** Present when the widget shows and solves. */
  readonly widget?: {
    readonly solver: AltchaWidgetSolver;
    readonly challengeUrl: string;
    /** Loads the widget with the texts of the page's language (and the workers of `version`). */
    readonly load: (language: WidgetLanguage) => Promise<void>;
    /** §9 captchaV2: the challenge generation the widget solves (core/captcha `settings.version`). */
    readonly version: 1 | 2;
  };
}

export type BotCheckFactory = () => BotCheckSetup;

/**
 * @param loadWidget loads the widget's script, workers and texts (load-widget.ts; tests pass their own)
 * @example const { store, widget } = createBotCheckFactory(config, ports, core.createBotCheck)();
 */
export function createBotCheckFactory(
  config: PortalConfig,
  ports: BrowserPorts,
  createBotCheck: (solver: CaptchaSolver) => CaptchaPort,
  loadWidget: typeof loadAltchaWidget = loadAltchaWidget,
): BotCheckFactory {
  return () => {
    const settings = captchaSettings(config.flags);
    if (!settings.visible) {
      // Its proof of work loads with the first solve, after the first paint (docs/decisions/161).
      const solver = createLazyAltchaSolver({
        services: config.environment.services,
        fetch: ports.fetch,
        scheduler: ports.scheduler,
        clock: ports.clock,
        version: settings.version,
      });
      return { store: createBotCheck(solver) };
    }
    const solver = createAltchaWidgetSolver({ version: settings.version });
    return {
      store: createBotCheck(solver),
      widget: {
        solver,
        // §9 captchaV2: the second generation is asked for by the URL; the widget solves what comes.
        challengeUrl: captchaChallengeUrl(config.environment.services, settings.version),
        load: (language) => loadWidget(language, settings.version),
        version: settings.version,
      },
    };
  };
}
