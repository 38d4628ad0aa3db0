/** Mounts the check view while the suites run; loaded only by `check` on a terminal. */
import { render } from 'ink';
import type { CheckProgress } from '../check/progress';
import type { CliIo } from '../context';
import { CheckProgressView } from './CheckProgressView';

export function renderCheckProgress(progress: CheckProgress, io: CliIo): { finish(): Promise<void> } {
  const instance = render(<CheckProgressView progress={progress} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: true,
    patchConsole: false,
  });
  return {
    async finish() {
      progress.complete();
      await new Promise((resolve) => setTimeout(resolve, 20));
      instance.unmount();
    },
  };
}
