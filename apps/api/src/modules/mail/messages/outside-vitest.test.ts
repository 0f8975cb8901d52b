import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/**
 * The cluster script and the benches run the API's sources with tsx from the repository's root,
 * where no tsconfig names a JSX runtime: each .tsx file says it, or React is not defined there
 * and every checkout answers 500 (as the scale bench found).
 */
describe('the messages run by tsx from the repository root', () => {
  it('render an order confirmation and a reset link', () => {
    const script = `
      const orders = await import('./apps/api/src/modules/mail/messages/order-mail.tsx');
      const accounts = await import('./apps/api/src/modules/mail/messages/account-mail.tsx');
      const shop = { shopName: 'Electro', currency: 'USD', timeZone: 'UTC' };
      const reset = accounts.passwordResetMail(shop, { name: 'Ann' }, 'https://shop.example/r');
      const order = orders.orderConfirmation(shop, {
        id: 'o1', number: 1042, createdAt: new Date(0), customerName: 'Ann',
        customerEmail: 'ann@example.com', total: 20,
        lines: [{ title: 'Cable', quantity: 2, unitPrice: 10, imageUrl: 'https://x/y.webp' }],
        address: { city: 'Cairo', street: 'Nile 1', phone: '01012345678' },
      }, 'https://shop.example/o1');
      console.log(reset.html.includes('https://shop.example/r') && order.html.includes('1042'));
    `;
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: root, encoding: 'utf8' },
    );
    expect(printed.trim()).toBe('true');
  });
});
