/**
 * The bot check of one login page (§2.1, §4 Captcha states): core's captcha store over the bot
 * check's solver, whose code (challenge exchange, the proof of work in a Web Worker) is a part of
 * its own (web/pages.ts `botCheck`): the store is there from the page's first render, the solver
 * comes with the form's first focus or the first idle period, and a solve before that waits for it.
 * The widget the customer sees is web/components/bot-check/BotCheck.tsx, drawn from the store.
 */
import { type CaptchaPort, type CaptchaSolver, captchaSettings } from '../../core/captcha';
import type { BrowserPorts } from '../adapters';
import type { PortalConfig } from '../config/portal-config';
import { PARTS } from '../pages';

export interface BotCheckSetup {
  readonly store: CaptchaPort;
}

export type BotCheckFactory = () => BotCheckSetup;

/**
 * @example const { store } = createBotCheckFactory(config, ports, createBotCheck)();
 */
export function createBotCheckFactory(
  config: PortalConfig,
  ports: BrowserPorts,
  createBotCheck: (solver: CaptchaSolver) => CaptchaPort,
): BotCheckFactory {
  const options = {
    services: config.environment.services,
    fetch: ports.fetch,
    scheduler: ports.scheduler,
    clock: ports.clock,
    // §9 captchaV2: the generation the provider is asked for (decision 200).
    version: captchaSettings(config.flags).version,
  };
  const solver: CaptchaSolver = {
    async solve(signal) {
      const { createWorkerSolver } = await PARTS.botCheck.load();
      return createWorkerSolver(options).solve(signal);
    },
  };
  return () => ({ store: createBotCheck(solver) });
}
