/**
 * The live view of `session --watch` (Ink): a line per event above (Ink `<Static>`, so the
 * terminal keeps the history), and below it the token's and session's ends, ticking each second,
 * and the portal's countdown with "Extend session" when it shows (§4).
 */
import { Box, Static, Text, useInput } from 'ink';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ExtendResult } from '../../core/session';
import { clock, time } from '../output/format';
import { terminalText } from '../output/terminal-text';
import type { WatchEvent, WatchState } from '../portal/session-watch';
import type { WatchTexts } from '../portal/watch-texts';

export interface WatchSource {
  getState(): WatchState;
  subscribe(listener: () => void): () => void;
  extend(): Promise<ExtendResult>;
  activity(): void;
  stop(): void;
}

export interface SessionWatchViewProps {
  readonly watch: WatchSource;
  readonly texts: WatchTexts;
  readonly title: string;
  readonly describe: (event: WatchEvent) => string;
  /** Ctrl-C: Ink reads it as a key in raw mode; the command treats it as the signal (exit 130). */
  readonly onInterrupt: () => void;
  readonly now?: () => number;
}

const at = (ms: number | undefined) =>
  ms === undefined || !Number.isFinite(ms) ? '-' : time(new Date(ms).toISOString()).slice(11);

export function SessionWatchView({
  watch,
  texts,
  title,
  describe,
  onInterrupt,
  now = Date.now,
}: SessionWatchViewProps) {
  const state = useSyncExternalStore(watch.subscribe, watch.getState);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  useInput((input, key) => {
    if (key.ctrl && input === 'c') return onInterrupt();
    if (input === 'q') return watch.stop();
    watch.activity();
    // As in the portal, "Extend session" exists only while the countdown shows.
    if (input === 'e' && watch.getState().session.status === 'countdown') void watch.extend();
  });

  const { session, token, deadlines } = state;
  const tokenLeft = token.status === 'present' ? clock((token.expiresAt - current) / 1000) : '-';
  return (
    <>
      <Static items={[...state.events]}>
        {(event, index) => <Text key={`${event.at}-${index}`}>{terminalText(describe(event))}</Text>}
      </Static>
      {state.ended ? null : (
        <Box flexDirection="column" borderStyle="round" paddingX={1}>
          <Text bold>Session · {terminalText(title)}</Text>
          <Text>
            Token: {token.status === 'present' ? `until ${at(token.expiresAt)}, ${tokenLeft} left` : 'none'}
            {deadlines?.refreshAt !== undefined ? ` · refresh at ${at(deadlines.refreshAt)}` : ''}
          </Text>
          <Text>
            Ends: idle {at(deadlines?.idleEnd)} · maximum {at(deadlines?.maxEnd)}
          </Text>
          {session.status === 'countdown' ? (
            <Text color="yellow">
              {texts.countdown(session.secondsLeft)} [e] {texts.extend}
              {session.extending ? ' …' : ''}
            </Text>
          ) : null}
          {session.status === 'extended' ? (
            <Text color="green">{texts.extended(session.minutes)}</Text>
          ) : null}
          <Text dimColor>
            any key: activity{session.status === 'countdown' ? ` · e: ${texts.extend}` : ''} · q: stop
            watching
          </Text>
        </Box>
      )}
    </>
  );
}
