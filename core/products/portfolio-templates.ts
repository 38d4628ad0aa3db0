/**
 * §3 Portfolio templates and their investment scenarios. The number is the equity share in percent:
 * 30 conservative, 50 balanced, 70 moderate, 100 dynamic. DWMMM is the money-market portfolio (no
 * equities), the lowest risk, so it is conservative (docs/decisions/011).
 */

export const SCENARIOS = ['conservative', 'balanced', 'moderate', 'dynamic'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const PORTFOLIO_TEMPLATES = [
  'DWM30',
  'DWM50',
  'DWM70',
  'DWM100',
  'DWMMM',
  'DWM30_NL',
  'DWM50_NL',
  'DWM70_NL',
  'DWM100_NL',
  'DWMMM_NL',
  'ROBO30',
  'ROBO50',
  'ROBO70',
  'ROBO100',
  'RURUP30',
  'RURUP50',
  'RURUP70',
  'RURUP100',
] as const;
export type PortfolioTemplate = (typeof PORTFOLIO_TEMPLATES)[number];

/** Discretionary wealth management, robo advice, Rürup pension. */
export type PortfolioLine = 'DWM' | 'ROBO' | 'RURUP';

const SCENARIO_BY_RISK: Readonly<Record<string, Scenario>> = {
  '30': 'conservative',
  '50': 'balanced',
  '70': 'moderate',
  '100': 'dynamic',
  MM: 'conservative',
};

export interface PortfolioTemplateInfo {
  readonly template: PortfolioTemplate;
  readonly line: PortfolioLine;
  readonly scenario: Scenario;
  /** The Dutch-market variant (_NL). */
  readonly netherlands: boolean;
}

const PATTERN = /^(DWM|ROBO|RURUP)(30|50|70|100|MM)(_NL)?$/;
const known: ReadonlySet<string> = new Set(PORTFOLIO_TEMPLATES);

/**
 * Reads a template id (any case, surrounding spaces ignored). Undefined for ids that are not one of
 * the §3 templates (ROBOMM, RURUP50_NL and the like do not exist).
 * @example parsePortfolioTemplate('dwm70_nl') // { template: 'DWM70_NL', line: 'DWM', scenario: 'moderate', netherlands: true }
 */
export function parsePortfolioTemplate(id: string | null | undefined): PortfolioTemplateInfo | undefined {
  const template = id?.trim().toUpperCase() ?? '';
  const match = PATTERN.exec(template);
  if (!match || !known.has(template)) return undefined;
  const [, line, risk, nl] = match;
  return {
    template: template as PortfolioTemplate,
    line: line as PortfolioLine,
    scenario: SCENARIO_BY_RISK[risk as string] as Scenario,
    netherlands: nl !== undefined,
  };
}

/**
 * The scenario of a template id, or undefined for unknown ids.
 * @example scenarioOfTemplate('ROBO30') // 'conservative'
 */
export function scenarioOfTemplate(id: string | null | undefined): Scenario | undefined {
  return parsePortfolioTemplate(id)?.scenario;
}
