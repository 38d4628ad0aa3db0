/**
 * Ink colours through chalk, which reads FORCE_COLOR once, when it is first loaded. So before a
 * command imports its Ink view, this sets FORCE_COLOR=0 if colour is off (NO_COLOR, --no-color);
 * after that it would be too late.
 */
export function prepareInkColour(enabled: boolean, env: NodeJS.ProcessEnv = process.env): void {
  if (!enabled) env.FORCE_COLOR = '0';
}
