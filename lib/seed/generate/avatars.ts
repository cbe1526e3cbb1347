/** Profile pictures drawn locally with DiceBear (seed = the username), so every demo member has a face. */
import { createAvatar } from '@dicebear/core';
import { avataaars, pixelArt } from '@dicebear/collection';
import type { Persona } from './personas';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f4c5'];

export function avatarSvg(persona: Pick<Persona, 'userName' | 'avatar'>): string {
  const options = { seed: persona.userName, backgroundColor: BACKGROUNDS, size: 256 };
  const avatar =
    persona.avatar === 'pixelArt' ? createAvatar(pixelArt, options) : createAvatar(avataaars, options);
  return `${avatar.toString()}\n`;
}
