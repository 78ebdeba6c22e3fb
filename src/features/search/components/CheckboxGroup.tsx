import styles from "./filters.module.css";

interface CheckboxGroupProps<T extends string> {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

/** A filter with several choices: checkboxes in a fieldset whose legend names the filter. */
export function CheckboxGroup<T extends string>({ legend, name, options, selected, onChange }: CheckboxGroupProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === value ? checked : selected.includes(v))));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.choices}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
