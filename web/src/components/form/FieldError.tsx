/** The message under an invalid field, with the id its input's aria-describedby points at; nothing without one. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}
