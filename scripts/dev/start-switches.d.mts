export declare const SIMULATED_SESSION_SWITCH: '--simulated-session';
export declare const START_USAGE: string;
export declare function readStartSwitches(argv: readonly string[]): {
  flags: Record<string, boolean>;
  scenario: string | undefined;
};
export declare function portalFlagsFor(
  argv: readonly string[],
  current: string | undefined,
): string | undefined;
