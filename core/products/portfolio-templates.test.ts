import { describe, expect, it } from 'vitest';
import { PORTFOLIO_TEMPLATES, parsePortfolioTemplate, scenarioOfTemplate } from './portfolio-templates';

describe('portfolio templates → scenarios (§3)', () => {
  it('30 conservative, 50 balanced, 70 moderate, 100 dynamic for every line', () => {
    for (const line of ['DWM', 'ROBO', 'RURUP']) {
      expect(scenarioOfTemplate(`${line}30`)).toBe('conservative');
      expect(scenarioOfTemplate(`${line}50`)).toBe('balanced');
      expect(scenarioOfTemplate(`${line}70`)).toBe('moderate');
      expect(scenarioOfTemplate(`${line}100`)).toBe('dynamic');
    }
  });

  it('the money-market DWMMM and the Dutch variants', () => {
    expect(scenarioOfTemplate('DWMMM')).toBe('conservative');
    expect(parsePortfolioTemplate('DWMMM_NL')).toEqual({
      template: 'DWMMM_NL',
      line: 'DWM',
      scenario: 'conservative',
      netherlands: true,
    });
    expect(parsePortfolioTemplate(' dwm70_nl ')?.scenario).toBe('moderate');
    expect(parsePortfolioTemplate('ROBO50')?.netherlands).toBe(false);
  });

  it('unknown templates have no scenario', () => {
    for (const id of ['ROBOMM', 'RURUP50_NL', 'ROBO70_NL', 'DWM40', 'DWM', 'PE2024', '', undefined, null]) {
      expect(scenarioOfTemplate(id), String(id)).toBeUndefined();
    }
  });

  it('every listed template parses to itself', () => {
    for (const template of PORTFOLIO_TEMPLATES)
      expect(parsePortfolioTemplate(template)?.template).toBe(template);
  });
});
