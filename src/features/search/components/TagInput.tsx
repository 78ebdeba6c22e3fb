import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Tag } from "../schema";
import { isAbort, suggestTags } from "../use-search";
import styles from "./filters.module.css";

/** Spec 000 section 9: suggestions start at 2 characters, 300 ms after the last keystroke. */
const MIN_TEXT = 2;
const DEBOUNCE_MS = 300;
const MAX_SUGGESTIONS = 8;

interface TagInputProps {
  siteId: string;
  /** Names already in the search (not suggested again). */
  chosen: string[];
  onAdd: (tag: Tag) => void;
}

/**
 * Places and projects to search for: a combobox (WAI-ARIA 1.2 pattern) whose suggestions come
 * from POST /api/residence/search/tags; a chosen suggestion becomes a tag of the search (q).
 */
export function TagInput({ siteId, chosen, onAdd }: TagInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<Tag[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">("idle");
  const chosenKey = chosen.map((name) => name.toLocaleLowerCase()).join(";");

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_TEXT) {
      setSuggestions([]);
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("loading");
      suggestTags(siteId, query, controller.signal)
        .then((tags) => {
          const taken = new Set(chosenKey.split(";"));
          setSuggestions(tags.filter((tag) => !taken.has(tag.name.toLocaleLowerCase())).slice(0, MAX_SUGGESTIONS));
          setActive(-1);
          setOpen(true);
          setStatus("done");
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          setSuggestions([]);
          setStatus("error");
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, siteId, chosenKey]);

  const choose = (tag: Tag) => {
    onAdd(tag);
    setText("");
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      if (event.key === "ArrowDown") setActive((current) => (current >= count - 1 ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? count - 1 : current - 1));
    } else if (event.key === "Enter") {
      const tag = suggestions[active] ?? (count === 1 ? suggestions[0] : undefined);
      if (open && tag) {
        event.preventDefault();
        choose(tag);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  };

  const expanded = open && suggestions.length > 0;
  const announcement =
    status === "error"
      ? t("search.tags.failed")
      : status === "done"
        ? t("search.tags.suggestions", { count: suggestions.length })
        : "";

  return (
    <div className={styles.tagInput}>
      <label htmlFor={id} className={styles.legend}>
        {t("search.tags.label")}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={styles.textInput}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t("search.tags.hint")}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.tags.listLabel")}
        className={styles.suggestions}
        hidden={!expanded}
      >
        {suggestions.map((tag, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the combobox input (aria-activedescendant)
          <div
            key={tag.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.suggestion}
            // Keep the focus in the input: the choice happens on click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(tag)}
          >
            {tag.name}
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
