import { describe, expect, it, vi } from 'vitest';
import { LOGIN_HEADERS, ONE_TIME_CODE_HEADERS } from '../auth';
import { CaptchaError, type CaptchaSolution } from '../captcha';
import { deferred } from '../ports/testing';
import {
  CAPTCHA_TOKEN,
  CREDENTIALS,
  createLoginTestKit,
  customerBody,
  json,
  type LoginTestKit,
  ORIGIN,
  tokenAnswer,
} from './login-test-kit.test-support';

/** Nothing of a session was stored (§4, security.md 6). */
function expectNothingStored(kit: LoginTestKit) {
  expect(kit.storage.entries()).toEqual({});
  expect(kit.tokens.getSnapshot().status).toBe('none');
}

const oneTimeCodeAnswer = (showDeviceTrust = 'true') =>
  json({ status: 'one_time_code_required' }, 202, {
    [LOGIN_HEADERS.verificationId]: 'ver-1',
    [LOGIN_HEADERS.guestToken]: 'guest-1',
    [LOGIN_HEADERS.customerId]: '0042',
    [LOGIN_HEADERS.userId]: 'user-1',
    [LOGIN_HEADERS.showDeviceTrust]: showDeviceTrust,
  });

describe('the login request (§3)', () => {
  it('sends exactly the §3 fields as JSON with credentials', async () => {
    const kit = createLoginTestKit((_, __) => tokenAnswer(Date.UTC(2025, 0, 1)));
    await kit.login.submit(CREDENTIALS);
    const [{ request, body }] = kit.loginRequests() as [ReturnType<LoginTestKit['loginRequests']>[0]];
    expect(body).toEqual({
      username: 'demo@sandbox.local',
      password: 'sandbox-password-1',
      captchaSolutionToken: CAPTCHA_TOKEN,
      locale: 'de-DE',
      clientId: 'login',
      rememberDeviceConsent: false,
      newAuthDomain: false,
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.credentials).toBe('include');
  });

  it('adds sardineSessionKey only with device fingerprinting and takes newAuthDomain from its flag', async () => {
    const kit = createLoginTestKit(() => tokenAnswer(Date.UTC(2025, 0, 1)), {
      flags: { b2cEnableDeviceFingerprinting: true, b2cUseNewAuthDomain: true },
    });
    await kit.login.submit(CREDENTIALS);
    expect(kit.loginRequests()[0]?.body).toMatchObject({
      sardineSessionKey: 'device-session-key',
      newAuthDomain: true,
    });
  });
});

describe('waiting for the bot check (§4 Login)', () => {
  it('submits only once the puzzle is solved', async () => {
    const solution = deferred<CaptchaSolution>();
    const kit = createLoginTestKit(() => tokenAnswer(Date.UTC(2025, 0, 1)), {
      solver: { solve: () => solution.promise },
    });
    const done = kit.login.submit(CREDENTIALS);
    await kit.time.flush();
    expect(kit.login.getSnapshot().status).toBe('waitingForCaptcha');
    expect(kit.loginRequests()).toHaveLength(0);
    solution.resolve({ token: 'late-token', expiresAt: null });
    await done;
    expect(kit.loginRequests()[0]?.body.captchaSolutionToken).toBe('late-token');
  });

  it('a puzzle error cancels the wait and calls the error handler', async () => {
    const onCaptchaError = vi.fn();
    const kit = createLoginTestKit(() => tokenAnswer(Date.UTC(2025, 0, 1)), {
      solver: { solve: () => Promise.reject(new CaptchaError('CAPTCHA_UNAVAILABLE', 'down')) },
      options: { onCaptchaError },
    });
    const result = await kit.login.submit(CREDENTIALS);
    expect(onCaptchaError).toHaveBeenCalledWith(expect.objectContaining({ code: 'CAPTCHA_UNAVAILABLE' }));
    expect(result).toMatchObject({ status: 'failed', error: { code: 'GeneralError', cause: 'captcha' } });
    expect(kit.loginRequests()).toHaveLength(0);
    expectNothingStored(kit);
  });

  it('starts solving while the user types only with captchaSolveDuringLogin (§9)', async () => {
    const during = createLoginTestKit(() => tokenAnswer(0));
    during.login.loaded();
    during.login.typing();
    await during.time.flush();
    expect(during.captcha.getSnapshot().state).toBe('solved');
    const onSubmit = createLoginTestKit(() => tokenAnswer(0), { flags: { captchaSolveDuringLogin: false } });
    onSubmit.login.loaded();
    onSubmit.login.typing();
    await onSubmit.time.flush();
    expect(onSubmit.captcha.getSnapshot().state).toBe('ready');
  });
});

describe('a successful login (§4 Login)', () => {
  it('stores the token with the measured clock difference, records the customer and goes on', async () => {
    const kit = createLoginTestKit(async () => {
      await kit.time.advance(1000); // the answer takes a second
      return tokenAnswer(Date.UTC(2025, 0, 1) - 30_000, {
        [LOGIN_HEADERS.customerId]: '0042',
        [LOGIN_HEADERS.userId]: 'user-1',
      });
    });
    kit.login.loaded();
    const result = await kit.login.submit(CREDENTIALS);
    expect(result).toMatchObject({ status: 'loggedIn', loggedIn: true, error: null });
    expect(kit.tokens.getSnapshot()).toMatchObject({ status: 'present', skewSeconds: 30 });
    expect(kit.identity.get()).toEqual({ customerNumber: '0042', userId: 'user-1', country: 'DE' });
    expect(kit.navigation.visits).toEqual([{ url: '/de-de/dashboard/', options: { replace: true } }]);
    await expect(kit.login.customerData()).resolves.toMatchObject({ customer: { status: 'loaded' } });
    expect(kit.events()).toEqual(['login-loaded', 'login-succeeded']);
  });

  it('§4: a 201 with the token object logs in like a 200 (any success but 202)', async () => {
    const kit = createLoginTestKit(() => tokenAnswer(0, { [LOGIN_HEADERS.customerId]: '0042' }, 201));
    const result = await kit.login.submit(CREDENTIALS);
    expect(result).toMatchObject({ status: 'loggedIn', loggedIn: true, error: null });
    expect(kit.tokens.getSnapshot().status).toBe('present');
    expect(kit.navigation.visits).toEqual([{ url: '/de-de/dashboard/', options: { replace: true } }]);
  });

  it('§3 flag umtCallOBSLoginEndpointFromFE: opens the portal session with the new token, in parallel with the customer', async () => {
    const PORTAL_LOGIN = '/savingglobal/rest/open_api/v2/login';
    const off = createLoginTestKit(() => tokenAnswer(0));
    await off.login.submit(CREDENTIALS);
    expect(off.http.callsTo(PORTAL_LOGIN)).toEqual([]);

    const on = createLoginTestKit(() => tokenAnswer(0), { flags: { umtCallOBSLoginEndpointFromFE: true } });
    expect(await on.login.submit(CREDENTIALS)).toMatchObject({ status: 'loggedIn' });
    const calls = on.http.callsTo(PORTAL_LOGIN);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${ORIGIN}${PORTAL_LOGIN}`,
        credentials: 'include',
        headers: expect.objectContaining({ authorization: `Bearer ${on.tokens.accessToken()}` }),
      }),
    ]);
    // Same wave as the customer (design §8): sent before the customer call, not after its answer.
    const paths = on.http.calls.map((call) => new URL(call.url).pathname);
    const customerCall = paths.findIndex((path) => path.endsWith('/customers/0042'));
    expect(customerCall).toBeGreaterThan(0);
    expect(paths.indexOf(PORTAL_LOGIN)).toBeGreaterThan(0);
    expect(paths.indexOf(PORTAL_LOGIN)).toBeLessThan(customerCall);
  });

  it('a refused portal login does not undo the login (decision 102)', async () => {
    const kit = createLoginTestKit(() => tokenAnswer(0), {
      flags: { umtCallOBSLoginEndpointFromFE: true },
      portalLoginStatus: 401,
    });
    expect(await kit.login.submit(CREDENTIALS)).toMatchObject({ status: 'loggedIn', loggedIn: true });
    expect(kit.tokens.getSnapshot().status).toBe('present');
  });

  it('follows the product parameter and uses a deep-link cookie once (§2.1, security.md 1)', async () => {
    const product = createLoginTestKit(() => tokenAnswer(0), {
      url: `${ORIGIN}/de-de/login/?product=overnight_account`,
    });
    expect((await product.login.submit(CREDENTIALS)).destination?.via).toBe('product');

    const deepLink = createLoginTestKit(() => tokenAnswer(0), {
      cookies: { 'obs-deepLink': '/de-de/documents' },
    });
    const result = await deepLink.login.submit(CREDENTIALS);
    expect(result.destination).toMatchObject({ path: '/de-de/documents', via: 'deepLink' });
    expect(deepLink.cookies.get('obs-deepLink')).toBeNull();
  });

  it('sends an active customer without a reference IBAN to the reference-account page and records it (§4)', async () => {
    const kit = createLoginTestKit(() => tokenAnswer(0), {
      customer: customerBody({ _embedded: { referenceAccounts: [{ iban: '' }] } }),
    });
    const result = await kit.login.submit(CREDENTIALS);
    expect(result.destination).toMatchObject({
      via: 'customerRedirect',
      customerRedirect: 'referenceAccount',
    });
    expect(kit.analytics.events.at(-1)).toEqual({
      event: 'redirect',
      data: { object: 'referenceAccount', product: undefined },
    });
  });

  it('goes to the open-banking page with the token for an open-banking login (§2.1)', async () => {
    const kit = createLoginTestKit(() => tokenAnswer(0), {
      url: `${ORIGIN}/de-de/open-banking/login/?is_piis=1`,
    });
    const result = await kit.login.submit(CREDENTIALS);
    expect(result.destination?.via).toBe('openBanking');
  });
});

describe('nothing is stored on a failed login (§4, §9)', () => {
  it('times out after 3 s', async () => {
    const kit = createLoginTestKit(() => new Promise<Response>(() => {}));
    const done = kit.login.submit(CREDENTIALS);
    await kit.time.advance(2999);
    expect(kit.login.getSnapshot().status).toBe('submitting');
    await kit.time.advance(1);
    expect(await done).toMatchObject({ status: 'failed', error: { code: 'GeneralError', cause: 'timeout' } });
    expectNothingStored(kit);
  });

  it.each([
    [false, 'GeneralError'],
    [true, 'SystemError'],
  ] as const)('on a 5xx (system-error flag %s → %s)', async (flag, code) => {
    const kit = createLoginTestKit(() => new Response('<html>Bad gateway</html>', { status: 502 }), {
      flags: { b2cShowSystemErrorMessage: flag },
    });
    expect(await kit.login.submit(CREDENTIALS)).toMatchObject({
      status: 'failed',
      error: { code, status: 502 },
    });
    expectNothingStored(kit);
  });

  it.each([
    ['not JSON', new Response('{"token": {', { status: 200 })],
    ['no tokens', json({ token: { access_token: 'a' } })],
    ['a 202 without its headers', json({}, 202)],
  ])('on a malformed answer: %s', async (_, answer) => {
    const kit = createLoginTestKit(() => answer);
    expect(await kit.login.submit(CREDENTIALS)).toMatchObject({
      status: 'failed',
      error: { code: 'GeneralError', cause: 'invalidResponse' },
    });
    expectNothingStored(kit);
  });
});

describe('login errors (§8) with the flags on and off', () => {
  const cases = [
    ['invalid_grant', 401, { b2cShowBlockedUsersMessage: true }, 'InvalidGrant'],
    ['invalid_grant', 401, { b2cShowBlockedUsersMessage: false }, 'GeneralError'],
    ['account_locked', 401, { b2cShowBlockedUsersMessage: true }, 'AccountLocked'],
    ['account_locked', 401, { b2cShowBlockedUsersMessage: false }, 'GeneralError'],
    ['login.mtan.mtanFlowDisabled', 400, {}, 'MtanDisabled'],
    [
      'login.mtan.mtanFlowDisabled',
      400,
      { b2cShowSystemErrorMessage: true, b2cShowBlockedUsersMessage: true },
      'MtanDisabled',
    ],
    ['server_error', 400, { b2cShowSystemErrorMessage: true }, 'SystemError'],
    ['server_error', 400, { b2cShowSystemErrorMessage: false }, 'GeneralError'],
    ['temporarily_unavailable', 503, { b2cShowSystemErrorMessage: true }, 'SystemError'],
    [
      'captcha_invalid',
      400,
      { b2cShowSystemErrorMessage: true, b2cShowBlockedUsersMessage: true },
      'GeneralError',
    ],
  ] as const;

  it.each(cases)('%s (HTTP %i) with %o shows %s', async (error, status, flags, code) => {
    const kit = createLoginTestKit(() => json({ error, error_description: 'secret detail' }, status), {
      flags,
    });
    kit.login.loaded();
    const result = await kit.login.submit(CREDENTIALS);
    expect(result).toMatchObject({ status: 'failed', loggedIn: false, error: { code, serverError: error } });
    // §4: the puzzle is reset, so the next attempt solves a new one.
    expect(kit.captcha.getSnapshot().state).toBe('ready');
    await kit.login.submit(CREDENTIALS);
    expect(kit.solves()).toBe(2);
    expect(kit.analytics.events.find((event) => event.event === 'login-failed')?.data).toMatchObject({
      code,
    });
    expectNothingStored(kit);
  });
});

describe('the one-time-code step (§4 Login: HTTP 202)', () => {
  function codeStep(afterCode: (request: { headers: Record<string, string> }) => Response) {
    return createLoginTestKit((request, body) =>
      body.verificationId ? afterCode(request) : oneTimeCodeAnswer(),
    );
  }

  it('keeps the verification data, offers device trust and completes with the code', async () => {
    const kit = codeStep((request) =>
      request.headers[ONE_TIME_CODE_HEADERS.code] === '123456' ? tokenAnswer(0, {}) : json({}, 500),
    );
    expect(await kit.login.submit(CREDENTIALS)).toMatchObject({
      status: 'oneTimeCodeRequired',
      deviceTrustOffered: true,
    });
    expectNothingStored(kit);
    const result = await kit.login.submitCode({ code: ' 123456 ', rememberDevice: true });
    expect(result.status).toBe('loggedIn');
    const second = kit.loginRequests()[1];
    expect(second?.body).toEqual({
      username: 'demo@sandbox.local',
      password: 'sandbox-password-1',
      verificationId: 'ver-1',
      locale: 'de-DE',
      clientId: 'login',
      rememberDeviceConsent: true,
      newAuthDomain: false,
    });
    expect(second?.request.headers[ONE_TIME_CODE_HEADERS.guestToken]).toBe('guest-1');
    // The 200 of the code step carried no customer-id header: the 202's is used.
    expect(kit.identity.get()).toMatchObject({ customerNumber: '0042', userId: 'user-1' });
    expect(kit.events()).toEqual(['device-trust-offered', 'device-trust-accepted', 'login-succeeded']);
  });

  it('does not send device-trust consent that was never offered', async () => {
    const kit = createLoginTestKit((_, body) =>
      body.verificationId ? tokenAnswer(0) : oneTimeCodeAnswer('false'),
    );
    await kit.login.submit(CREDENTIALS);
    await kit.login.submitCode({ code: '123456', rememberDevice: true });
    expect(kit.loginRequests()[1]?.body.rememberDeviceConsent).toBe(false);
    expect(kit.events()).not.toContain('device-trust-declined');
  });

  it('stays in the step after a wrong code, and a later right code logs in', async () => {
    let tries = 0;
    const kit = codeStep(() =>
      ++tries === 1 ? json({ error: 'invalid_verification_code' }, 400) : tokenAnswer(0),
    );
    await kit.login.submit(CREDENTIALS);
    expect(await kit.login.submitCode({ code: '000000' })).toMatchObject({
      status: 'oneTimeCodeRequired',
      error: { code: 'InvalidOneTimeCode' },
    });
    expect((await kit.login.submitCode({ code: '123456' })).status).toBe('loggedIn');
  });

  it('clears the step on a terminal refusal: a further code is not sent', async () => {
    const kit = codeStep(() => json({ error: 'invalid_grant' }, 400));
    await kit.login.submit(CREDENTIALS);
    expect((await kit.login.submitCode({ code: '123456' })).status).toBe('failed');
    await kit.login.submitCode({ code: '123456' });
    expect(kit.loginRequests()).toHaveLength(2);
    expectNothingStored(kit);
  });

  it('cancel goes back to idle and forgets the step', async () => {
    const kit = codeStep(() => tokenAnswer(0));
    await kit.login.submit(CREDENTIALS);
    kit.login.cancel();
    expect(kit.login.getSnapshot()).toMatchObject({ status: 'idle', deviceTrustOffered: false });
    await kit.login.submitCode({ code: '123456' });
    expect(kit.loginRequests()).toHaveLength(1);
  });
});

describe('the login page’s own events (§7)', () => {
  it('tracks loaded, forgot-password and create-account, and makes the puzzle ready', () => {
    const kit = createLoginTestKit(() => tokenAnswer(0));
    kit.login.loaded();
    kit.login.forgotPasswordClicked();
    kit.login.createAccountClicked();
    expect(kit.events()).toEqual(['login-loaded', 'forgot-password-clicked', 'create-account-clicked']);
    expect(kit.captcha.getSnapshot().state).toBe('ready');
  });

  it('joins a second submit to the one running', async () => {
    const answer = deferred<Response>();
    const kit = createLoginTestKit(() => answer.promise);
    const first = kit.login.submit(CREDENTIALS);
    const second = kit.login.submit(CREDENTIALS);
    await kit.time.flush();
    answer.resolve(tokenAnswer(0));
    expect(await first).toBe(await second);
    expect(kit.loginRequests()).toHaveLength(1);
  });
});
