import { describe, expect, it } from 'vitest';
import { accountChanges, nonEmptyFields } from './account';
import { avatarFileProblem } from './avatar';

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

describe('avatar file', () => {
  it('accepts the image types the API takes, up to 5 MiB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/image file/);
    expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toMatch(/image file/);
    expect(avatarFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/5 MB/);
  });
});
