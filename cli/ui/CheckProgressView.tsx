/**
 * The live view of `check` on a terminal (Ink): one line per finished check in `<Static>` (kept in
 * the terminal's history, design §6), and below it what runs now, with a count.
 */
import { Box, Static, Text } from 'ink';
import { useSyncExternalStore } from 'react';
import type { CheckProgressState } from '../check/progress';
import { resultLine } from '../check/reporters';
import { createStyle } from '../output/style';
import { terminalText } from '../output/terminal-text';

export interface CheckProgressSource {
  getState(): CheckProgressState;
  subscribe(listener: () => void): () => void;
}

const plain = createStyle(false);
const COLOUR = { passed: 'green', failed: 'red', skipped: 'yellow' } as const;

export function CheckProgressView({ progress }: { readonly progress: CheckProgressSource }) {
  const state = useSyncExternalStore(progress.subscribe, progress.getState);
  return (
    <>
      <Static items={[...state.results]}>
        {(result, index) => {
          const [mark, ...rest] = terminalText(resultLine(result, plain)).split(' ');
          return (
            <Text key={`${result.locale}-${result.name}-${index}`}>
              <Text color={COLOUR[result.status]}>{mark}</Text> {rest.join(' ')}
            </Text>
          );
        }}
      </Static>
      {state.done ? null : (
        <Box>
          <Text dimColor>
            {state.results.length}/{state.total} done
            {state.running.length > 0
              ? ` · running: ${state.running.map((item) => `${item.locale} ${item.name}`).join(', ')}`
              : ''}
          </Text>
        </Box>
      )}
    </>
  );
}
