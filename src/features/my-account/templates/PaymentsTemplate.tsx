import { MyPagesLayout } from "~/features/my-pages";
import type { TemplateProps } from "~/templates/registry";

/** Template "myPagesPayment" (My Pages, menu key "myPayments"). */
export function PaymentsTemplate({ vm }: TemplateProps<"myPagesPayment">) {
  return (
    <MyPagesLayout vm={vm} menu={vm.viewModel.data.menu}>
      {null}
    </MyPagesLayout>
  );
}
