import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesVip" (My Pages, menu key "myVip"). */
export function VipTemplate({ vm }: TemplateProps<"myPagesVip">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
