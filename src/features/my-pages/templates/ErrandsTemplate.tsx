import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myErrands" (My Pages, menu key "myErrands"). */
export function ErrandsTemplate({ vm }: TemplateProps<"myErrands">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
