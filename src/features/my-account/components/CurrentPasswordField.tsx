import { FormField } from "~/ui/form/FormField";

/**
 * The proof of the login that changing the e-mail address and deleting the account ask for: the
 * current password, or, for an account of e-ID logins only, a hint that a recent e-ID login is
 * enough (MustLoginWithBankId otherwise).
 */
export function CurrentPasswordField({
  id,
  hasPassword,
  label,
  eidHint,
  value,
  error,
  onChange,
}: {
  id: string;
  hasPassword: boolean;
  label: string;
  eidHint: string;
  value: unknown;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (!hasPassword) return <p>{eidHint}</p>;
  return (
    <FormField id={`${id}-currentPassword`} label={label} required error={error}>
      <input
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={String(value ?? "")}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
