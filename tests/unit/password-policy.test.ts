import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../entities/errors.ts';
import { isWeakPassword, passwordErrors } from '../../server/auth/passwordPolicy.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seeds/demo-accounts.ts';

const claire = { email: 'claire.durand@acme-demo.fr', firstName: 'Claire', lastName: 'Durand', organisations: ['Acme Industries'] };

describe('the password rules (NIST SP 800-63B)', () => {
  it('refuse common and breached passwords, keyboard walks and words with digits', async () => {
    for (const password of ['12345678', 'password', 'azertyui', 'motdepasse', 'Password1!', 'Azerty123!', 'qwertyuiop', 'soleil123', 'bonjour2024']) {
      expect(await isWeakPassword(password, {}), password).toBe(true);
    }
  });

  it('refuse the account’s own words: its address, its local part, its names with digits, its company', async () => {
    for (const password of [
      'claire.durand@acme-demo.fr',
      'claire.durand',
      'Durand2024',
      'Claire-1987',
      'AcmeIndustries',
      'acme-industries!',
      'Industries2026',
    ]) {
      expect(await isWeakPassword(password, claire), password).toBe(true);
    }
  });

  it('accept a long or unpredictable one, the demo password among them', async () => {
    for (const password of ['kq7-Vx2!pLm9', 'correct horse battery staple', 'Marseille-Velo-Orange', DEMO_PASSWORD]) {
      expect(await isWeakPassword(password, claire), password).toBe(false);
    }
  });

  it('accept the demo password for each demo account, as the README lists them', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const context = { email: account.email, firstName: account.first_name, lastName: account.last_name, organisations: [account.company] };
      expect(await isWeakPassword(DEMO_PASSWORD, context), account.email).toBe(false);
    }
  });

  it('name the field and the code of each failure: 60 when short, weak_password, then 50 when the two differ', async () => {
    expect(await passwordErrors('short', 'short', claire)).toEqual({ password: ErrorCode.PASSWORD_TOO_SHORT });
    expect(await passwordErrors('12345678', '12345678', claire)).toEqual({ password: ErrorCode.WEAK_PASSWORD });
    expect(await passwordErrors('kq7-Vx2!pLm9', 'kq7-Vx2!pLm8', claire)).toEqual({ confirmation: ErrorCode.PASSWORDS_DIFFER });
    expect(await passwordErrors('kq7-Vx2!pLm9', 'kq7-Vx2!pLm9', claire)).toEqual({});
  });
});
