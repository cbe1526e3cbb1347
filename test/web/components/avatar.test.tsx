import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from '../../../web/src/components/Avatar';
import { DEFAULT_PROFILE_PICTURE } from '../../../web/src/lib/media';

const BASE = 'https://media.test/';
const picture = (container: HTMLElement) => container.querySelector('img')!;

describe('Avatar (000 §9: the default picture when there is none or it fails)', () => {
  it('shows the picture at its media address, square, lazily and decorative by default', () => {
    const { container } = render(
      <Avatar className="row__picture" picture="media/users/neon.png" mediaBaseUrl={BASE} size={44} />,
    );
    const image = picture(container);

    expect(image).toHaveAttribute('src', 'https://media.test/users/neon.png');
    expect(image).toHaveClass('row__picture');
    expect(image).toHaveAttribute('width', '44');
    expect(image).toHaveAttribute('height', '44');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
  });

  it.each([null, undefined, '', '   '])('shows the default picture when the link is %j', (link) => {
    const { container } = render(<Avatar className="x" picture={link} mediaBaseUrl={BASE} size={28} />);

    expect(picture(container)).toHaveAttribute('src', DEFAULT_PROFILE_PICTURE);
  });

  it('falls back to the default picture when the picture fails to load, and stays there', () => {
    const { container } = render(
      <Avatar className="x" picture="media/gone.png" mediaBaseUrl={BASE} size={28} />,
    );

    fireEvent.error(picture(container));
    expect(picture(container)).toHaveAttribute('src', DEFAULT_PROFILE_PICTURE);
    // the default picture failing too does not loop
    fireEvent.error(picture(container));
    expect(picture(container)).toHaveAttribute('src', DEFAULT_PROFILE_PICTURE);
  });

  it('tries a new picture again after an earlier one failed', () => {
    const { container, rerender } = render(
      <Avatar className="x" picture="media/old.png" mediaBaseUrl={BASE} size={28} />,
    );
    fireEvent.error(picture(container));
    rerender(<Avatar className="x" picture="media/new.png" mediaBaseUrl={BASE} size={28} />);

    expect(picture(container)).toHaveAttribute('src', 'https://media.test/new.png');
  });

  it('takes an address already resolved (a preview), a name, and loads at once when eager', () => {
    render(<Avatar className="x" src="blob:preview-1" size={96} alt="Your new picture" eager />);
    const image = screen.getByRole('img', { name: 'Your new picture' });

    expect(image).toHaveAttribute('src', 'blob:preview-1');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});

describe('one Avatar for every picture of a person', () => {
  /** the web sources, as paths relative to web/src */
  function sources(dir: string, prefix = ''): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sources(join(dir, entry.name), `${prefix}${entry.name}/`)
        : /\.tsx?$/.test(entry.name)
          ? [`${prefix}${entry.name}`]
          : [],
    );
  }

  it('leaves the default picture to Avatar: no other component falls back to it by hand', () => {
    const root = join(__dirname, '../../../web/src');
    const users = sources(root).filter((file) =>
      readFileSync(join(root, file), 'utf8').includes('DEFAULT_PROFILE_PICTURE'),
    );
    expect(users.sort()).toEqual(['components/Avatar.tsx', 'lib/media.ts']);
  });
});
