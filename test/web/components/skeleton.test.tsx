import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../../web/src/components/Skeleton';

describe('Skeleton', () => {
  it('draws a decorative block of the given size and shape', () => {
    const { container } = render(<Skeleton width={48} height={48} shape="circle" className="extra" />);
    const block = container.firstElementChild as HTMLElement;

    expect(block).toHaveClass('skeleton', 'skeleton--circle', 'extra');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('48px');
    expect(block.style.height).toBe('48px');
  });

  it('fills the width by default', () => {
    const { container } = render(<Skeleton />);

    expect((container.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('draws text lines with a shorter last line', () => {
    const { container } = render(<SkeletonText lines={3} />);
    const lines = [...container.querySelectorAll<HTMLElement>('.skeleton--text')];

    expect(lines.map((line) => line.style.width)).toEqual(['100%', '100%', '60%']);
  });

  it('announces its label politely while showing the blocks only to sight', () => {
    render(
      <SkeletonRegion label="Loading profile…">
        <Skeleton />
      </SkeletonRegion>,
    );
    const region = screen.getByRole('status');

    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Loading profile…');
    expect(region.querySelector('.skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
