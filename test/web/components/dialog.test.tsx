import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { Dialog, type DialogProps } from '../../../web/src/components/Dialog';

type Options = Omit<DialogProps, 'onClose' | 'children' | 'labelledBy' | 'initialFocus'> & {
  /** 'first': a ref to the first field; 'selector': a selector for the second; by default the dialog */
  focus?: 'first' | 'selector';
};

/** A page with the button that opens the dialog, and the dialog: a heading, two fields and a button. */
function Host({ options, beneath }: { options: Options; beneath?: (children: ReactNode) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const { focus, ...props } = options;
  const dialog = open ? (
    <Dialog
      {...props}
      labelledBy="dialog-title"
      initialFocus={focus === 'first' ? firstRef : focus === 'selector' ? '[name="second"]' : undefined}
      onClose={() => setOpen(false)}
    >
      <h2 id="dialog-title">Pick one</h2>
      <input ref={firstRef} aria-label="First" name="first" />
      <input aria-label="Second" name="second" />
      <button type="button" onClick={() => setOpen(false)}>
        Done
      </button>
    </Dialog>
  ) : null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {beneath ? beneath(dialog) : dialog}
    </>
  );
}

function open(options: Options = {}, beneath?: (children: ReactNode) => ReactNode) {
  const user = userEvent.setup();
  render(<Host options={options} beneath={beneath} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Pick one' }) };
}

describe('the modal dialog scaffold', () => {
  it('is a modal dialog named by its heading inside a backdrop', () => {
    const { dialog } = open({ className: 'invite-dialog', backdropClassName: 'invite-dialog__backdrop' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('modal', 'invite-dialog');
    expect(dialog.parentElement).toHaveClass('modal-backdrop', 'invite-dialog__backdrop');
  });

  it('can be an alertdialog described by its text', () => {
    render(
      <Dialog role="alertdialog" label="Sure?" describedBy="question" onClose={() => {}}>
        <p id="question">Delete it?</p>
      </Dialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toHaveAccessibleDescription('Delete it?');
  });

  it('starts focus on the dialog itself by default', () => {
    const { dialog } = open();
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAttribute('tabindex', '-1');
  });

  it('starts focus on a ref', () => {
    const { dialog } = open({ focus: 'first' });
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    expect(dialog).not.toHaveAttribute('tabindex');
  });

  it('starts focus on a selector', () => {
    open({ focus: 'selector' });
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = open({ focus: 'first' });
    const first = screen.getByRole('textbox', { name: 'First' });
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape, which and every other key go no further than the dialog', () => {
    const beneath = jest.fn();
    const onDocument = jest.fn();
    document.addEventListener('keydown', onDocument);
    open({ focus: 'first' }, (children) => <div onKeyDown={beneath}>{children}</div>);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'First' }), { key: 'a' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'First' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beneath).not.toHaveBeenCalled();
    expect(onDocument).not.toHaveBeenCalled();
    document.removeEventListener('keydown', onDocument);
  });

  it('gives focus back to its opener on closing with returnFocus', () => {
    const { opener } = open({ returnFocus: true, focus: 'first' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();
  });

  it('leaves focus to the opener without returnFocus', () => {
    const { opener } = open({ focus: 'first' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'First' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).not.toHaveFocus();
  });

  it('closes on a press on the backdrop only with closeOnBackdrop, never on a press inside', () => {
    const { dialog } = open({ closeOnBackdrop: true });
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Pick one' }));
    fireEvent.pointerDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.pointerDown(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a press on the backdrop without closeOnBackdrop', () => {
    const { dialog } = open();
    fireEvent.pointerDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps a press in it from the outside-click handlers beneath (the side panels)', () => {
    const onDocument = jest.fn();
    document.addEventListener('pointerdown', onDocument);
    const { dialog } = open();
    fireEvent.pointerDown(dialog);
    fireEvent.pointerDown(dialog.parentElement!);
    expect(onDocument).not.toHaveBeenCalled();
    document.removeEventListener('pointerdown', onDocument);
  });

  it('over the page (portal): rendered in the body with the app inert until the last dialog closes', () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const { dialog, opener } = open({ portal: true, returnFocus: true });
    expect(dialog.parentElement!.parentElement).toBe(document.body);
    expect(app).toHaveAttribute('inert');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(app).not.toHaveAttribute('inert');
    expect(app.dataset.openDialogs).toBeUndefined();
    expect(opener).toHaveFocus();
    app.remove();
  });
});
