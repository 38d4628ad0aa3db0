/** Analytics events (§7: "logout succeeded" and others). Never given personal data or secrets. */
export type AnalyticsData = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface AnalyticsSink {
  track(event: string, data?: AnalyticsData): void;
}

/** A sink that drops everything. */
export const NO_ANALYTICS: AnalyticsSink = Object.freeze({ track: () => {} });
