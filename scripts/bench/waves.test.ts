import { describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../fixtures';
import { analyseWaves, describeWaves } from './waves';

const T0 = Date.UTC(2030, 0, 1);

/** A log entry for a call that ran from `startMs` to `endMs` after T0. */
function call(method: string, path: string, startMs: number, endMs: number, query = ''): RequestLogEntry {
  return {
    time: new Date(T0 + endMs).toISOString(),
    method,
    path,
    query,
    endpoint: path.slice(1),
    status: method === 'OPTIONS' ? 204 : 200,
    durationMs: endMs - startMs,
    faultId: null,
  };
}

describe('design §8 login to dashboard: sequential request waves', () => {
  it('puts calls sent together in one wave and a call sent after an answer in the next', () => {
    const analysis = analyseWaves([
      call('POST', '/login', 0, 150),
      call('GET', '/customer', 152, 302),
      call('GET', '/accounts', 153, 303),
      call('GET', '/products', 305, 455),
    ]);
    expect(analysis.waves).toBe(3);
    expect(analysis.calls.map((c) => [c.target, c.wave])).toEqual([
      ['/login', 1],
      ['/customer', 2],
      ['/accounts', 2],
      ['/products', 3],
    ]);
  });

  it('counts the longest chain when a dependent call overlaps slower calls of the batch before', () => {
    // The unread count waits for the customer, while the accounts are still on their way.
    const analysis = analyseWaves([
      call('GET', '/customer', 0, 150),
      call('GET', '/accounts', 5, 200),
      call('GET', '/unread', 160, 310),
      call('GET', '/slow', 0, 600),
    ]);
    expect(analysis.calls.map((c) => [c.target, c.wave])).toEqual([
      ['/customer', 1],
      ['/slow', 1],
      ['/accounts', 1],
      ['/unread', 2],
    ]);
    expect(analysis.waves).toBe(2);
  });

  it('tolerates the log rounding end time and duration separately', () => {
    // Ends at 150, the next starts at 149 by the log's rounding: still after it.
    expect(analyseWaves([call('POST', '/login', 0, 150), call('GET', '/customer', 149, 299)]).waves).toBe(2);
    // Started well before the other ended: the same wave.
    expect(analyseWaves([call('GET', '/a', 0, 150), call('GET', '/b', 100, 250)]).waves).toBe(1);
  });

  it('leaves preflights out of the waves and counts them apart', () => {
    const analysis = analyseWaves([
      call('OPTIONS', '/login', 0, 1),
      call('POST', '/login', 2, 152),
      call('OPTIONS', '/customer', 153, 154),
      call('GET', '/customer', 155, 305),
    ]);
    expect(analysis.waves).toBe(2);
    expect(analysis.preflights).toBe(2);
    expect(analysis.calls).toHaveLength(2);
  });

  it('reports a GET of the same path and query sent twice, and not two different queries', () => {
    const analysis = analyseWaves([
      call('GET', '/accounts', 0, 150, 'embed=balance'),
      call('GET', '/accounts', 10, 160, 'embed=balance'),
      call('GET', '/accounts', 20, 170, 'page=2'),
      call('POST', '/logout', 200, 350),
      call('POST', '/logout', 400, 550),
    ]);
    expect(analysis.duplicateGets).toEqual([{ target: '/accounts?embed=balance', count: 2 }]);
  });

  it('has no waves for an empty log', () => {
    expect(analyseWaves([])).toEqual({ waves: 0, calls: [], preflights: 0, duplicateGets: [] });
  });

  it('describes each wave by its calls', () => {
    const analysis = analyseWaves([
      call('POST', '/login', 0, 150),
      call('GET', '/customer', 152, 302),
      call('GET', '/accounts', 153, 303),
    ]);
    expect(describeWaves(analysis)).toEqual(['1  POST login', '2  GET customer, GET accounts']);
  });
});
