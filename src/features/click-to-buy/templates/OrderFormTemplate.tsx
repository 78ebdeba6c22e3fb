import { type FormEvent, useState } from "react";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import formStyles from "~/ui/form/form.module.css";
import { serverMessageOf } from "~/ui/query/request-error";
import type { InteriorCategory } from "../schema";
import styles from "./completion.module.css";

type Choices = Partial<Record<InteriorCategory, string>>;

/**
 * Template "orderForm": the interior options of the purchase's stage per category with their
 * prices, one choice each (the earlier order, else the standard), saved for the purchase
 * (`POST /api/buyresidence/order/{purchaseId}`); the page then says what was ordered.
 */
export function OrderFormTemplate({ vm }: TemplateProps<"orderForm">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  // The categories in the stage's order of its options (the loader sorts them); no schema module in the page's chunk.
  const categories = [...new Set(data.options.map((option) => option.category))];
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(
      categories.map((category) => [
        category,
        data.ordered?.[category] ??
          data.options.find((option) => option.category === category && option.isDefault)?.id ??
          data.options.find((option) => option.category === category)?.id,
      ]),
    ),
  );
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [orderedAt, setOrderedAt] = useState(data.orderedAt);
  const total = Object.values(choices).reduce(
    (sum, id) => sum + (data.options.find((option) => option.id === id)?.price ?? 0),
    0,
  );
  const money = (amount: number) => formatPrice(amount, { currency: data.currency });
  const home = data.object.address ? `${data.object.address} (${data.object.number})` : data.object.number;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      const response = await fetch(`/api/buyresidence/order/${encodeURIComponent(data.purchaseId)}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ choices }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        setResult({ ok: false, message: serverMessageOf(body) ?? t("buySign.orderForm.failed") });
        return;
      }
      setOrderedAt((body as { orderedAt: string }).orderedAt);
      setResult({ ok: true, message: t("buySign.orderForm.saved") });
    } catch {
      setResult({ ok: false, message: t("buySign.orderForm.failed") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1>{t("buySign.orderForm.heading")}</h1>
      <p className={styles.lead}>
        {home}, {data.object.stageName}
      </p>
      {categories.length === 0 ? (
        <p>{t("buySign.orderForm.none")}</p>
      ) : (
        <form onSubmit={save} noValidate>
          <p>{t("buySign.orderForm.intro")}</p>
          {categories.map((category) => (
            <fieldset key={category} className={styles.category}>
              <legend>{t(`buySign.orderForm.category.${category}`)}</legend>
              {data.options
                .filter((option) => option.category === category)
                .map((option) => (
                  <label key={option.id} className={styles.option}>
                    <input
                      type="radio"
                      name={category}
                      value={option.id}
                      checked={choices[category] === option.id}
                      onChange={() => setChoices((current) => ({ ...current, [category]: option.id }))}
                    />
                    <span>{option.name}</span>
                    <span className={styles.price}>
                      {option.price === 0 ? t("buySign.orderForm.standard") : `+ ${money(option.price)}`}
                    </span>
                  </label>
                ))}
            </fieldset>
          ))}
          <p>{t("buySign.orderForm.total", { amount: money(total) })}</p>
          {result && (
            <p className={result.ok ? undefined : formStyles.formError} role={result.ok ? "status" : "alert"}>
              {result.message}
            </p>
          )}
          {orderedAt && <p>{t("buySign.orderForm.orderedAt", { date: formatDate(orderedAt, site.language) })}</p>}
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={saving} aria-busy={saving}>
              {saving ? t("buySign.orderForm.saving") : t("buySign.orderForm.save")}
            </button>
          </div>
        </form>
      )}
      {site.urls.myPages && (
        <p>
          <a href={site.urls.myPages}>{t("myPages.title")}</a>
        </p>
      )}
    </div>
  );
}
