import type { ReactNode } from "react";
import type { BrowserPageViewModel } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import styles from "./my-pages.module.css";
import type { MyPagesShell } from "./page-data";

/**
 * The frame of every My Pages page: the area's title (board pages for a board member, spec 000
 * section 6), the user's sub-menu from the menu rules (./menu.ts) with the current page marked,
 * then the page's own h1 and content.
 */
export function MyPagesLayout({
  vm,
  menu,
  children,
  heading,
}: {
  vm: BrowserPageViewModel;
  menu: MyPagesShell;
  children: ReactNode;
  /** The page's h1; the page's title by default. */
  heading?: ReactNode;
}) {
  const { t } = useTranslation();
  const areaTitle = menu.board
    ? menu.associationName
      ? t("myPages.boardTitleOf", { association: menu.associationName })
      : t("myPages.boardTitle")
    : t("myPages.title");
  return (
    <div className={styles.layout} data-template={vm.currentComponent}>
      <nav className={styles.menu} aria-label={menu.board ? t("myPages.boardMenuLabel") : t("myPages.menuLabel")}>
        <p className={styles.areaTitle}>{areaTitle}</p>
        <ul>
          {menu.items.map((item) => (
            <li key={item.key}>
              <a href={item.href} aria-current={item.key === menu.current ? "page" : undefined}>
                {t(`myPages.menu.${item.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.content}>
        <h1>{heading ?? vm.viewModel.title}</h1>
        {children}
      </article>
    </div>
  );
}
