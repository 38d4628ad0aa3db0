import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { createCheckProgress } from '../check/progress';
import { CheckProgressView } from './CheckProgressView';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the check view (design §6: one line per finished check, kept with <Static>)', () => {
  it('prints each finished check as a line and shows what runs with a count', async () => {
    const progress = createCheckProgress(12);
    const view = render(<CheckProgressView progress={progress} />);
    progress.started('de-DE', 'login');
    progress.started('en-GB', 'login');
    await tick();
    expect(view.lastFrame()).toContain('0/12 done · running: de-DE login, en-GB login');
    progress.finished({
      locale: 'de-DE',
      name: 'login',
      status: 'passed',
      durationMs: 412,
      attempts: 1,
      detail: 'customer 0047110001',
    });
    progress.finished({
      locale: 'en-GB',
      name: 'login',
      status: 'failed',
      durationMs: 90,
      attempts: 2,
      error: { code: 'LOGIN_REFUSED', message: 'Login refused' },
    });
    await tick();
    const output = view.frames.join('\n');
    expect(output).toContain('✓ de-DE  login           412 ms  customer 0047110001');
    expect(output).toContain('✗ en-GB  login            90 ms  Login refused after 2 attempts');
    expect(view.lastFrame()).toContain('2/12 done');
    progress.complete();
    await tick();
    expect(view.lastFrame()).not.toContain('done ·');
    view.unmount();
  });
});
