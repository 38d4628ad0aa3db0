export declare const SIMULATED_SESSION_SWITCH: '--simulated-session';
export declare function portalFlagsFor(
  argv: readonly string[],
  current: string | undefined,
): string | undefined;
