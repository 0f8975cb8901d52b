import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, reviewView } from './review-view';

describe('reviewView', () => {
  it('shows the author, avatar, comment and rate as given', () => {
    expect(
      reviewView({
        comment: 'Great phone',
        rate: 4,
        createdBy: { _id: 'u1', name: 'Mona', profile: { secure_url: 'http://x/a.webp' } },
      }),
    ).toEqual({ name: 'Mona', avatar: 'http://x/a.webp', comment: 'Great phone', rate: 4 });
  });

  it("falls back to 'Anonymous', the default avatar, 'No comment provided.' and 0", () => {
    expect(
      reviewView({ comment: '  ', createdBy: { _id: 'u1', name: '', profile: null } }),
    ).toEqual({
      name: 'Anonymous',
      avatar: DEFAULT_AVATAR,
      comment: 'No comment provided.',
      rate: 0,
    });
    expect(reviewView({})).toEqual({
      name: 'Anonymous',
      avatar: DEFAULT_AVATAR,
      comment: 'No comment provided.',
      rate: 0,
    });
  });
});
