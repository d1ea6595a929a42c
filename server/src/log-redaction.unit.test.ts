import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function logged(message: string, fields?: Record<string, unknown>): string {
  const lines: string[] = [];
  createLogger((line) => lines.push(line)).error(message, fields);
  return lines.join('\n');
}

describe('log lines', () => {
  const token = `${'a'.repeat(32)}~${'B'.repeat(43)}`;

  it('lose manage-link tokens wherever they appear', () => {
    expect(logged(`GET /api/my-booking/${token}/calendar.ics 200`)).toContain(
      'GET /api/my-booking/[redacted]/calendar.ics 200',
    );
    expect(logged('sent', { link: `https://tbl-clinic.ph/my-booking/${token}` })).not.toContain(token);
    expect(logged(`token was ${token}.`)).not.toContain(token);
  });

  it('lose my-bookings links, and any segment after a link page, whole and with the e-mail inside', () => {
    const email = Buffer.from('ana.santos@example.com').toString('base64url');
    const link = `${email}~t3kq0a~${'C'.repeat(43)}`;
    const line = logged(`GET /api/my-bookings/${link} 200`, { url: `https://x.ph/my-bookings/${link}` });
    expect(line).toContain('GET /api/my-bookings/[redacted] 200');
    for (const part of [email, 'C'.repeat(43)]) expect(line).not.toContain(part);
    expect(logged(`link was ${link}.`)).not.toContain(email);
    expect(logged('GET /my-consultation/anything-at-all 200')).toContain('/my-consultation/[redacted] 200');
  });

  it('lose secret query values, URL passwords, bearer tokens and JWTs', () => {
    const line = logged(
      'GET /x?page=2&token=t0k3n&reset_code=123456&password=pw-1&apiKey=k-9 ' +
        'smtp://mailer:smtp-pass@mail.example.com:587 postgres://tbl:db-pass@127.0.0.1/tbl ' +
        'Authorization: Bearer abc.def.ghi eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    );
    for (const secret of ['t0k3n', '123456', 'pw-1', 'k-9', 'smtp-pass', 'db-pass', 'abc.def.ghi', 'eyJ']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('page=2');
    expect(line).toContain('smtp://mailer:[redacted]@mail.example.com:587');
  });

  it('lose the values of fields named like secrets', () => {
    const line = logged('config', { password: 'p4ss', deleteCode: 'd-123456', jwtSecret: 'j', status: 'ok' });
    for (const secret of ['p4ss', 'd-123456', '"j"']) expect(line).not.toContain(secret);
    expect(line).toContain('"status":"ok"');
  });
});
