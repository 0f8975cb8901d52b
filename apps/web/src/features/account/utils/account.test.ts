import { describe, expect, it } from 'vitest';
import { accountChanges, nonEmptyFields } from './account';

const user = { name: 'Mona', email: 'mona@example.com', address: 'Cairo', phone: '' };

describe('account update body', () => {
  it('leaves blank fields out before validation', () => {
    expect(nonEmptyFields({ name: 'Mona', email: '  ', address: '', phone: '0101' })).toEqual({
      name: 'Mona',
      phone: '0101',
    });
  });

  it('sends only what differs from the saved profile', () => {
    expect(
      accountChanges({ name: 'Mona', email: 'new@example.com', address: 'Cairo' }, user),
    ).toEqual({ email: 'new@example.com' });
    expect(accountChanges({ name: 'Mona' }, user)).toEqual({});
  });
});
