/**
 * A solution as the bot check's server reads it, in both generations: its JSON, UTF-8 encoded,
 * base64.
 * @example base64Json({ number: 7 }) // 'eyJudW1iZXIiOjd9'
 */
export function base64Json(payload: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(payload))) binary += String.fromCharCode(byte);
  return btoa(binary);
}
