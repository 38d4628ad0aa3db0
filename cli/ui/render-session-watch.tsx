/**
 * Mounts the session watch view on the terminal and resolves when the watch ends. Loaded only by
 * `session --watch` on a terminal: nothing else pays for Ink and React.
 */
import { render } from 'ink';
import type { CliIo } from '../context';
import type { SessionWatch, WatchEnd, WatchEvent } from '../portal/session-watch';
import type { WatchTexts } from '../portal/watch-texts';
import { SessionWatchView } from './SessionWatchView';

export async function renderSessionWatch(
  watch: SessionWatch,
  options: {
    readonly io: CliIo;
    readonly texts: WatchTexts;
    readonly title: string;
    readonly describe: (event: WatchEvent) => string;
  },
): Promise<WatchEnd> {
  const instance = render(
    <SessionWatchView
      watch={watch}
      texts={options.texts}
      title={options.title}
      describe={options.describe}
      onInterrupt={() => process.kill(process.pid, 'SIGINT')}
    />,
    {
      stdout: options.io.stdout as NodeJS.WriteStream,
      stderr: options.io.stderr as NodeJS.WriteStream,
      stdin: options.io.stdin as NodeJS.ReadStream,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  const end = await watch.done;
  // One more frame, so the last event lines reach the terminal before the view goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  instance.unmount();
  return end;
}
