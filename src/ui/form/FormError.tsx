import styles from "./form.module.css";

/**
 * The error of a form as a whole, beside its submit button, for as long as it holds. Not a live
 * region: useJsonForm tells the same message as an error toast, which announces it (spec 001
 * section 8); a second announcement of the same words would only repeat it.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <p className={styles.formError}>{message}</p>;
}
