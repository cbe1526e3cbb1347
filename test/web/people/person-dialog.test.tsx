import { render } from '@testing-library/react';
import { PersonDialog } from '../../../web/src/components/people/PersonDialog';

function Dialogs({ outer, inner }: { outer: boolean; inner: boolean }) {
  return (
    <>
      {outer ? (
        <PersonDialog label="New suggested matches" closeLabel="Close" onClose={() => {}}>
          <p>list</p>
        </PersonDialog>
      ) : null}
      {inner ? (
        <PersonDialog label="NeonFox" closeLabel="Close" onClose={() => {}}>
          <p>card</p>
        </PersonDialog>
      ) : null}
    </>
  );
}

describe('the modal shell over the app', () => {
  it('keeps the app inert until the last of two stacked dialogs closes (a user card over a view-all list)', () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const { rerender } = render(<Dialogs outer inner={false} />);
    expect(app).toHaveAttribute('inert');

    rerender(<Dialogs outer inner />);
    rerender(<Dialogs outer inner={false} />);
    expect(app).toHaveAttribute('inert');

    rerender(<Dialogs outer={false} inner={false} />);
    expect(app).not.toHaveAttribute('inert');
    expect(app.dataset.openDialogs).toBeUndefined();
    app.remove();
  });
});
