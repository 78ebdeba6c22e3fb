import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/react";
import { type FieldErrors, fieldErrorsFromApi, fieldErrorsFromZod, isApiErrorBody } from "~/lib/field-errors";
import { showToast } from "~/ui/toast/show-toast";

type Values = Record<string, string | boolean>;

/**
 * Loads a form's schema (a dynamic import of the feature's schema module, taking the form's
 * schema from it): the schema module and zod (about 25 KiB compressed) then load when the form is
 * first used instead of with the page (decision 026). The form still validates with the same shared schema before sending.
 */
export type SchemaLoader = () => Promise<z.ZodType>;

interface Options<V extends Values> {
  initial: V;
  /**
   * The same schema the API validates with; its messages are translation keys. A loader for a form
   * on a page's first paint: it runs when the visitor first focuses the form, or at the latest on submit.
   */
  schema: z.ZodType | SchemaLoader;
  url: string;
  /** Sent with the values (ids of what the form is about). */
  extra?: Record<string, unknown>;
  /**
   * Called with the body of a successful (2xx) answer. Some APIs answer an outcome that is no
   * success with 200 and a status (the account calls): `refuse(message)` then shows the message
   * as the form's error, like the API's own errors, until the next submit.
   */
  onSuccess: (body: unknown, refuse: (message: string) => void) => void;
}

/**
 * A form that validates in the browser with the shared zod schema, posts JSON to the API
 * (same origin, so the CSRF check passes), and maps the server's translated field errors to
 * its inputs. Values are kept on every error, the submit is disabled while sending, and focus
 * moves to the first invalid input.
 *
 * An error of the form as a whole (the server refused the submission, or could not be reached)
 * is an error toast with the server's message (spec 001 section 8) and stays as `formError`
 * for the form to show beside its button; errors of fields stay at their inputs only.
 */
export function useJsonForm<V extends Values>({ initial, schema, url, extra, onSuccess }: Options<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  // A loaded schema; a schema given as such is used as it is on each render (it may change: set password).
  const loaded = useRef<z.ZodType | null>(null);
  const given = typeof schema === "function" ? null : schema;
  const loading = useRef<Promise<z.ZodType> | null>(null);
  // A submit waiting for the schema is one submit: a second press meanwhile is ignored.
  const submitting = useRef(false);

  const loadSchema = useCallback((): Promise<z.ZodType> => {
    if (typeof schema !== "function") return Promise.resolve(schema);
    if (loaded.current) return Promise.resolve(loaded.current);
    loading.current ??= schema().then(
      (ready) => {
        loaded.current = ready;
        return ready;
      },
      (error: unknown) => {
        loading.current = null; // try again on the next submit
        throw error;
      },
    );
    return loading.current;
  }, [schema]);

  // Fetch the schema as soon as the visitor enters the form, so that it is there by the submit.
  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof schema !== "function" || loaded.current) return;
    const prefetch = () => void loadSchema().catch(() => {});
    form.addEventListener("focusin", prefetch, { once: true });
    return () => form.removeEventListener("focusin", prefetch);
  }, [loadSchema, schema]);

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const validate = useCallback(
    (next: V): FieldErrors => {
      const result = (given ?? loaded.current)?.safeParse(next);
      return !result || result.success ? {} : fieldErrorsFromZod(result.error, t);
    },
    [given, t],
  );

  const revalidate = useRef(false);
  // Built on the latest values, so that several changes in one event (a prefill) all stay.
  function setValue(name: keyof V & string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }));
    if (attempted) revalidate.current = true;
  }

  // After the first attempt, errors follow what the visitor types (until then they wait for the submit).
  useEffect(() => {
    if (!revalidate.current) return;
    revalidate.current = false;
    setErrors(validate(values));
  }, [values, validate]);

  /** The form-level error: kept for the form to show, and told as a toast (which also announces it). */
  const failForm = useCallback(
    (message: string | null, fallback: "generic" | "network" = "generic") => {
      setFormError(message || t(fallback === "network" ? "errors.network" : "errors.somethingWentWrong"));
      showToast({ tone: "error", message: message || null, fallback });
    },
    [t],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || submitting.current) return;
    if (!given && !loaded.current) {
      submitting.current = true;
      try {
        await loadSchema();
      } catch {
        failForm(null, "network");
        return;
      } finally {
        submitting.current = false;
      }
    }
    setAttempted(true);
    setFormError(null);
    const clientErrors = validate(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setSending(true);
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...values, ...extra }),
      });
      body = await response.json().catch(() => null);
    } catch {
      setSending(false);
      failForm(null, "network");
      return;
    }
    setSending(false);
    if (response.ok) {
      onSuccess(body, (message) => failForm(message));
      return;
    }
    const serverErrors = fieldErrorsFromApi(body);
    const known = Object.fromEntries(Object.entries(serverErrors).filter(([field]) => field in values));
    setErrors(known);
    // Errors that belong to no input (a full showing, an unknown project) are the form's.
    const other = Object.entries(serverErrors).find(([field]) => !(field in values));
    if (other) failForm(other[1]);
    else if (Object.keys(known).length === 0) failForm(isApiErrorBody(body) ? body.error.message : null);
    setFocusTick((n) => n + 1);
  }

  return { values, setValue, errors, formError, sending, onSubmit, formRef };
}
