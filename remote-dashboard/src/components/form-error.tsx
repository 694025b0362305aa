import ui from './ui.module.css';

/**
 * Why a form was not sent, shown in the form itself (never a dialog), so the person reads it
 * beside what they typed. Nothing is drawn while there is no problem.
 */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={ui.errorText}>
      {message}
    </p>
  );
}
