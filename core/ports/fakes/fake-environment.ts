/** Fakes of the small ports: navigation, activity, lifecycle, cookies, logger, analytics. */
import type { ActivityEventType, ActivitySource } from '../activity';
import type { AnalyticsData, AnalyticsSink } from '../analytics';
import type { CookieOptions, Cookies } from '../cookies';
import type { LifecycleEventType, LifecycleSource } from '../lifecycle';
import type { LogData, Logger } from '../logger';
import type { NavigateOptions, Navigation } from '../navigation';
import { createEmitter, type Unsubscribe } from '../subscription';

export interface FakeNavigation extends Navigation {
  readonly visits: ReadonlyArray<{ url: string; options: NavigateOptions | undefined }>;
  /** Sets the current URL, as the user browsing would. */
  setCurrentUrl(url: string): void;
}

/** @example const navigation = createFakeNavigation('https://portal.example/de-de/dashboard/'); */
export function createFakeNavigation(url = 'https://portal.example/de-de/dashboard/'): FakeNavigation {
  let current = url;
  const visits: Array<{ url: string; options: NavigateOptions | undefined }> = [];
  return {
    visits,
    currentUrl: () => current,
    go(target, options) {
      visits.push({ url: target, options });
      current = new URL(target, current).toString();
    },
    setCurrentUrl(next) {
      current = next;
    },
  };
}

/** An activity or lifecycle source a test drives: `emit` tells the listeners, as the browser would. */
export interface FakeEventSource<T> {
  subscribe(listener: (value: T) => void): Unsubscribe;
  emit(value: T): void;
}

function eventSource<T>(): FakeEventSource<T> {
  const { subscribe, emit } = createEmitter<T>();
  return { subscribe, emit };
}

/** @example const activity = createFakeActivity(); activity.emit('keydown'); */
export function createFakeActivity(): ActivitySource & FakeEventSource<ActivityEventType> {
  return eventSource<ActivityEventType>();
}

/** @example const lifecycle = createFakeLifecycle(); lifecycle.emit('resume'); */
export function createFakeLifecycle(): LifecycleSource & FakeEventSource<LifecycleEventType> {
  return eventSource<LifecycleEventType>();
}

export interface MemoryCookies extends Cookies {
  /** The options each cookie was last set with. */
  options(name: string): CookieOptions | undefined;
}

/** @example const cookies = createMemoryCookies(); cookies.set('a', 'b'); */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name) ?? null,
    set(name, value, cookieOptions = {}) {
      values.set(name, value);
      options.set(name, cookieOptions);
    },
    delete(name) {
      values.delete(name);
      options.delete(name);
    },
    options: (name) => options.get(name),
  };
}

export interface LogEntry {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly data: LogData | undefined;
}

export interface RecordingLogger extends Logger {
  readonly entries: readonly LogEntry[];
  /** Messages at a level, for assertions. */
  messages(level?: LogEntry['level']): string[];
}

/** @example const logger = createRecordingLogger(); logger.error('x'); logger.messages('error') // ['x'] */
export function createRecordingLogger(): RecordingLogger {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (message: string, data?: LogData): void => {
      entries.push({ level, message, data });
    };
  return {
    entries,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    messages: (level) =>
      entries.filter((entry) => level === undefined || entry.level === level).map((entry) => entry.message),
  };
}

export interface RecordingAnalytics extends AnalyticsSink {
  readonly events: ReadonlyArray<{ event: string; data: AnalyticsData | undefined }>;
}

/** @example const analytics = createRecordingAnalytics(); */
export function createRecordingAnalytics(): RecordingAnalytics {
  const events: Array<{ event: string; data: AnalyticsData | undefined }> = [];
  return { events, track: (event, data) => void events.push({ event, data }) };
}
