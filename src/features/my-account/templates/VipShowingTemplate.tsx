import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesVipShowing" (My Pages, menu key "myVipShowing"). */
export function VipShowingTemplate({ vm }: TemplateProps<"myPagesVipShowing">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
