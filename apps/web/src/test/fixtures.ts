import type { Cart, Order, User } from '@electro/shared';

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the web app can decode (it never checks the signature; the API does). */
export function makeToken(claims: {
  userId: string;
  name: string;
  email: string;
  role: User['role'];
}): string {
  return `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(claims))}.sig`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Mona',
    email: 'm@x.io',
    phone: '',
    address: '',
    role: 'user',
    profile: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCart(overrides: Partial<Cart> = {}): Cart {
  return { _id: 'cart-1', id: 'cart-1', products: [], totalCartPrice: 0, ...overrides };
}

/** One cart line: `quantity` of 'Phone X' (90 after its discount), `stock` left. */
export function makeCartLine(quantity = 1, stock = 10): Cart['products'][number] {
  return {
    _id: 'line-1',
    quantity,
    price: 90,
    productId: {
      _id: 'p1',
      id: 'p1',
      title: 'Phone X',
      price: 100,
      priceAfterDiscount: 90,
      stock,
      imageCover: { secure_url: 'http://x/p.webp', public_id: 'p' },
    },
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    id: 'order-1',
    user: 'u1',
    customer: { _id: 'u1', name: 'Mona', email: 'm@x.io' },
    orderItems: [],
    totalOrderPrice: 0,
    shoppingAddress: { city: 'Cairo', street: 'Tahrir 1', phone: '01012345678' },
    paymentMethod: 'cash',
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
