import {
  newProfileImageKey,
  newProfileImageUploadKey,
  ownProfileImageKey,
  profileImageExtension,
} from '../../../lambdas/domain/profile-image';
import { ALICE, BOB } from '../factories';

const FILE = `${ALICE}-AbCd_123-xyz.jpg`;

describe('profile image keys', () => {
  it('stores .jpeg and .jfif as .jpg and keeps png and webp', () => {
    expect(['jpeg', 'jfif', 'JPG', 'png', 'webp'].map(profileImageExtension)).toEqual([
      'jpg',
      'jpg',
      'jpg',
      'png',
      'webp',
    ]);
  });

  it("puts a new upload under the caller's prefix in the unserved uploads folder", () => {
    expect(newProfileImageUploadKey(ALICE, 'jfif', 'AbCd_123-xyz')).toBe(`uploads/userprofileimages/${FILE}`);
  });

  it("publishes a checked picture under the caller's prefix in the served media folder", () => {
    expect(newProfileImageKey(ALICE, 'jfif', 'AbCd_123-xyz')).toBe(`media/userprofileimages/${FILE}`);
  });

  it.each([
    ['an upload key', `uploads/userprofileimages/${FILE}`],
    ['a key', `media/userprofileimages/${FILE}`],
    ['a file name', FILE],
    ['a public URL', `https://site.example/media/userprofileimages/${FILE}`],
    [
      'a presigned URL',
      `https://bucket.s3.amazonaws.com/media/userprofileimages/${FILE}?X-Amz-Signature=abc`,
    ],
  ])("names the caller's own upload (in uploads/) from %s", (_, reference) => {
    expect(ownProfileImageKey(reference, ALICE)).toBe(`uploads/userprofileimages/${FILE}`);
  });

  it.each([
    ["another user's file", `media/userprofileimages/${BOB}-AbCd_123.jpg`],
    ['another folder', `media/games/${FILE}`],
    ['a traversal', `media/userprofileimages/../${FILE}`],
    ['an unstored extension', `${ALICE}-AbCd_123.gif`],
    ['no random id', `${ALICE}.jpg`],
    ['the default picture', 'https://site.example/media/defaults/profile.svg'],
  ])('refuses %s', (_, reference) => {
    expect(ownProfileImageKey(reference, ALICE)).toBeUndefined();
  });
});
