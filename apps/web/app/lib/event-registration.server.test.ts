import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ registerForEvent: vi.fn(), createConnectCode: vi.fn() }));
const asWho = vi.hoisted(() => ({ publicApiAs: vi.fn(), memberApiFor: vi.fn() }));
vi.mock('./event-api.server', () => ({
  publicApiAs: asWho.publicApiAs.mockImplementation(() => ({
    registerForEvent: api.registerForEvent,
  })),
  logEventFailure: vi.fn(),
}));
vi.mock('./member-api.server', () => ({
  memberApiFor: asWho.memberApiFor.mockImplementation(() => ({
    createConnectCode: api.createConnectCode,
  })),
}));

const { registerReader } = await import('./event-registration.server');

const registration = (orderCode: string | null) => ({
  code: 'REG123',
  qr_text: 'SBCREG:REG123',
  status: orderCode ? 'pending_payment' : 'registered',
  name: 'Siti Rahmawati',
  email: 'anggota@sbc.test',
  order_code: orderCode,
});

const member = { memberToken: 'token-situs', visitorId: null, memberName: 'Siti Rahmawati' };
const asMember = () => {
  const form = new FormData();
  form.set('as', 'member');
  return form;
};

beforeEach(() => {
  api.registerForEvent.mockReset();
  api.createConnectCode.mockReset();
  asWho.memberApiFor.mockClear();
});

describe('registerReader', () => {
  it("gives a member's paid registration a connect code of this sign-in for the order page", async () => {
    api.registerForEvent.mockResolvedValue(registration('pesanan-123-abcdef'));
    api.createConnectCode.mockResolvedValue({ code: 'kode-sekali-pakai', expires_in: 60 });
    const result = await registerReader(member, 7, asMember());
    expect(result).toMatchObject({
      ok: true,
      registration: { orderCode: 'pesanan-123-abcdef' },
      connectCode: 'kode-sekali-pakai',
    });
    expect(asWho.memberApiFor).toHaveBeenCalledWith('token-situs');
  });

  it('makes no code for a free registration, nor for a visitor', async () => {
    api.registerForEvent.mockResolvedValue(registration(null));
    expect(await registerReader(member, 7, asMember())).toMatchObject({ connectCode: null });
    api.registerForEvent.mockResolvedValue(registration('pesanan-456-abcdef'));
    const visitor = { memberToken: null, visitorId: 'v1.abc', memberName: null };
    expect(await registerReader(visitor, 7, new FormData())).toMatchObject({ connectCode: null });
    expect(api.createConnectCode).not.toHaveBeenCalled();
  });

  it('still registers when no code can be made: the order page opens by the order code', async () => {
    api.registerForEvent.mockResolvedValue(registration('pesanan-789-abcdef'));
    api.createConnectCode.mockRejectedValue(new Error('connect ECONNREFUSED'));
    expect(await registerReader(member, 7, asMember())).toMatchObject({
      ok: true,
      registration: { orderCode: 'pesanan-789-abcdef' },
      connectCode: null,
    });
  });
});
