import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewList } from './product-reviews';

afterEach(cleanup);

describe('ReviewList', () => {
  it('says "Verified purchase" on the reviews of customers the product was delivered to, only', () => {
    render(
      <ReviewList
        reviews={[
          {
            _id: 'r1',
            comment: 'Bought it, love it',
            rate: 5,
            createdBy: { _id: 'u1', name: 'Mona', profile: null },
            verifiedPurchase: true,
          },
          {
            _id: 'r2',
            comment: 'From before the rule',
            rate: 3,
            createdBy: { _id: 'u2', name: 'Omar', profile: null },
            verifiedPurchase: false,
          },
          // An older answer without the field at all.
          { _id: 'r3', comment: 'No flag', rate: 4, createdBy: { _id: 'u3', name: 'Laila' } },
        ]}
      />,
    );
    const [mona, omar, laila] = screen.getAllByRole('listitem');
    if (!mona || !omar || !laila) throw new Error('three reviews expected');
    expect(within(mona).getByText('Verified purchase')).toBeTruthy();
    expect(within(omar).queryByText('Verified purchase')).toBeNull();
    expect(within(laila).queryByText('Verified purchase')).toBeNull();
  });
});
