import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesNewsList" (My Pages, menu key "myNews"). */
export function NewsListTemplate({ vm }: TemplateProps<"myPagesNewsList">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
