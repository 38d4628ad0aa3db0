import { describe, expect, it } from 'vitest';
import { createApiTestKit, json } from './api-test-kit.test-support';
import { confirmDataValidityMutation, renameProductInstanceMutation } from './change-calls';
import { customerCall } from './customer-calls';

const customer = () => customerCall({ bacNumber: '0042', withDataValidity: true });
const customerBody = (status: string) => ({
  id: '0042',
  status: 'Active',
  _embedded: { dataValidity: { status } },
});

describe('API client changes (docs/decisions/110)', () => {
  it('sends the change as JSON with the bearer token and the endpoint’s method', async () => {
    const kit = createApiTestKit(() => json({ status: 'VALID' }));
    await expect(kit.api.send(confirmDataValidityMutation({ bacNumber: '0042' }))).resolves.toEqual({
      status: 'VALID',
    });
    const [request] = kit.http.calls;
    expect(request?.url).toBe('http://sandbox.test/api/customer/customers/0042/data-validity/confirmation');
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe(`Bearer ${kit.tokens.accessToken()}`);
    expect(JSON.parse(String(request?.body))).toEqual({ confirmed: true });
  });

  it('drops the cached reads it names, so the next read shows the change', async () => {
    let status = 'EXPIRED';
    const kit = createApiTestKit((request) => {
      if (request.method === 'GET') return json(customerBody(status));
      status = 'VALID';
      return json({ status });
    });
    expect((await kit.api.get(customer()))._embedded?.dataValidity?.status).toBe('EXPIRED');
    expect((await kit.api.get(customer()))._embedded?.dataValidity?.status).toBe('EXPIRED'); // cached
    await kit.api.send(confirmDataValidityMutation({ bacNumber: '0042' }));
    expect((await kit.api.get(customer()))._embedded?.dataValidity?.status).toBe('VALID');
    expect(kit.http.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('never retries a change: one 503 is one failed request', async () => {
    const kit = createApiTestKit(() => json({ error: 'down' }, 503));
    await expect(
      kit.api.send(renameProductInstanceMutation({ productInstanceId: 'pi-1', name: 'Rente' })),
    ).rejects.toMatchObject({ code: 'API_HTTP', status: 503 });
    expect(kit.http.calls).toHaveLength(1);
    expect(kit.http.calls[0]?.method).toBe('PATCH');
  });

  it('fails without a session and sends nothing', async () => {
    const kit = createApiTestKit(() => json({ status: 'VALID' }), { signedIn: false });
    await expect(kit.api.send(confirmDataValidityMutation({ bacNumber: '0042' }))).rejects.toMatchObject({
      code: 'API_UNAUTHENTICATED',
    });
    expect(kit.http.calls).toHaveLength(0);
  });
});
