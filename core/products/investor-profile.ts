/**
 * §3 "Investment experience and knowledge answers are enumerated." The spec does not list them; these
 * follow the MiFID II appropriateness questions a German or Dutch investment firm asks
 * (docs/decisions/011).
 */

/** How long the customer has invested in securities. */
export const INVESTMENT_EXPERIENCE_ANSWERS = [
  'NONE',
  'LESS_THAN_ONE_YEAR',
  'ONE_TO_THREE_YEARS',
  'THREE_TO_FIVE_YEARS',
  'MORE_THAN_FIVE_YEARS',
] as const;
export type InvestmentExperienceAnswer = (typeof INVESTMENT_EXPERIENCE_ANSWERS)[number];

/** How well the customer knows the instrument class (ETFs, private equity, crypto …). */
export const INVESTMENT_KNOWLEDGE_ANSWERS = ['NONE', 'BASIC', 'GOOD', 'EXPERT'] as const;
export type InvestmentKnowledgeAnswer = (typeof INVESTMENT_KNOWLEDGE_ANSWERS)[number];
